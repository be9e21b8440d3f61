import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { FutureList } from './future-list';
import { PassedList } from './passed-list';
import { futureOf, passedOf } from './test-fixtures';

/* The beneficiary's documents in its lists (decision 036): a link per available document. */

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

const link = (code: 'convocation' | 'completion_certificate', label: string, id: number) => ({
  code,
  label,
  format: 'pdf' as const,
  url: `/api/sessions/41/${code}?registrationId=${id}`,
});

describe('the beneficiary’s documents', () => {
  it('lists the convocation of an upcoming registration as a download link', () => {
    inRouter(
      <FutureList
        items={[futureOf({ id: 90, status: 'REGISTERED' }), futureOf({ id: 91 }, { id: 42 })]}
        documents={{ 90: [link('convocation', 'Convocation', 90)] }}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const download = within(rows[0]!).getByRole('link', {
      name: 'Télécharger Convocation (PDF) – Écoute active',
    });
    expect(download).toHaveAttribute('href', '/api/sessions/41/convocation?registrationId=90');
    expect(download).toHaveAttribute('download');
    expect(rows[1]).toHaveTextContent('Aucun document pour l’instant');
    expect(within(rows[1]!).queryByRole('link', { name: /Télécharger/ })).toBeNull();
  });

  it('lists the certificates of a past session', () => {
    inRouter(
      <PassedList
        items={[passedOf({ id: 80 })]}
        documents={{
          80: [
            link('convocation', 'Convocation', 80),
            link('completion_certificate', 'Certificat de réalisation', 80),
          ],
        }}
      />,
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(
      within(row).getByRole('link', { name: /Certificat de réalisation \(PDF\)/ }),
    ).toHaveAttribute('href', '/api/sessions/41/completion_certificate?registrationId=80');
    expect(within(row).getAllByRole('link', { name: /^Télécharger/ })).toHaveLength(2);
  });

  it('lists the action’s participant documents, resources and badge of a registration', () => {
    const file = (id: number, name: string) => ({
      id,
      name,
      mimeType: 'application/pdf',
      size: 1200,
      url: `/api/files/${id}/${name}`,
    });
    const document = (id: number, kind: 'participant' | 'supplementary', name: string) => ({
      id,
      actionId: 7,
      kind,
      name,
      file: file(100 + id, name),
      createdAt: '2026-11-01T08:00:00.000Z',
    });
    inRouter(
      <FutureList
        items={[futureOf({ id: 90, status: 'REGISTERED' }), futureOf({ id: 91 }, { id: 42 })]}
        actionMaterial={{
          90: {
            documents: [
              document(1, 'participant', 'Livret du stagiaire'),
              document(2, 'supplementary', 'Pour aller plus loin'),
            ],
            badge: {
              description: 'Écoute active',
              image: null,
              requestUrl: 'https://badges.example/ecoute',
            },
          },
        }}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const list = within(rows[0]!).getByRole('list', {
      name: 'Documents de l’action Écoute active',
    });
    expect(
      within(list).getByRole('link', { name: 'Télécharger Livret du stagiaire – Écoute active' }),
    ).toHaveAttribute('href', '/api/files/101/Livret du stagiaire');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Open badge : Écoute active');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Demander l’open badge – Écoute active' }),
    ).toHaveAttribute('href', 'https://badges.example/ecoute');
    expect(rows[1]).toHaveTextContent('Aucun document pour l’instant');
  });
});
