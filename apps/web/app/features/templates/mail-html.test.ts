import { renderTemplate } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { decodeEntities, mailParagraphs } from './mail-html';

describe('mailParagraphs', () => {
  it('reads back what the server renders: paragraphs, breaks, links, escaped text', () => {
    const { html } = renderTemplate(
      {
        subject: 's',
        body: 'Bonjour {{ name }},\nligne deux\n\nVoir {{ url }}.',
      },
      { name: '<script>x</script> & Cie', url: 'https://passerelle.example/a?b=1&c=2' },
    );
    expect(mailParagraphs(html)).toEqual([
      [
        { kind: 'text', text: 'Bonjour <script>x</script> & Cie,' },
        { kind: 'break' },
        { kind: 'text', text: 'ligne deux' },
      ],
      [
        { kind: 'text', text: 'Voir ' },
        {
          kind: 'link',
          href: 'https://passerelle.example/a?b=1&c=2',
          text: 'https://passerelle.example/a?b=1&c=2',
        },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('never makes a link of anything but http(s)', () => {
    expect(mailParagraphs('<body><p><a href="javascript:alert(1)">x</a></p></body>')).toEqual([
      [{ kind: 'text', text: '<a href="javascript:alert(1)">x</a>' }],
    ]);
  });

  it('shows unexpected markup as text', () => {
    expect(mailParagraphs('<div>brut</div>')).toEqual([
      [{ kind: 'text', text: '<div>brut</div>' }],
    ]);
  });

  it('decodes the five entities the server writes, and only those', () => {
    expect(decodeEntities('&lt;&gt;&amp;&quot;&#39;&eacute;')).toBe(`<>&"'&eacute;`);
  });
});
