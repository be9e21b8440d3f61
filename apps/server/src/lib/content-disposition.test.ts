import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('gives old clients an ASCII name: accents dropped, typographic apostrophes made plain', () => {
    expect(attachmentDisposition('Bilan d’été ‘2026’.pdf')).toBe(
      "attachment; filename=\"Bilan d'ete '2026'.pdf\"; " +
        "filename*=UTF-8''Bilan%20d%E2%80%99%C3%A9t%C3%A9%20%E2%80%982026%E2%80%99.pdf",
    );
  });

  it('replaces what a quoted name cannot hold', () => {
    expect(attachmentDisposition('a"b\\c–d.csv')).toBe(
      'attachment; filename="a_b_c_d.csv"; filename*=UTF-8\'\'a%22b%5Cc%E2%80%93d.csv',
    );
  });
});
