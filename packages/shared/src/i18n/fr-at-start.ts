import { fr } from './fr';
import type { Message } from './format';

/**
 * The French messages `t` knows from the start: all of them. The web app's browser build reads
 * fr-at-start.browser.ts instead (apps/web/vite.config.ts), so that a public page does not carry
 * the back office's messages.
 */
export const frAtStart: Partial<Record<keyof typeof fr, Message>> = fr;
