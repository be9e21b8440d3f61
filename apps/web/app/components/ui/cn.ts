/** Joins class names, skipping falsy ones (conditional classes read `cond && 'class'`). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
