// The schemas' messages are beyond the public pages' (decision 018).
import '~/lib/messages/validation';
import {
  captchaChallengeSchema,
  contactMessageBodySchema,
  type CaptchaChallenge,
  type ContactMessage,
} from '@passerelle/shared';

import { validateWith, type Validation } from '~/lib/use-submit-form';

/*
 * The contact form's checks with the API's own schemas. The form imports this module when the
 * visitor starts filling it in, so the home page itself does not carry Zod (decision 018).
 */

/** `values`: the form's fields and the solved captcha, as they are. */
export function checkContactMessage(values: unknown): Validation<ContactMessage> {
  return validateWith(contactMessageBodySchema, values);
}

/** The challenge the server sent, or null when it is not one. */
export function parseCaptchaChallenge(value: unknown): CaptchaChallenge | null {
  const parsed = captchaChallengeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
