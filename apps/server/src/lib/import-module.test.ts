import type * as Os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_HOOK, importModule } from './import-module.js';

type WithHook = { [IMPORT_HOOK]?: (specifier: string) => Promise<unknown> };

afterEach(() => {
  delete (globalThis as WithHook)[IMPORT_HOOK];
});

describe('importModule', () => {
  it('imports directly when no launcher hands over its import (sources, tests)', async () => {
    const os = await importModule<typeof Os>('node:os');
    expect(typeof os.cpus).toBe('function');
  });

  it("goes through the launcher's import when there is one", async () => {
    const asked: string[] = [];
    (globalThis as WithHook)[IMPORT_HOOK] = (specifier) => {
      asked.push(specifier);
      return Promise.resolve({ fromHook: true });
    };
    await expect(importModule('exceljs')).resolves.toEqual({ fromHook: true });
    expect(asked).toEqual(['exceljs']);
  });
});
