import { describe, expect, it } from 'vitest';
import { keptPages } from './kept-page.server';

const STYLESHEET = 'body{font-family:system-ui}.card>p{margin:0}'.repeat(50);
const { withoutStylesheet, withStylesheet } = keptPages(STYLESHEET);

const page = (css: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>` +
  `<style data-stylesheet="" nonce="abc">${css}</style><title>Catalogue</title></head>` +
  `<body><main>Formations</main></body></html>`;

describe('kept pages without their stylesheet', () => {
  it('keeps a page without the stylesheet’s text and gives it back whole', () => {
    const whole = page(STYLESHEET);
    const kept = withoutStylesheet(whole);
    expect(kept).toBe(page(''));
    expect(kept.length).toBe(whole.length - STYLESHEET.length);
    expect(withStylesheet(kept)).toBe(whole);
  });

  it('leaves alone a page whose element holds another text, or that has none', () => {
    const other = page('body{color:red}');
    expect(withoutStylesheet(other)).toBe(other);
    expect(withStylesheet(other)).toBe(other);
    const bare = '<html><head><title>t</title></head><body></body></html>';
    expect(withoutStylesheet(bare)).toBe(bare);
    expect(withStylesheet(bare)).toBe(bare);
  });
});
