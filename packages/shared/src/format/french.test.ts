import { describe, expect, it } from 'vitest';

import { formatMessage } from '../i18n/format';
import { agree, de, elide, insteadOf, joinElided, la, le, startsWithVowelSound } from './french';

describe('elision', () => {
  it('elides before a vowel, an accented vowel or a mute h, not before a consonant', () => {
    expect(de('Organisme')).toBe('d’Organisme');
    expect(de('Paris')).toBe('de Paris');
    expect(de('Élan Formation')).toBe('d’Élan Formation');
    expect(de('Hélène Dupré')).toBe('d’Hélène Dupré');
    expect(de('Hauts-de-France')).toBe('de Hauts-de-France');
    expect(de('Yves')).toBe('d’Yves');
    expect(de('Yann')).toBe('de Yann');
    expect(de('1er décembre')).toBe('de 1er décembre');
    expect(de('« Organisme »')).toBe('de « Organisme »');
    expect(le('Institut')).toBe('l’Institut');
    expect(le('Havre')).toBe('le Havre');
    expect(la('Académie')).toBe('l’Académie');
    expect(la('Région')).toBe('la Région');
    expect(elide('que', 'Anne')).toBe('qu’Anne');
    expect(elide('pour', 'Anne')).toBe('pour Anne');
    expect(insteadOf('Administrateur')).toBe('à la place d’Administrateur');
    expect(insteadOf('Claire Martin')).toBe('à la place de Claire Martin');
    expect(startsWithVowelSound('')).toBe(false);
  });

  it('joins the text before a placeholder and its value with the elision', () => {
    expect(joinElided('Ouvrir la fiche de ', 'Institut')).toBe('Ouvrir la fiche d’Institut');
    expect(joinElided('De ', 'Anne')).toBe('D’Anne');
    expect(joinElided('Balises de ', 'Attestation')).toBe('Balises d’Attestation');
    expect(joinElided('Ouvrir la fiche de ', 'Paris')).toBe('Ouvrir la fiche de Paris');
    // "de" must be a word of its own: "Monde " is not "de ".
    expect(joinElided('Monde ', 'entier')).toBe('Monde entier');
    // Right after an opening guillemet or an apostrophe too.
    expect(joinElided('«de ', 'Anne')).toBe('«d’Anne');
    expect(joinElided('’de ', 'Anne')).toBe('’d’Anne');
  });

  it('is what formatMessage writes in French, and only in French', () => {
    const banner = 'Vous êtes connecté en tant que {name}, à la place de {impersonator}.';
    expect(formatMessage(banner, { name: 'Anne Roy', impersonator: 'Administrateur' })).toBe(
      'Vous êtes connecté en tant qu’Anne Roy, à la place d’Administrateur.',
    );
    expect(formatMessage('Sessions de {name}', { name: 'Yann' })).toBe('Sessions de Yann');
    expect(formatMessage('Sessions of {name}', { name: 'Anne' }, 'en')).toBe('Sessions of Anne');
    expect(formatMessage('de {count} places', { count: 8 })).toBe('de 8 places');
    expect(formatMessage('de {missing}', {})).toBe('de {missing}');
  });
});

describe('agreement', () => {
  it('takes the feminine for Mme, the masculine otherwise', () => {
    expect(agree('MRS', 'soussigné', 'soussignée')).toBe('soussignée');
    expect(agree('MR', 'inscrit', 'inscrite')).toBe('inscrit');
    expect(agree(null, 'inscrit', 'inscrite')).toBe('inscrit');
  });

  it('chooses a message’s words by a select on the civility', () => {
    const text = 'Je {civility, select, MRS {soussignée} other {soussigné}} {name},';
    expect(formatMessage(text, { civility: 'MRS', name: 'Hélène Dupré' })).toBe(
      'Je soussignée Hélène Dupré,',
    );
    expect(formatMessage(text, { civility: 'MR', name: 'Paul Roy' })).toBe(
      'Je soussigné Paul Roy,',
    );
    expect(formatMessage(text, { name: 'Paul Roy' })).toBe('Je soussigné Paul Roy,');
  });
});
