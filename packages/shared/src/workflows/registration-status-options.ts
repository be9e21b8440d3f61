import { z } from 'zod';
import { REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS } from '../enums';

/** `GET /api/registration_statuses`: every registration status with its French label. */
export const registrationStatusOptionsSchema = z.array(
  z.object({ code: z.enum(REGISTRATION_STATUSES), label: z.string() }),
);
export type RegistrationStatusOption = z.infer<typeof registrationStatusOptionsSchema>[number];
export const REGISTRATION_STATUS_OPTIONS: RegistrationStatusOption[] = REGISTRATION_STATUSES.map(
  (code) => ({ code, label: REGISTRATION_STATUS_LABELS[code] }),
);
