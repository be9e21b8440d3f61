import { CircleAlert, Search } from 'lucide-react';
import * as circleAlertModule from 'lucide-react/icons/circle-exclamation-point';
import * as searchModule from 'lucide-react/icons/search';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import createLucideIcon, { type LucideIconData } from './lucide-runtime';

// Unit tests run lucide's own runtime (the plugin acts in the builds): each icon module gives both
// the real component and the data the portal's runtime draws from.
const dataOf = (module: object) => (module as { __iconData: LucideIconData }).__iconData;
const ICONS = [
  { name: 'search', real: Search, data: dataOf(searchModule) },
  { name: 'circle-alert (with aliases)', real: CircleAlert, data: dataOf(circleAlertModule) },
];

const PROPS: ComponentProps<typeof Search>[] = [
  {},
  { className: 'size-4 shrink-0' },
  { 'aria-label': 'Rechercher', role: 'img' },
  { size: 16, strokeWidth: 1.5, color: 'red' },
  { size: 48, absoluteStrokeWidth: true },
  { nonScalingStroke: true, 'aria-hidden': true },
];

describe("the portal's runtime for lucide's icons", () => {
  for (const { name, real: Real, data } of ICONS) {
    it(`draws ${name} as lucide does`, () => {
      const Portal = createLucideIcon(data);
      for (const props of PROPS) {
        expect(renderToStaticMarkup(<Portal {...props} />), JSON.stringify(props)).toBe(
          renderToStaticMarkup(<Real {...props} />),
        );
      }
    });
  }

  it('keeps what it is given: a title inside, a ref to the <svg>', () => {
    const Portal = createLucideIcon(dataOf(searchModule));
    const markup = renderToStaticMarkup(
      <Portal>
        <title>Rechercher</title>
      </Portal>,
    );
    expect(markup).toContain('<title>Rechercher</title>');
    expect(markup).not.toContain('aria-hidden');
  });
});
