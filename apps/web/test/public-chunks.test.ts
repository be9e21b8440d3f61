import { describe, expect, it } from 'vitest';

import { graphByName } from '../public-chunks';

/** A module graph from sources: ids are paths, imports resolve relative to the root. */
function graphOf(sources: Record<string, string>, cjs: Record<string, string[]> = {}) {
  const resolve = async (source: string) => {
    const id = source.replace(/^\.\//, '/');
    return id in sources || id in cjs ? id : undefined;
  };
  const info = (id: string) =>
    id in sources
      ? { code: sources[id]!, importedIds: [] }
      : id in cjs
        ? { code: 'module.exports = require("x");', importedIds: cjs[id]! }
        : null;
  return graphByName(info, resolve);
}

describe('graphByName (the chunk groups of public-chunks.ts)', () => {
  it('reaches through an index the module declaring each imported name, not its siblings', async () => {
    const graph = graphOf({
      '/page.ts': "import { t } from './index.ts'; export const page = t;",
      '/index.ts': "export * from './i18n.ts'; export { heavy } from './schemas.ts';",
      '/i18n.ts': 'export const t = 1;',
      '/schemas.ts': "import { z } from './zod.ts'; export const heavy = z;",
      '/zod.ts': 'export const z = 2;',
    });
    expect([...(await graph.reach(['/page.ts']))].sort()).toEqual([
      '/i18n.ts',
      '/index.ts',
      '/page.ts',
    ]);
  });

  it('follows what an exported name needs, not what the module’s other exports need', async () => {
    const graph = graphOf({
      '/route.ts': "import { View } from './feature.tsx'; export default View;",
      '/feature.tsx': [
        "import { schema } from './zod.ts';",
        "import { Icon } from './icon.tsx';",
        'export function load() { return schema; }',
        'export function View() { return <Icon />; }',
      ].join('\n'),
      '/zod.ts': 'export const schema = 1;',
      '/icon.tsx': 'export const Icon = () => null;',
    });
    const reached = await graph.reach(['/route.ts']);
    expect(reached.has('/icon.tsx')).toBe(true);
    expect(reached.has('/zod.ts')).toBe(false);
  });

  it('keeps what runs as the module loads: calls, side-effect imports', async () => {
    const graph = graphOf({
      '/layout.ts': "import { label } from './labels.ts'; export const x = label;",
      '/labels.ts': [
        "import './register.ts';",
        "import { t } from './t.ts';",
        "import { other } from './other.ts';",
        "const LABEL = t('key');",
        "export const label = 'x';",
        'export const more = () => other;',
      ].join('\n'),
      '/register.ts': 'export {};',
      '/t.ts': 'export const t = (key) => key;',
      '/other.ts': 'export const other = 1;',
    });
    const reached = await graph.reach(['/layout.ts']);
    expect(reached.has('/register.ts')).toBe(true);
    expect(reached.has('/t.ts')).toBe(true);
    expect(reached.has('/other.ts')).toBe(false);
  });

  it('follows a module it cannot read (CommonJS) whole', async () => {
    const graph = graphOf(
      { '/page.ts': "import React from './react.js'; export default React;" },
      { '/react.js': ['/scheduler.js'], '/scheduler.js': [] },
    );
    expect([...(await graph.reach(['/page.ts']))].sort()).toEqual([
      '/page.ts',
      '/react.js',
      '/scheduler.js',
    ]);
  });

  it('takes a namespace re-export whole only when its name is imported', async () => {
    const graph = graphOf({
      '/page.ts': "import { Toast } from './radix.ts'; export const x = Toast;",
      '/radix.ts': "export * as Toast from './toast.ts'; export * as Dialog from './dialog.ts';",
      '/toast.ts': "import { layer } from './layer.ts'; export const Root = layer;",
      '/layer.ts': 'export const layer = 1;',
      '/dialog.ts': 'export const Root = 2;',
    });
    const reached = await graph.reach(['/page.ts']);
    expect(reached.has('/layer.ts')).toBe(true);
    expect(reached.has('/dialog.ts')).toBe(false);
  });
});
