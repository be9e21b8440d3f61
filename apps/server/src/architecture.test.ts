import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  describeCycle,
  findCycles,
  moduleGraph,
  moduleImports,
} from '../../../scripts/module-graph.js';

/*
 * The server's module rules (docs/decisions/021): the lint keeps routes, repositories, plugins,
 * lib and db in their layers; this test keeps the modules themselves apart. Tests and their
 * fixtures may reach across modules, so they are left out.
 */

const MODULES = fileURLToPath(new URL('./modules', import.meta.url));
const isTestSupport = (file: string) => /\.(test|fixtures)\.ts$/.test(file);
const imports = moduleImports(MODULES, { ignore: isTestSupport });

describe('server modules', () => {
  it('import one another without a cycle', () => {
    const cycles = findCycles(moduleGraph(imports)).map((cycle) => describeCycle(cycle, imports));
    expect(cycles, `Module cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('reach another module only through its services (`*.service.ts`)', () => {
    const elsewhere = imports
      .filter((edge) => !/\.service(\.js|\.ts)?$/.test(edge.target))
      .map((edge) => `${edge.file} imports ${edge.target}`);
    expect(elsewhere).toEqual([]);
  });
});

describe('findCycles', () => {
  it('names each cycle once, from its smallest module, and ignores the rest', () => {
    const graph = new Map([
      ['sessions', new Set(['actions', 'mail'])],
      ['actions', new Set(['sessions'])],
      ['registrations', new Set(['mail', 'users'])],
      ['users', new Set(['registrations'])],
      ['mail', new Set<string>()],
      ['files', new Set(['files'])],
    ]);
    expect(findCycles(graph)).toEqual([
      ['actions', 'sessions'],
      ['files'],
      ['registrations', 'users'],
    ]);
    expect(findCycles(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });
});
