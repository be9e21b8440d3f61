import type { Plugin } from 'vite';

/**
 * In the browser build (and the dev server's browser modules), `t` starts with the public pages'
 * French messages only: `@passerelle/shared`'s i18n/fr-at-start.ts becomes fr-at-start.browser.ts.
 * The server render keeps every message. The other pages register the whole dictionary
 * themselves (app/lib/all-messages.ts). Decision 018.
 */
export function browserDictionary(): Plugin {
  return {
    name: 'passerelle:browser-dictionary',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer, options) {
      if (source !== './fr-at-start' || !/[\\/]shared[\\/]src[\\/]i18n[\\/]/.test(importer ?? '')) {
        return null;
      }
      return this.resolve('./fr-at-start.browser', importer, { ...options, skipSelf: true });
    },
  };
}
