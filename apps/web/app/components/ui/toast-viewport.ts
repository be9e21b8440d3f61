import { TOAST_GAP_PX, TOAST_HOTKEY } from '@passerelle/shared';
import { cn } from './cn';

/** Where the toasts' viewport sits, and its look: shared by the Radix toaster and its stand-in. */

export type ToastPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

const positions: Record<ToastPosition, string> = {
  'top-left': 'top-0 left-0 flex-col',
  'top-right': 'top-0 right-0 flex-col',
  // At the bottom the newest toast sits closest to the edge.
  'bottom-left': 'bottom-0 left-0 flex-col-reverse',
  'bottom-right': 'bottom-0 right-0 flex-col-reverse',
};

/** The viewport list's attributes (Radix puts them on its `<ol>`). */
export function toastViewportProps(position: ToastPosition) {
  return {
    'data-position': position,
    style: { gap: TOAST_GAP_PX },
    className: cn(
      // The empty margins of the viewport must not swallow clicks meant for the page.
      'pointer-events-none fixed z-50 m-0 flex max-h-screen w-full max-w-sm list-none p-4',
      // Inset ring: the viewport touches the window edges (F8 moves focus here).
      'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
      positions[position],
    ),
  };
}

/** Whether a key event is the viewport's hotkey (F8), as Radix reads it. */
export function isToastHotkey(event: KeyboardEvent): boolean {
  const flags = event as unknown as Record<string, unknown>;
  return TOAST_HOTKEY.every((key) => Boolean(flags[key]) || event.code === key);
}
