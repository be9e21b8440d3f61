import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The audience of a public page kept for every signed-in visitor alike (decision 100): while the
 * web plugin renders it, the page's API calls carry no credential (so no answer names anyone)
 * and the catalogue answers them for this audience, as it would any of its visitors. Set only
 * in-process, around `app.inject` calls: no request from outside can claim an audience.
 */

/** What the catalogue shows a class of visitors: the members-only sessions or not. */
export interface PageAudience {
  membersOnly: boolean;
}

const audience = new AsyncLocalStorage<PageAudience>();

/** Runs `render` (and the API calls it makes in-process) for `pageAudience`. */
export function renderedForAudience<T>(pageAudience: PageAudience, render: () => T): T {
  return audience.run(pageAudience, render);
}

/** The audience of the page being rendered around this anonymous API call, if any. */
export function currentPageAudience(): PageAudience | undefined {
  return audience.getStore();
}
