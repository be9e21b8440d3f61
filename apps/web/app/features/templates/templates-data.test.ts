import { describe, expect, it } from 'vitest';

import { docxFileError } from './document-templates-section';
import { outboxQueryOf, tabOf, templatesSearch } from './templates-data';

describe('URL state', () => {
  it('reads the tab and the outbox parameters, dropping a refused one and saying so', () => {
    expect(tabOf(new URLSearchParams('tab=outbox'))).toBe('outbox');
    expect(tabOf(new URLSearchParams('tab=nope'))).toBe('mails');
    expect(outboxQueryOf(new URLSearchParams('status=FAILED&page=2')).query).toEqual({
      page: 2,
      pageSize: 20,
      status: 'FAILED',
    });
    const dropped = outboxQueryOf(new URLSearchParams('status=LOST&page=3'));
    expect(dropped.query).toEqual({ page: 3, pageSize: 20 });
    expect(dropped.notice).toContain('« status=LOST »');
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
