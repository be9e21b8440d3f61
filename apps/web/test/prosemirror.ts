/**
 * jsdom does no layout. ProseMirror (the TipTap editor) asks ranges for their boxes when it
 * scrolls to the selection, and the document for the element under the pointer on a click:
 * answer "no box", "nothing there", as an empty page would.
 */
export function stubLayoutForProseMirror(): void {
  const noRects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= () => noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
}
