import type { z } from 'zod';
import {
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUS_MEANINGS,
  statusOptions,
  statusOptionsSchema,
} from '../enums';

/** `GET /api/registration_statuses`: every registration status with its label and meaning. */
export const registrationStatusOptionsSchema = statusOptionsSchema(REGISTRATION_STATUSES);
export type RegistrationStatusOption = z.infer<typeof registrationStatusOptionsSchema>[number];
export const REGISTRATION_STATUS_OPTIONS: RegistrationStatusOption[] = statusOptions(
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUS_MEANINGS,
);
