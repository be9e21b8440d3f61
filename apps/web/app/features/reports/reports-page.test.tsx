import type { ReportListItem, SessionUser } from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { userOf } from '../../../test/fixtures';
import { readReportQuery, type ReportsPageData } from './reports-api';
import { ReportsPage } from './reports-page';

function item(id: number, code: string, extra: Partial<ReportListItem> = {}): ReportListItem {
  return {
    id,
    session: {
      id,
      code,
      status: 'REALIZED',
      startDate: '2030-03-02T08:00:00.000Z',
      endDate: '2030-03-02T16:00:00.000Z',
      action: { id: 9, name: 'Conduire l’entretien', year: 2030 },
      provider: { id: 3, name: 'Organisme Atelier' },
    },
    status: 'IN_PROGRESS',
    savedAt: null,
    updatedAt: null,
    ...extra,
  };
}

function data(search: string): ReportsPageData {
  const items = [
    item(1, 'S-ECRIRE'),
    item(2, 'S-COMPLET', {
      status: 'COMPLETED',
      savedAt: '2030-03-04T09:00:00.000Z',
      updatedAt: '2030-03-04T09:00:00.000Z',
    }),
  ];
  return {
    query: readReportQuery(new URLSearchParams(search)),
    list: { items, total: items.length, page: 1, pageSize: 20 },
    error: null,
    years: [2030, 2029],
    providers: [
      { id: 3, name: 'Organisme Atelier', type: 'provider', member: false, active: true },
    ],
    action: null,
  };
}

function renderPage(user: SessionUser, search = '') {
  const Stub = createRoutesStub([
    { path: '/reports', Component: () => <ReportsPage data={data(search)} user={user} /> },
  ]);
  render(<Stub initialEntries={[`/reports${search}`]} />);
}

describe('ReportsPage', () => {
  it('gives a provider its reports to write, without a provider filter', () => {
    renderPage(userOf('profile_provider'));
    expect(screen.getByRole('heading', { level: 1, name: 'Bilans pédagogiques' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Prestataire' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bilans pédagogiques des sessions' });
    const toWrite = within(table).getByRole('row', { name: /S-ECRIRE/ });
    expect(toWrite).toHaveTextContent('À rédiger');
    expect(
      within(toWrite).getByRole('link', { name: 'Rédiger le bilan de la session S-ECRIRE' }),
    ).toHaveAttribute('href', '/reports/1');
    expect(
      within(table).getByRole('link', { name: 'Ouvrir le bilan de la session S-COMPLET' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 bilans')).toBeInTheDocument();
  });

  it('gives staff the provider filter and exports of the filtered list', () => {
    renderPage(userOf('profile_manager'), '?status=COMPLETED&year=2030&page=2');
    expect(screen.getByRole('combobox', { name: 'Prestataire' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut du bilan' })).toHaveValue('COMPLETED');
    expect(screen.getByRole('combobox', { name: 'Année' })).toHaveValue('2030');
    expect(screen.getByRole('link', { name: 'Exporter (XLSX)' })).toHaveAttribute(
      'href',
      '/api/survey_views/report_export?year=2030&status=COMPLETED&format=xlsx',
    );
    expect(screen.getByRole('columnheader', { name: 'Prestataire' })).toBeInTheDocument();
  });
});
