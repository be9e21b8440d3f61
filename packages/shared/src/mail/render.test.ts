import { describe, expect, it } from 'vitest';
import { escapeHtml, formatTagValue, renderTemplate } from './render';

const template = {
  subject: 'Inscription à la session {{ session.code }}',
  body: 'Bonjour {{ beneficiary.givenName }},\n\nVotre session commence le {{ session.startDate }}.\nÀ bientôt.',
};

function bodyOf(html: string): string {
  return /<body[^>]*>\n([\s\S]*)\n<\/body>/.exec(html)?.[1] ?? '';
}

describe('renderTemplate', () => {
  it('fills subject, text and HTML parts', () => {
    const mail = renderTemplate(template, {
      'session.code': 'S-2026-014',
      'beneficiary.givenName': 'Julien',
      'session.startDate': new Date('2026-03-12T08:00:00Z'),
    });
    expect(mail.subject).toBe('Inscription à la session S-2026-014');
    expect(mail.text).toBe('Bonjour Julien,\n\nVotre session commence le 12/03/2026.\nÀ bientôt.');
    expect(bodyOf(mail.html)).toBe(
      '<p>Bonjour Julien,</p>\n<p>Votre session commence le 12/03/2026.<br>\nÀ bientôt.</p>',
    );
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<title>Inscription à la session S-2026-014</title>');
  });

  it('escapes values in the HTML part, not in the text part', () => {
    const mail = renderTemplate(template, {
      'beneficiary.givenName': '<script>alert("x")</script> & Cie',
      'session.code': '<b>S1</b>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(bodyOf(mail.html)).toContain(
      'Bonjour &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cie,',
    );
    expect(mail.html).toContain('<title>Inscription à la session &lt;b&gt;S1&lt;/b&gt;</title>');
    expect(mail.text).toContain('Bonjour <script>alert("x")</script> & Cie,');
    expect(mail.subject).toBe('Inscription à la session <b>S1</b>');
  });

  it('escapes the template text itself in the HTML part', () => {
    const mail = renderTemplate({ subject: 's', body: 'a <i>b</i>' }, {});
    expect(bodyOf(mail.html)).toBe('<p>a &lt;i&gt;b&lt;/i&gt;</p>');
  });

  it('renders a missing, null or undefined value empty', () => {
    const mail = renderTemplate(template, {
      'beneficiary.givenName': null,
      'session.code': undefined,
    });
    expect(mail.subject).toBe('Inscription à la session');
    expect(mail.text).toBe('Bonjour ,\n\nVotre session commence le .\nÀ bientôt.');
  });

  it('keeps a subject on one line', () => {
    const mail = renderTemplate({ subject: 'A {{ x }}\nB', body: '' }, { x: 'un\r\ndeux' });
    expect(mail.subject).toBe('A un deux B');
  });

  it('turns web addresses into links, without their trailing punctuation', () => {
    const mail = renderTemplate(
      { subject: 's', body: 'Répondez ici : {{ url }}.' },
      { url: 'https://passerelle.example/surveys/12?a=1&b=2' },
    );
    expect(bodyOf(mail.html)).toBe(
      '<p>Répondez ici : <a href="https://passerelle.example/surveys/12?a=1&amp;b=2">https://passerelle.example/surveys/12?a=1&amp;b=2</a>.</p>',
    );
  });

  it('cannot be led to build a link attribute from a value', () => {
    const mail = renderTemplate(
      { subject: 's', body: '{{ url }}' },
      { url: 'https://x.example/"onmouseover="alert(1)' },
    );
    expect(bodyOf(mail.html)).toBe(
      '<p><a href="https://x.example/">https://x.example/</a>&quot;onmouseover=&quot;alert(1)</p>',
    );
  });

  it('leaves a malformed tag as written', () => {
    const mail = renderTemplate({ subject: 'A {{ x', body: '{{}}' }, { x: 'y' });
    expect(mail.subject).toBe('A {{ x');
    expect(mail.text).toBe('{{}}');
  });
});

describe('formatTagValue', () => {
  it('writes dates in Paris time and numbers the French way', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatTagValue(new Date('2025-12-31T23:30:00Z'))).toBe('01/01/2026');
    expect(formatTagValue(1234.5)).toBe('1\u202f234,5');
    expect(formatTagValue(new Date('invalid'))).toBe('');
    expect(formatTagValue('texte')).toBe('texte');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
