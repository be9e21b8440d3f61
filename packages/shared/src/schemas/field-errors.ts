import type { z } from 'zod';

/** Form-field name of an issue path: `profiles[0].code`; the empty string for the whole form. */
export function fieldNameOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === 'number') return `${name}[${segment}]`;
    const key = String(segment);
    return name === '' ? key : `${name}.${key}`;
  }, '');
}

/**
 * The `fieldErrors` of an API error: field name → its message. One per field, the first Zod
 * found: an empty required field says "Champ obligatoire", not that and the format it would
 * have (Zod goes on checking after a failed check). The whole form (`''`) keeps all of its own.
 */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = fieldNameOf(issue.path);
    const messages = (fieldErrors[name] ??= []);
    if (name !== '' && messages.length > 0) continue;
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fieldErrors;
}
