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
 * The page's scripts preloaded at low priority (decision 093), as React preloads its own
 * bootstrap modules: every page is whole without them (rendered on the server, its stylesheet in
 * it), so they must not be fetched as if the first paint waited on them. Lighthouse's model of a
 * slow phone counts high-priority scripts that arrive before the first paint as blocking it: the
 * same page scored 96 or 100 depending on which came first.
 */

type LinkProps = { rel?: unknown };

/** `node` with each `<link rel="modulepreload">` it holds (directly or in fragments) at low priority. */
export function withLowPriorityPreloads(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  if (node.type === 'link' && (node.props as LinkProps).rel === 'modulepreload') {
    return cloneElement(node as ReactElement<Record<string, unknown>>, { fetchPriority: 'low' });
  }
  if (node.type !== Fragment) return node;
  const children = (node.props as { children?: ReactNode }).children;
  return cloneElement(
    node as ReactElement<{ children?: ReactNode }>,
    undefined,
    ...Children.toArray(children).map(withLowPriorityPreloads),
  );
}

/** React Router's `<Scripts>`, its module preloads at low priority. */
export function LowPriorityScripts(props: ScriptsProps) {
  // Called as a function, not rendered, so that its output can be changed: its hooks are this
  // component's, the same on every render.
  return withLowPriorityPreloads(Scripts(props));
}
