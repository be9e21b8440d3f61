import { render, screen, within } from '@testing-library/react';
import type { SessionGeneratedDocuments } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { GeneratedDocuments } from './generated-documents';

/* The session page's generated documents (decision 036). */

const pdf = (
  code: SessionGeneratedDocuments['documents'][number]['code'],
  label: string,
  query = '',
) => ({
  code,
  label,
  format: 'pdf' as const,
  url: `/api/sessions/7/${code}${query}`,
});

const DOCUMENTS: SessionGeneratedDocuments = {
  sessionId: 7,
  documents: [
    pdf('participant_list', 'Liste des participants'),
    { ...pdf('csv', 'Liste des participants (CSV)'), format: 'csv' },
    pdf('registration_signature', 'Feuille d’émargement'),
  ],
  conventions: [
    {
      structureId: 3,
      structureName: 'Mairie de Sète',
      traineeCount: 2,
      link: pdf('convention', 'Convention de formation', '?structureId=3'),
    },
  ],
  trainees: [
    {
      registrationId: 11,
      name: 'Mme Élodie Lefèvre',
      structureName: 'Mairie de Sète',
      status: 'PRESENT',
      documents: [
        pdf('convocation', 'Convocation', '?registrationId=11'),
        pdf('end_certificate', 'Attestation de fin de formation', '?registrationId=11'),
      ],
      unavailable: [],
    },
    {
      registrationId: 12,
      name: 'Zoé Garçon',
      structureName: 'Mairie de Sète',
      status: 'ABSENCE',
      documents: [pdf('convocation', 'Convocation', '?registrationId=12')],
      unavailable: [
        {
          code: 'end_certificate',
          label: 'Attestation de fin de formation',
          reason:
            'Pas d’attestation pour ce stagiaire : sa présence à la session n’est pas enregistrée.',
        },
      ],
    },
  ],
};

describe('GeneratedDocuments', () => {
  it('offers the session’s documents, its conventions and each trainee’s', () => {
    render(<GeneratedDocuments documents={DOCUMENTS} />);
    expect(
      screen.getByRole('link', { name: 'Télécharger Feuille d’émargement (PDF)' }),
    ).toHaveAttribute('href', '/api/sessions/7/registration_signature');
    expect(
      screen.getByRole('link', { name: 'Télécharger Liste des participants (CSV)' }),
    ).toHaveAttribute('href', '/api/sessions/7/csv');
    expect(
      screen.getByRole('link', {
        name: 'Télécharger Convention de formation (PDF) – Mairie de Sète',
      }),
    ).toHaveAttribute('href', '/api/sessions/7/convention?structureId=3');
    expect(screen.getByText(/Mairie de Sète \(2 stagiaires\)/)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Documents des stagiaires' });
    const [, elodie, zoe] = within(table).getAllByRole('row');
    expect(within(elodie!).getByRole('rowheader')).toHaveTextContent('Mme Élodie Lefèvre');
    expect(
      within(elodie!).getByRole('link', {
        name: 'Télécharger Attestation de fin de formation (PDF) – Mme Élodie Lefèvre',
      }),
    ).toHaveAttribute('href', '/api/sessions/7/end_certificate?registrationId=11');
    expect(within(zoe!).getAllByRole('link')).toHaveLength(1);
    expect(zoe).toHaveTextContent('sa présence à la session n’est pas enregistrée');
  });

  it('says so when there is no convention nor trainee, and when the list failed', () => {
    const { rerender } = render(
      <GeneratedDocuments documents={{ ...DOCUMENTS, conventions: [], trainees: [] }} />,
    );
    expect(screen.getByText(/Aucune convention/)).toBeInTheDocument();
    expect(screen.getByText('Aucun stagiaire inscrit à cette session.')).toBeInTheDocument();
    rerender(<GeneratedDocuments documents={null} />);
    expect(
      screen.getByText('Les documents de la session n’ont pas pu être chargés.'),
    ).toBeInTheDocument();
  });
});
