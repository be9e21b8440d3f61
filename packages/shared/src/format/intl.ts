/**
 * French `Intl.DateTimeFormat`s, each made once, on first use (making one costs far more than
 * using it), under a name that says which options it holds.
 */
const formats: Record<string, Intl.DateTimeFormat> = {};

export function frenchDateFormat(
  name: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return (formats[name] ??= new Intl.DateTimeFormat('fr-FR', options));
}
