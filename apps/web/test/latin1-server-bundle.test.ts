import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { latin1 } from '../latin1-server-bundle';

describe('latin1', () => {
  it('leaves Latin-1 alone and escapes the rest, to the same program', () => {
    const code = [
      '// L’inscription → validée',
      'const label = "Demande d’inscription — à valider…";',
      'const range = `Du ${1} au ${2} → 3 €`;',
      'const dash = /[–—]/.test("a — b");',
      'const face = "🙂";',
      '({ label, range, dash, face, latin: "é à ç" })',
    ].join('\n');
    const escaped = latin1(code);
    expect(escaped).not.toMatch(/[\u0100-\uffff]/);
    expect(escaped).toContain('é à ç');
    expect(escaped).toContain('\\u2019');
    expect(runInNewContext(escaped)).toEqual(runInNewContext(code));
  });
});
