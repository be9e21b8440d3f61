import type { fr } from './fr';
import type { Message } from './format';
import { frCommon } from './fr-common';

/**
 * In the browser, `t` starts with the messages every page may show; each page registers the rest
 * it needs before it renders (apps/web/app/lib/messages/: the catalogue's, the home page's, or
 * all of them for the pages beyond the public ones). See fr-at-start.ts; decision 018.
 */
export const frAtStart: Partial<Record<keyof typeof fr, Message>> = frCommon;
