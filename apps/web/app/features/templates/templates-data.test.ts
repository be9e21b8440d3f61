import { describe, expect, it } from 'vitest';

import { docxFileError } from './document-templates-section';
import { outboxQueryOf, tabOf, templatesSearch } from './templates-data';

describe('URL state', () => {
  it('reads the tab and the outbox parameters, falling back to defaults', () => {
    expect(tabOf(new URLSearchParams('tab=outbox'))).toBe('outbox');
    expect(tabOf(new URLSearchParams('tab=nope'))).toBe('mails');
    expect(outboxQueryOf(new URLSearchParams('status=FAILED&page=2'))).toEqual({
      page: 2,
      pageSize: 20,
      status: 'FAILED',
    });
    expect(outboxQueryOf(new URLSearchParams('status=LOST'))).toEqual({ page: 1, pageSize: 20 });
    expect(templatesSearch('mails')).toBe('');
    expect(templatesSearch('outbox', { page: 1, pageSize: 20, mail: 3 })).toBe(
      '?tab=outbox&mail=3',
    );
  });

  it('checks a chosen file before sending it', () => {
    expect(docxFileError(null)).toBe('Champ obligatoire');
    expect(docxFileError(new File(['x'], 'image.png'))).toBe(
      'Format de fichier invalide (format attendu : DOCX)',
    );
    expect(docxFileError(new File(['x'], 'Modèle.DOCX'))).toBeNull();
  });
});
