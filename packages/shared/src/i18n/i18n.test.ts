import { describe, expect, it, vi } from 'vitest';
import { en } from './en';
import { formatMessage, isPluralMessage, placeholdersOf, pluralForm, type Message } from './format';
import { fr } from './fr';
import { isMessageKey, registerMessages, t } from './t';

describe('dictionaries', () => {
  it('fr and en hold the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it('fr and en hold the same placeholders for every key', () => {
    for (const key of Object.keys(fr) as (keyof typeof fr)[]) {
      expect(placeholdersOf(en[key]).sort(), key).toEqual(placeholdersOf(fr[key]).sort());
    }
  });

  it('has no empty message', () => {
    for (const [key, message] of [...Object.entries(fr), ...Object.entries(en)]) {
      for (const text of textsOf(message)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('gives plural forms to the same keys in fr and en, each form with the same placeholders', () => {
    for (const key of Object.keys(fr) as (keyof typeof fr)[]) {
      const french: Message = fr[key];
      const english: Message = en[key];
      expect(isPluralMessage(english), key).toBe(isPluralMessage(french));
      if (!isPluralMessage(french)) continue;
      expect(Object.keys(french), key).toEqual(expect.arrayContaining(['one', 'other']));
      for (const form of [...textsOf(french), ...textsOf(english)]) {
        expect(placeholdersOf(form).sort(), key).toEqual(placeholdersOf(french.other).sort());
      }
    }
  });

  it('never writes a plural as "(s)": messages with a number have plural forms', () => {
    for (const [key, message] of [...Object.entries(fr), ...Object.entries(en)]) {
      for (const text of textsOf(message)) expect(text, key).not.toMatch(/\((s|e|es|x)\)/);
    }
  });
});

function textsOf(message: Message): string[] {
  return isPluralMessage(message) ? Object.values(message) : [message];
}

describe('spec texts', () => {
  it('holds the validation messages of spec §5', () => {
    expect(t('validation.required')).toBe('Champ obligatoire');
    expect(t('validation.integer')).toBe('Doit être un nombre entier');
    expect(t('validation.number')).toBe('Doit être un nombre');
    expect(t('validation.nonEmptyList')).toBe('Doit contenir au moins un élément');
    expect(t('validation.url')).toBe('URL invalide');
    expect(t('validation.fileFormat', { format: '.pdf' })).toBe(
      'Format de fichier invalide (format attendu : .pdf)',
    );
    expect(t('validation.maxLength', { max: 255 })).toBe('Maximum 255 caractères');
    expect(t('validation.email')).toBe('Adresse e-mail invalide');
    expect(t('validation.postalCode')).toBe('Code postal invalide');
    expect(t('validation.uniqueNumber')).toBe('Ce numéro est déjà utilisé');
    expect(t('validation.dateRange')).toBe('La date de début doit précéder la date de fin');
    expect(t('validation.malformedTag', { tag: '{{ nom' })).toBe('Balise mal formée : {{ nom');
    expect(t('validation.unauthorizedTag', { tag: 'iban', allowed: 'nom, prenom' })).toBe(
      'Balise non autorisée : iban (balises autorisées : nom, prenom)',
    );
  });

  it('holds the login catalogue of spec §8', () => {
    expect(t('login.userDisabled')).toBe('Utilisateur désactivé');
    expect(t('login.invalidCredentials')).toBe('Impossible de se connecter');
    expect(t('login.noActiveStructure')).toBe(
      'Aucune structure de rattachement active sur la plateforme',
    );
    expect(t('login.failed')).toBe('Une erreur est survenue lors de la connexion');
  });

  it('holds the default interface strings of spec §8', () => {
    expect(t('ui.noData')).toBe('Aucune donnée');
    expect(t('ui.noMatchingData')).toBe('Aucune donnée correspondante');
    expect(t('ui.close')).toBe('Fermer');
    expect(t('ui.search')).toBe('Rechercher...');
    expect(t('ui.previous')).toBe('Précédent');
    expect(t('ui.next')).toBe('Suivant');
    expect(t('ui.back')).toBe('Retour');
    expect(t('ui.create', { label: 'Lyon' })).toBe('Créer "Lyon"');
  });

  it('holds the error screen texts of spec §2', () => {
    expect(t('error.back')).toBe('Revenir à la page précédente');
    expect(t('error.pageNotFound', { path: '/nulle-part' })).toBe('Page not found: /nulle-part');
    for (const type of ['unauthorized', 'notFound', 'serverError', 'unknown'] as const) {
      expect(isMessageKey(`error.${type}.title`)).toBe(true);
      expect(isMessageKey(`error.${type}.description`)).toBe(true);
    }
  });
});

describe('t', () => {
  it('answers in French by default, in English once its dictionary is registered', async () => {
    // A module of its own: the test files of a worker share theirs (isolate: false), and another
    // one may have registered English already.
    vi.resetModules();
    const fresh = await import('./t');
    expect(fresh.t('ui.close')).toBe('Fermer');
    // The English dictionary is not bundled with the French pages until someone registers it.
    expect(fresh.t('ui.close', undefined, 'en')).toBe('Fermer');
    fresh.registerMessages('en', en);
    expect(fresh.t('ui.close', undefined, 'en')).toBe('Close');
    expect(fresh.t('ui.create', { label: 'Lyon' }, 'en')).toBe('Create "Lyon"');
  });

  it('leaves a placeholder whose param is missing', () => {
    expect(t('ui.create')).toBe('Créer "{label}"');
    expect(t('ui.create', {})).toBe('Créer "{label}"');
  });
});

describe('plural messages', () => {
  it('agree in French: 0 and 1 are singular', () => {
    expect(t('catalogue.results', { count: 0 })).toBe('0 session trouvée');
    expect(t('catalogue.results', { count: 1 })).toBe('1 session trouvée');
    expect(t('catalogue.results', { count: 2 })).toBe('2 sessions trouvées');
    expect(t('catalogue.results', { count: 19 })).toBe('19 sessions trouvées');
    expect(t('catalogue.seatsLeft', { count: 0 })).toBe('0 place restante');
    expect(t('catalogue.seatsLeft', { count: 1 })).toBe('1 place restante');
    expect(t('catalogue.seatsLeft', { count: 3 })).toBe('3 places restantes');
    expect(t('usage.sessions', { count: 1 })).toBe('1 session');
    expect(t('validation.quotaMembersOnly', { count: 1 })).toBe(
      'Inscription impossible : vous avez atteint le quota annuel de 1 action réservée aux structures adhérentes.',
    );
  });

  it('write the count as Intl does (bare digits below a thousand, written without it)', () => {
    const message = { one: '{count}', other: '{count}' };
    for (const locale of ['fr', 'en'] as const) {
      const intl = new Intl.NumberFormat(locale);
      for (let count = 0; count < 1000; count += 1) {
        expect(formatMessage(message, { count }, locale)).toBe(intl.format(count));
      }
    }
    expect(formatMessage(message, { count: 1234 })).toBe('1\u202f234');
    expect(formatMessage(message, { count: 2.5 })).toBe('2,5');
    expect(formatMessage(message, { count: -3 })).toBe(new Intl.NumberFormat('fr').format(-3));
    expect(formatMessage(message, { count: 1234 }, 'en')).toBe('1,234');
  });

  it('take the plural category Intl gives, for every count below a million and beyond', () => {
    const message = {
      zero: 'zero',
      one: 'one',
      two: 'two',
      few: 'few',
      many: 'many',
      other: 'other',
    };
    for (const locale of ['fr', 'en'] as const) {
      const rules = new Intl.PluralRules(locale);
      for (let count = 0; count < 1_000_000; count += count < 2_000 ? 1 : 997) {
        expect(pluralForm(message, count, locale), `${locale} ${count}`).toBe(rules.select(count));
      }
      for (const count of [999_999, 1_000_000, 2_000_000, 1.5, 0.5, -1, 1e21]) {
        expect(pluralForm(message, count, locale), `${locale} ${count}`).toBe(rules.select(count));
      }
    }
  });

  it('agree in English: only 1 is singular', () => {
    registerMessages('en', en);
    expect(t('catalogue.results', { count: 0 }, 'en')).toBe('0 sessions found');
    expect(t('catalogue.results', { count: 1 }, 'en')).toBe('1 session found');
    expect(t('catalogue.results', { count: 19 }, 'en')).toBe('19 sessions found');
  });

  it('write the number the locale way, and accept it as numeric text', () => {
    expect(t('users.count', { count: 1234 })).toBe('1\u202f234 utilisateurs');
    expect(t('users.count', { count: '1' })).toBe('1 utilisateur');
    registerMessages('en', en);
    expect(t('users.count', { count: 1234 }, 'en')).toBe('1,234 users');
  });

  it('fall back on other for a category they leave out, or without a number', () => {
    // French says "1 million de sessions": CLDR's `many`, not written here.
    const message = { one: '{count} session', other: '{count} sessions' };
    expect(formatMessage(message, { count: 1_000_000 })).toBe('1\u202f000\u202f000 sessions');
    expect(formatMessage(message)).toBe('{count} sessions');
    expect(formatMessage(message, { count: 'beaucoup' })).toBe('beaucoup sessions');
    expect(formatMessage({ one: 'un', many: 'beaucoup', other: 'autres' }, { count: 1e6 })).toBe(
      new Intl.PluralRules('fr').select(1e6) === 'many' ? 'beaucoup' : 'autres',
    );
  });

  it('list the placeholders of every form', () => {
    expect(placeholdersOf({ one: '{count} par {who}', other: '{count} de {what}' })).toEqual([
      'count',
      'who',
      'what',
    ]);
  });
});

describe('formatMessage', () => {
  it('fills every occurrence and stringifies numbers', () => {
    expect(formatMessage('{a} et {a} ({n})', { a: 'x', n: 0 })).toBe('x et x (0)');
  });

  it('leaves unknown, null and undefined params untouched', () => {
    expect(formatMessage('{a} {b} {c}', { a: null, b: undefined })).toBe('{a} {b} {c}');
  });

  it('does not read inherited properties nor re-expand substituted values', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}');
    expect(formatMessage('{a}', { a: '{b}', b: 'non' })).toBe('{b}');
  });

  it('lists placeholders once each', () => {
    expect(placeholdersOf('{a} {b} {a}')).toEqual(['a', 'b']);
    expect(placeholdersOf('aucun')).toEqual([]);
  });
});

describe('isMessageKey', () => {
  it('accepts keys only', () => {
    expect(isMessageKey('ui.close')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(3)).toBe(false);
  });
});
