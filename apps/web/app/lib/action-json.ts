import {
  errorMessage,
  jsonNestsDeeperThan,
  MAX_BODY_DEPTH,
  type LayoutName,
} from '@passerelle/shared';
import { data } from 'react-router';

/** A page's JSON payload wraps one API body (`{ intent, values }`): one level more than it. */
export const ACTION_PAYLOAD_DEPTH = MAX_BODY_DEPTH + 1;

/**
 * The JSON a page posted to its route action, null when the body is not JSON. As the API does
 * (decision 049), its nesting is measured on the raw text before it is parsed: a payload nested
 * deeper than one can be would overflow the stack where the action sends it on to the API
 * (JSON.stringify), so it is a 400 with the API's French message.
 */
export async function readActionJson(request: Request, layout: LayoutName): Promise<unknown> {
  const text = await request.text().catch(() => '');
  if (jsonNestsDeeperThan(text, ACTION_PAYLOAD_DEPTH)) {
    const message = errorMessage('BODY_TOO_DEEP', { max: ACTION_PAYLOAD_DEPTH });
    throw data({ layout, message }, { status: 400 });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
