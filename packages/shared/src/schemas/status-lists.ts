import type { z } from 'zod';
import type { Permission } from '../permissions/matrix';
import { registrationStatusOptionsSchema } from '../workflows/registration-status-options';
import { sessionStatusOptionsSchema } from '../workflows/session';
import { reportStatusOptionsSchema } from './reports';
import { defineRoute } from './route';
import { surveyFillStatusOptionsSchema, surveyStatusOptionsSchema } from './surveys';

/*
 * The status lists of the API (`GET /api/*_statuses`): every status of an entity with the label
 * and meaning the API gives every client. One shape, one place: each module registers its own,
 * the references page reads them all.
 */

const statusList = <const P extends string, const A extends Permission, R extends z.ZodType>(
  path: P,
  permission: A,
  response: R,
) => defineRoute({ method: 'GET', path, access: { permission }, response, errors: [401, 403] });

export const STATUS_LISTS_API = {
  sessions: statusList('/session_statuses', 'programming.read', sessionStatusOptionsSchema),
  /** For every profile that reads a registration (back office, HR validator, beneficiary). */
  registrations: statusList(
    '/registration_statuses',
    'registrations.detail',
    registrationStatusOptionsSchema,
  ),
  reports: statusList('/report_statuses', 'reports.read', reportStatusOptionsSchema),
  surveys: statusList('/survey_statuses', 'surveys.read', surveyStatusOptionsSchema),
  surveyFills: statusList('/survey_fill_statuses', 'surveys.read', surveyFillStatusOptionsSchema),
};
