import { z } from 'zod';
import './messages';

/** Every API error body: `error` is French and meant for people, `code` for programs. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  detail: z.string().optional(),
  /** Field name (`profiles[0].code`, `''` for the whole form) → French messages. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
