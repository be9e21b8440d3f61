export type MessageParams = Readonly<Record<string, string | number | null | undefined>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Replaces each `{name}` with `params.name`; a missing (null/undefined) param leaves `{name}`. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The placeholder names of a template, in order of appearance, without duplicates. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))];
}
