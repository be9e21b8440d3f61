import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText: the allowed subset survives as written', () => {
  it.each([
    '<p>Texte <strong>gras</strong>, <em>italique</em>, <u>souligné</u> et <s>barré</s>.</p>',
    '<h2>Titre</h2><h3>Sous-titre</h3><h4>Niveau 4</h4>',
    '<ul><li><p>un</p></li><li><p>deux</p></li></ul><ol><li><p>premier</p></li></ol>',
    '<blockquote><p>Citation</p></blockquote><hr /><p>ligne<br />suivante</p>',
    '<p><a href="https://www.example.fr/page?x=1&amp;y=2">lien</a></p>',
    '<p><a href="http://example.fr">http</a> <a href="mailto:contact@example.fr">courriel</a></p>',
    '<p><a href="/training">catalogue</a></p>',
    '<p>1 &lt; 2 &amp; 3 &gt; 2</p>',
  ])('%s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to a link opening a new tab, whatever rel was sent', () => {
    expect(
      sanitizeRichText('<a href="https://example.fr" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://example.fr" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('drops any other target and any rel without a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.fr" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.fr">x</a>',
    );
  });

  it('maps look-alike tags onto the subset', () => {
    expect(
      sanitizeRichText('<h1>A</h1><p><b>b</b><i>i</i><strike>s</strike><del>d</del></p><h6>z</h6>'),
    ).toBe('<h2>A</h2><p><strong>b</strong><em>i</em><s>s</s><s>d</s></p><h4>z</h4>');
  });

  it('unwraps unknown containers and keeps their text', () => {
    expect(sanitizeRichText('<div><span class="x">texte</span></div>')).toBe('texte');
  });
});

/** Real XSS payloads (OWASP cheat sheet, mutation XSS); none may leave anything executable. */
const XSS_PAYLOADS: [string, string][] = [
  ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
  ['<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>', ''],
  ['<img src=x onerror=alert(1)>', ''],
  ['<svg onload=alert(1)><p>a</p></svg>', '<p>a</p>'],
  ['<p onclick="alert(1)" style="background:url(javascript:alert(1))" class="x">p</p>', '<p>p</p>'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#106;&#97;&#118;&#97;script:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#x6A;avascript&#x3A;alert(1)">x</a>', '<a>x</a>'],
  ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="java&#09;script:alert(1)">x</a>', '<a>x</a>'],
  ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
  ['<a href="//evil.example/">x</a>', '<a>x</a>'],
  ['<a href="javascript:alert(1)"></a>', ''],
  [
    '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
    '<a href="https://ok.example">x</a>',
  ],
  ['<iframe src="https://evil.example"></iframe><p>après</p>', '<p>après</p>'],
  ['<object data="x.swf"></object><embed src="x.swf">', ''],
  ['<form action="/x"><button formaction="javascript:alert(1)">b</button></form>', 'b'],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['<style>@import "https://evil.example/x.css";</style><p>t</p>', '<p>t</p>'],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['<base href="https://evil.example/"><a href="/x">x</a>', '<a href="/x">x</a>'],
  ['<p>texte</p><!-- <script>alert(1)</script> -->', '<p>texte</p>'],
  ['<<script>alert(1)//<</script>', '&lt;'],
];

describe('sanitizeRichText: XSS payloads', () => {
  it.each(XSS_PAYLOADS)('%s', (payload, expected) => {
    const clean = sanitizeRichText(payload);
    expect(clean).toBe(expected);
    expect(clean).not.toMatch(/<script|<img|<svg|<iframe|<object|<embed|<style|<meta|<base/i);
    expect(clean).not.toMatch(/\son\w+=|javascript:|vbscript:|data:|style=/i);
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    for (const [payload] of XSS_PAYLOADS) {
      const once = sanitizeRichText(payload);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});
