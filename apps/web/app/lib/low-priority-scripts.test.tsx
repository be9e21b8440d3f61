import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withQuietPreloads } from './low-priority-scripts';

const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

const scripts = (
  <Fragment>
    {null}
    <link rel="modulepreload" href="/assets/entry.js" nonce="n" />
    {['/assets/a.js', '/assets/b.js'].map((href) => (
      <link key={href} rel="modulepreload" href={href} />
    ))}
    <Fragment>
      <script nonce="n" dangerouslySetInnerHTML={{ __html: 'window.x = 1;' }} />
      <link rel="icon" href="/favicon.svg" />
    </Fragment>
  </Fragment>
);

describe('withQuietPreloads', () => {
  it('lowers every module preload, in nested fragments too, and leaves the rest as it was', () => {
    const out = html(withQuietPreloads(scripts, 'low'));
    expect(out.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/entry.js" nonce="n" fetchPriority="low"/>',
      '<link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/>',
      '<link rel="modulepreload" href="/assets/b.js" fetchPriority="low"/>',
    ]);
    expect(out).toContain('<script nonce="n">window.x = 1;</script>');
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('leaves the module preloads out for an anonymous visitor, and keeps the rest', () => {
    const out = html(withQuietPreloads(scripts, 'none'));
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('<script nonce="n">window.x = 1;</script>');
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('gives back what is not an element (React Router renders nothing once hydrated)', () => {
    expect(withQuietPreloads(null, 'low')).toBeNull();
    expect(withQuietPreloads('text', 'none')).toBe('text');
  });
});
