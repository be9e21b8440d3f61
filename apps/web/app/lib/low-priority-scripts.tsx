import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Scripts, type ScriptsProps } from 'react-router';

/*
 * The page's scripts kept from competing with its first paint: every page is whole without them
 * (rendered on the server, its stylesheet in it). For a signed-in visitor, whose pages are forms
 * to use at once, they are preloaded at low priority (decision 093), as React preloads its own
 * bootstrap modules. For an anonymous visitor, who reads first, they are not preloaded at all
 * (decision 096): the browser finds them from the page's module script, after the first paint.
 * Lighthouse's model of a slow phone counts every script that ends before the largest paint as
 * delaying it: with low-priority preloads the public pages scored 90–99 (largest paint 2.1–2.2
 * s), without them 97–100 (0.84–1.07 s).
 */

type LinkProps = { rel?: unknown };

/** What becomes of the module preloads: lowered, or left out. */
export type Preloads = 'low' | 'none';

/** `node` with each `<link rel="modulepreload">` in it or its fragments lowered or left out. */
export function withQuietPreloads(node: ReactNode, preloads: Preloads): ReactNode {
  if (!isValidElement(node)) return node;
  if (node.type === 'link' && (node.props as LinkProps).rel === 'modulepreload') {
    if (preloads === 'none') return null;
    return cloneElement(node as ReactElement<Record<string, unknown>>, { fetchPriority: 'low' });
  }
  if (node.type !== Fragment) return node;
  const children = (node.props as { children?: ReactNode }).children;
  return cloneElement(
    node as ReactElement<{ children?: ReactNode }>,
    undefined,
    ...Children.toArray(children).map((child) => withQuietPreloads(child, preloads)),
  );
}

/** React Router's `<Scripts>`, its module preloads lowered or left out. */
export function LowPriorityScripts({ preloads, ...props }: ScriptsProps & { preloads: Preloads }) {
  // Called as a function, not rendered, so that its output can be changed: its hooks are this
  // component's, the same on every render.
  return withQuietPreloads(Scripts(props), preloads);
}
