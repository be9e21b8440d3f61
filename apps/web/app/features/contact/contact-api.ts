import { CONTACT_API, type RouteBody } from '@passerelle/shared';

import type { ApiRequestOptions } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/*
 * The contact form's calls by their shared contracts. The contracts carry Zod, so the form and its
 * captcha import this module when used, as they do their checks: the home page does not carry Zod
 * (decision 018).
 */

export function fetchCaptchaChallenge(signal: AbortSignal) {
  return browserApi.call(CONTACT_API.challenge, { signal });
}

export function sendContactMessage(
  body: RouteBody<typeof CONTACT_API.send>,
  options: Pick<ApiRequestOptions<unknown>, 'defaultErrorMessage'> = {},
) {
  return browserApi.call(CONTACT_API.send, { body, ...options });
}
