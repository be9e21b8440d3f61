import { afterEach, describe, expect, it } from 'vitest';
import { frAtStart as browserStart } from './fr-at-start.browser';
import { frAtStart } from './fr-at-start';
import type { Message } from './format';
import { fr, type MessageKey } from './fr';
import { frCatalogue } from './fr-catalogue';
import { frCommon } from './fr-common';
import { registerMessages, t } from './t';

/** Makes `messages` the whole French dictionary again (registering only adds). */
function frenchIs(messages: Partial<Record<MessageKey, Message>>) {
  const missing = Object.fromEntries(Object.keys(fr).map((key) => [key, undefined]));
  registerMessages('fr', { ...missing, ...messages });
}

describe('the dictionary split (decision 018)', () => {
  afterEach(() => registerMessages('fr', fr));

  it('starts with every French message outside the browser', () => {
    expect(frAtStart).toBe(fr);
    expect(t('programmingScreens.column.name')).toBe(fr['programmingScreens.column.name']);
  });

  it('starts the browser with the messages of every page, the same texts as fr', () => {
    expect(browserStart).toBe(frCommon);
    for (const [key, text] of Object.entries(frCommon)) expect(fr[key as MessageKey]).toBe(text);
    expect(Object.keys(frCommon).length).toBeLessThan(Object.keys(fr).length / 2);
    expect(frCommon).not.toHaveProperty('programmingScreens.column.name');
    // Validation messages come with the forms (fr-validation.ts).
    expect(frCommon).not.toHaveProperty('validation.required');
  });

  it('throws for a message not registered yet rather than show its key, and adds a part', () => {
    frenchIs(frCommon);
    expect(t('ui.close')).toBe('Fermer');
    expect(() => t('catalogue.title')).toThrow('Message "catalogue.title" is not loaded');
    registerMessages('fr', frCatalogue);
    expect(t('catalogue.title')).toBe(fr['catalogue.title']);
    expect(t('ui.close')).toBe('Fermer');
    expect(() => t('programmingScreens.column.name')).toThrow('is not loaded');
    registerMessages('fr', fr);
    expect(t('programmingScreens.column.name')).toBe(fr['programmingScreens.column.name']);
  });
});
