import { describe, expect, it } from 'vitest';
import { checkTemplateTags, parseTemplate, tagsOf, templateTagMessages } from './template-syntax';

const ALLOWED = ['beneficiary.givenName', 'session.code'];

describe('parseTemplate', () => {
  it('splits text and well-formed tags, spaces inside the braces optional', () => {
    expect(
      parseTemplate('Bonjour {{ beneficiary.givenName }}, session {{session.code}} !'),
    ).toEqual({
      tokens: [
        { kind: 'text', value: 'Bonjour ' },
        { kind: 'tag', name: 'beneficiary.givenName' },
        { kind: 'text', value: ', session ' },
        { kind: 'tag', name: 'session.code' },
        { kind: 'text', value: ' !' },
      ],
      malformed: [],
    });
  });

  it('leaves single braces as text', () => {
    expect(parseTemplate('{x} et { y }')).toEqual({
      tokens: [{ kind: 'text', value: '{x} et { y }' }],
      malformed: [],
    });
  });

  it.each([
    ['an unclosed tag', 'Bonjour {{ x', '{{ x'],
    ['an unclosed tag before another tag', '{{ x {{ session.code }}', '{{ x'],
    ['an unclosed tag on its line', 'Bonjour {{ nom\nSession {{ session.code }}', '{{ nom'],
    ['a tag closed on another line', '{{ nom\n}}', '{{ nom'],
    ['an empty tag', 'Bonjour {{}}', '{{}}'],
    ['a blank tag', 'Bonjour {{   }}', '{{   }}'],
    ['a name with a space', '{{ session code }}', '{{ session code }}'],
    ['a name with a bad character', '{{ session-code }}', '{{ session-code }}'],
    ['a triple brace', '{{{ session.code }}}', '{{{ session.code }}'],
    ['a closing pair alone', 'Bonjour }} toi', '}}'],
  ])('reports %s as malformed, quoting it', (_case, source, quoted) => {
    const parsed = parseTemplate(source);
    expect(parsed.malformed).toContain(quoted);
    // Nothing is lost: the malformed text stays in the text.
    const rebuilt = parsed.tokens
      .map((token) => (token.kind === 'text' ? token.value : `{{ ${token.name} }}`))
      .join('');
    expect(rebuilt.replace(/\s/g, '')).toBe(source.replace(/\s/g, ''));
  });

  it('keeps parsing after a malformed tag', () => {
    const parsed = parseTemplate('{{ x\n{{ session.code }}');
    expect(parsed.malformed).toEqual(['{{ x']);
    expect(parsed.tokens).toContainEqual({ kind: 'tag', name: 'session.code' });
  });

  it('shortens a long malformed tag in its quote', () => {
    const parsed = parseTemplate(`{{ ${'a'.repeat(100)}`);
    expect(parsed.malformed[0]).toBe(`{{ ${'a'.repeat(37)}…`);
  });

  it('lists the distinct tags used', () => {
    expect(tagsOf('{{ a }} {{ b.c }} {{a}} {{ bad')).toEqual(['a', 'b.c']);
  });
});

describe('checkTemplateTags', () => {
  it('accepts a template using only allowed tags', () => {
    expect(checkTemplateTags('{{ session.code }} — {{ beneficiary.givenName }}', ALLOWED)).toEqual(
      [],
    );
    expect(checkTemplateTags('Aucune balise', ALLOWED)).toEqual([]);
  });

  it('reports each unknown tag once, by name', () => {
    expect(checkTemplateTags('{{ iban }} {{ iban }} {{ session.code }}', ALLOWED)).toEqual([
      { kind: 'unauthorized', tag: 'iban' },
    ]);
  });

  it('reports malformed and unknown tags together', () => {
    expect(checkTemplateTags('{{ iban }} {{}}', ALLOWED)).toEqual([
      { kind: 'malformed', tag: '{{}}' },
      { kind: 'unauthorized', tag: 'iban' },
    ]);
  });
});

describe('templateTagMessages (spec §5)', () => {
  it('names a malformed tag', () => {
    expect(templateTagMessages('Bonjour {{ x', ALLOWED)).toEqual(['Balise mal formée : {{ x']);
    expect(templateTagMessages('Bonjour {{}}', ALLOWED)).toEqual(['Balise mal formée : {{}}']);
  });

  it('names an unauthorised tag and lists the allowed ones', () => {
    expect(templateTagMessages('{{ beneficiary.iban }}', ALLOWED)).toEqual([
      'Balise non autorisée : beneficiary.iban (balises autorisées : beneficiary.givenName, session.code)',
    ]);
  });

  it('gives nothing for a valid template', () => {
    expect(templateTagMessages('Session {{ session.code }}', ALLOWED)).toEqual([]);
  });
});
