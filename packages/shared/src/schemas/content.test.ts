import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from './field-errors';
import {
  contentUpdateSchema,
  publicMessageCreateSchema,
  publicMessageState,
  publicMessageUpdateSchema,
  plainTextOf,
  richTextHasText,
} from './content';

describe('richTextHasText', () => {
  it.each([
    ['<p>Bonjour</p>', true],
    ['<p><a href="/x">lien</a></p>', true],
    ['', false],
    ['<p></p><p> </p>', false],
    ['<p>&nbsp;</p><br>', false],
  ])('%s → %s', (html, expected) => {
    expect(richTextHasText(html)).toBe(expected);
  });
});

describe('contentUpdateSchema', () => {
  it('trims the title and accepts an empty page', () => {
    expect(contentUpdateSchema.parse({ title: ' CGU ', html: '' })).toEqual({
      title: 'CGU',
      html: '',
    });
  });

  it('gives French messages', () => {
    const result = contentUpdateSchema.safeParse({ title: '', html: 3, extra: 1 });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({
      title: ['Champ obligatoire'],
      html: ['Doit être un texte'],
      '': ['Champ non autorisé : extra'],
    });
  });
});

describe('public message schemas', () => {
  it('defaults to an unpublished message without a window', () => {
    expect(publicMessageCreateSchema.parse({ html: '<p>x</p>' })).toEqual({
      html: '<p>x</p>',
      published: false,
    });
  });

  it('refuses an empty text and a window ending before it starts', () => {
    const result = publicMessageCreateSchema.safeParse({
      html: '<p></p>',
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00+01:00',
    });
    expect(zodFieldErrors(result.error!)).toEqual({
      html: ['Champ obligatoire'],
      endsAt: ['La date de début doit précéder la date de fin'],
    });
  });

  it('accepts a partial update and null dates', () => {
    expect(publicMessageUpdateSchema.parse({ startsAt: null })).toEqual({ startsAt: null });
  });
});

describe('publicMessageState', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  it.each([
    [{ published: false, startsAt: null, endsAt: null }, 'draft'],
    [{ published: true, startsAt: null, endsAt: null }, 'online'],
    [{ published: true, startsAt: '2030-06-15T12:00:00Z', endsAt: null }, 'online'],
    [{ published: true, startsAt: '2030-06-16T00:00:00Z', endsAt: null }, 'scheduled'],
    [{ published: true, startsAt: null, endsAt: '2030-06-15T12:00:00Z' }, 'expired'],
    [
      { published: true, startsAt: '2030-06-01T00:00:00Z', endsAt: '2030-07-01T00:00:00Z' },
      'online',
    ],
  ] as const)('%j → %s', (message, expected) => {
    expect(publicMessageState(message, now)).toBe(expected);
  });
});

describe('plainTextOf', () => {
  it('gives the readable text with entities decoded and blanks collapsed', () => {
    expect(
      plainTextOf(
        '<h2>Titre</h2><p>1 &lt; 2 &amp;&nbsp;“ok” &#233;t&#xE9;</p>\n<ul><li>a</li></ul>',
      ),
    ).toBe('Titre 1 < 2 & “ok” été a');
  });

  it('keeps entities it cannot decode, never throwing', () => {
    expect(plainTextOf('&#99999999; &unknown; &#x110000;')).toBe(
      '&#99999999; &unknown; &#x110000;',
    );
  });
});
