import { createElement, forwardRef } from 'react';
import type { LucideProps } from 'lucide-react';

/** An icon as lucide-react's icon modules describe it (`icons/*.mjs`). */
export interface LucideIconData {
  name: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
}

const A11Y_PROP = /^(aria-|role$|title$)/;

/**
 * lucide-react's `createLucideIcon` for its icon modules, without its context, its attribute-name
 * mapping and its general builder, none of which the portal uses: 0.3 KiB instead of 1.5 KiB on
 * every page (lucide-runtime.ts beside vite.config.ts puts it in their place, decision 018). It
 * draws the same markup as lucide's own (lucide-runtime.test.tsx compares them): `lucide` and
 * `lucide-{name}` classes, the default size, colour and stroke, and `aria-hidden` unless the icon
 * is labelled.
 */
export default function createLucideIcon(icon: LucideIconData) {
  const box = icon.size ?? 24;
  const classes = [
    'lucide',
    ...[icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`),
  ];
  return forwardRef<SVGSVGElement, LucideProps>(function LucideIcon(
    {
      color,
      size,
      strokeWidth = 2,
      absoluteStrokeWidth,
      nonScalingStroke,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    const width = size ?? 24;
    const labelled =
      children != null ||
      Object.entries(rest).some(([prop, value]) => A11Y_PROP.test(prop) && value != null);
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height: width,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth
          ? (Number(strokeWidth) * box) / Number(width)
          : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes, ...(className?.split(' ').filter(Boolean) ?? [])].join(' '),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) =>
        createElement(
          tag,
          nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes,
        ),
      ),
      children,
    );
  });
}
