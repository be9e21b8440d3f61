/** Visible keyboard focus ring shared by every interactive primitive (RGAA / WCAG 2.4.7). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
