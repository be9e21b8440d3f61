import { describe, expect, it } from 'vitest';
import { escapeXml, textElement, xmlDocument } from './xml.js';

describe('the XML writer', () => {
  it('escapes markup and drops what XML 1.0 forbids, keeping tabs, line breaks and emoji', () => {
    expect(escapeXml('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
    expect(escapeXml('x\u0000y\u0007z\u001F\uFFFE\uFFFF')).toBe('xyz');
    expect(escapeXml('lone \uD800 high, lone \uDC00 low')).toBe('lone  high, lone  low');
    expect(escapeXml('tab\tline\nreturn\r 🎓 é')).toBe('tab\tline\nreturn\r 🎓 é');
  });

  it('writes a tree indented, skipping absent children and blank texts', () => {
    const xml = xmlDocument({
      name: 'root',
      attributes: { xmlns: 'urn:x', id: 'a&b', skipped: undefined },
      children: [
        { name: 'empty' },
        textElement('blank', '  '),
        null,
        false,
        { name: 'parent', children: [textElement('n', 0), { name: 'leaf', text: '<1>' }] },
      ],
    });
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<root xmlns="urn:x" id="a&amp;b">',
        '  <empty/>',
        '  <parent>',
        '    <n>0</n>',
        '    <leaf>&lt;1&gt;</leaf>',
        '  </parent>',
        '</root>',
        '',
      ].join('\n'),
    );
  });
});
