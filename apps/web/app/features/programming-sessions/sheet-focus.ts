/**
 * Navigation state asking an opened session sheet to take the focus: set by the links of the list
 * and after a creation, absent when the page is loaded as such (the skip link comes first then).
 */
export const FOCUS_SHEET = { focusSheet: true } as const;

export function isFocusRequest(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusSheet' in state;
}
