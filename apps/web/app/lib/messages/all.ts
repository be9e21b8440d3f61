import { fr, registerMessages } from '@passerelle/shared';

/*
 * French messages in the browser (decision 018). `t` starts there with the messages every page
 * may show (packages/shared/src/i18n/fr-common.ts); a page registers the rest it needs before it
 * renders, by importing one of the modules of this folder first:
 * - home.ts (`frContact`: the home page and its contact form): routes/home.tsx;
 * - catalogue.ts (`frCatalogue`, `frQualityResults`): routes/training.tsx, training-session.tsx,
 *   calendar.tsx;
 * - login.ts (`frLogin` and validation.ts): routes/login.tsx, forgot-password.tsx,
 *   reset-password.tsx;
 * - validation.ts (`frValidation`): the contact form's checks (features/contact);
 * - all.ts, this one (the whole `fr`): the back, hr, beneficiary and survey layouts, and the
 *   public pages' on-demand parts that need more.
 * The server render knows every message from the start. A message the page did not register
 * throws: it is never shown as its key. On a client navigation to those layouts' pages, the root
 * client middleware registers the whole dictionary before any loader runs (lib/guard-client.ts):
 * a page's loader may run before its layout's module has loaded.
 *
 * The browser may evaluate a page's modules before the one registering: a module must not call
 * `t` while it loads (at its top level, or in a `LIST.map(...)` there) for a message beyond
 * fr-common.ts, unless it imports the module registering it itself. apps/web/test/
 * dictionary-split.test.ts reads the sources for such calls.
 */
/** Registers the whole French dictionary (again: idempotent). */
export function registerAllMessages(): void {
  registerMessages('fr', fr);
}

registerAllMessages();
