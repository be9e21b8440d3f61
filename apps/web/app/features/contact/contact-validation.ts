import {
  captchaChallengeSchema,
  contactMessageBodySchema,
  zodFieldErrors,
  type CaptchaChallenge,
  type ContactMessage,
} from '@passerelle/shared';

/*
 * The contact form's checks with the API's own schemas. The form imports this module when the
 * visitor starts filling it in, so the home page itself does not carry Zod (decision 018).
 */

export type ContactCheck =
  { ok: true; data: ContactMessage } | { ok: false; errors: Record<string, string[]> };

/** `values`: the form's fields and the solved captcha, as they are. */
export function checkContactMessage(values: unknown): ContactCheck {
  const parsed = contactMessageBodySchema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** The challenge the server sent, or null when it is not one. */
export function parseCaptchaChallenge(value: unknown): CaptchaChallenge | null {
  const parsed = captchaChallengeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
