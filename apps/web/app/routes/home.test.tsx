import {
  CONTACT_CATEGORIES,
  type CatalogueSession,
  type PublicAxisItem,
  type PublicContactCategory,
} from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { createLoadContext } from '~/lib/load-context';
import HomePage, { loader } from '~/routes/home';

import { jsonResponse } from '../../test/fixtures';

const SESSION: CatalogueSession = {
  id: 41,
  code: 'EVA-2027-01',
  startDate: '2027-03-03T08:00:00.000Z',
  endDate: '2027-03-05T16:00:00.000Z',
  modality: 'ONSITE',
  city: { id: 3, name: 'Toulouse' },
  seatsLeft: 2,
  availability: 'LAST_PLACES',
  registrationDeadline: null,
  action: {
    id: 7,
    name: 'Évaluation des compétences',
    axis: { id: 2, number: 2, name: 'Accompagner', color: '#18753c' },
    type: { id: 1, name: 'Formation', acronym: 'FOR', membersOnly: false },
  },
  provider: { id: 5, name: 'Institut Horizon Formation' },
};

const ONE_DAY: CatalogueSession = {
  ...SESSION,
  id: 42,
  startDate: '2027-04-10T07:00:00.000Z',
  endDate: '2027-04-10T15:00:00.000Z',
  modality: 'REMOTE',
  city: null,
  availability: 'FULL',
  action: { ...SESSION.action, name: 'Entretien motivationnel' },
};

const AXES: PublicAxisItem[] = [
  { id: 1, number: 1, name: 'Informer', description: '', color: '#000091' },
  { id: 2, number: 2, name: 'Accompagner', description: '', color: '#18753c' },
];

function runLoader(answers: Record<string, Response>) {
  const apiFetch = vi.fn(
    async (path: string) => answers[path] ?? jsonResponse(404, { error: 'Introuvable' }),
  );
  const context = createLoadContext({ apiFetch, cspNonce: 'n' });
  return loader({
    request: new Request('http://localhost/'),
    context,
    params: {},
  } as unknown as Parameters<typeof loader>[0]);
}

/** What the admin left offered, in its words (decision 067). */
const CATEGORIES: PublicContactCategory[] = [
  { code: 'REGISTRATION', label: 'Inscription à une formation', description: '' },
  { code: 'LAB', label: 'Laboratoire d’innovation', description: 'Les ateliers du Lab.' },
];

type HomeData = Awaited<ReturnType<typeof loader>>;

function renderHome(data: Omit<HomeData, 'contactCategories'> & Partial<HomeData>) {
  const loaded = { contactCategories: CATEGORIES, ...data };
  const Stub = createRoutesStub([{ path: '/', Component: HomePage, loader: () => loaded }]);
  render(<Stub initialEntries={['/']} />);
}

const EMPTY_RESOURCES = { documents: [], links: [] };

describe('home page loader', () => {
  it('reads the next sessions and the axes, dropping items of another shape', async () => {
    const data = await runLoader({
      '/api/public/session_views/next': jsonResponse(200, [SESSION, { id: 'broken' }]),
      '/api/public/axes': jsonResponse(200, AXES),
    });
    expect(data.sessions).toEqual([SESSION]);
    expect(data.axes).toEqual(AXES);
  });

  it('shows the page when the sessions and axes calls fail', async () => {
    const data = await runLoader({
      '/api/public/session_views/next': jsonResponse(404, { error: 'Introuvable' }),
      '/api/public/axes': jsonResponse(503, { error: 'Indisponible' }),
    });
    expect(data.sessions).toEqual([]);
    expect(data.axes).toEqual([]);
  });

  it('reads the categories the contact form offers, and falls back on the shared ones', async () => {
    const offered = await runLoader({
      '/api/public/contact_categories': jsonResponse(200, [...CATEGORIES, { code: 'SPAM' }]),
    });
    expect(offered.contactCategories).toEqual(CATEGORIES);
    const failed = await runLoader({
      '/api/public/contact_categories': jsonResponse(503, { error: 'Indisponible' }),
    });
    expect(failed.contactCategories.map((category) => category.code)).toEqual([
      ...CONTACT_CATEGORIES,
    ]);
  });
});

describe('home page', () => {
  it('lists the next sessions with their French dates, place and availability', async () => {
    renderHome({
      message: null,
      sessions: [SESSION, ONE_DAY],
      axes: [],
      resources: EMPTY_RESOURCES,
    });
    const region = await screen.findByRole('region', { name: 'Prochaines sessions' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Évaluation des compétences' })).toHaveAttribute(
      'href',
      '/training/41',
    );
    expect(items[0]).toHaveTextContent('Du 3 mars 2027 au 5 mars 2027');
    expect(items[0]).toHaveTextContent('Toulouse · Présentiel');
    expect(items[0]).toHaveTextContent('Dernières places');
    expect(items[0]).toHaveTextContent('Axe 2 — Accompagner');
    expect(items[1]).toHaveTextContent('Le 10 avril 2027');
    expect(items[1]).toHaveTextContent('Distanciel');
    expect(items[1]).toHaveTextContent('Complet');
    expect(
      within(region).getByRole('link', { name: 'Voir toutes les formations' }),
    ).toHaveAttribute('href', '/training');
  });

  it('says when no session is coming', async () => {
    renderHome({ message: null, sessions: [], axes: [], resources: EMPTY_RESOURCES });
    expect(await screen.findByText('Aucune session programmée pour le moment.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Les axes du programme' })).toBeNull();
  });

  it('links each axis, in its colour, to the catalogue filtered on it', async () => {
    renderHome({ message: null, sessions: [], axes: AXES, resources: EMPTY_RESOURCES });
    const region = await screen.findByRole('region', { name: 'Les axes du programme' });
    const link = within(region).getByRole('link', { name: /^Axe 2 Accompagner\b/ });
    expect(link).toHaveAttribute('href', '/training?axisId=2');
    expect(link).toHaveStyle({ borderTopColor: '#18753c' });
  });

  it('names each axis link by its visible text first (WCAG 2.5.3, RGAA 6.1.5)', async () => {
    renderHome({ message: null, sessions: [], axes: AXES, resources: EMPTY_RESOURCES });
    const region = await screen.findByRole('region', { name: 'Les axes du programme' });
    const links = within(region).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      // What a sighted user reads on the link, which voice control users will say.
      const visible = [...link.children]
        .filter((child) => !child.classList.contains('sr-only'))
        .map((child) => child.textContent?.trim())
        .join(' ');
      expect(visible).toMatch(/^Axe \d+ \S/);
      expect(within(region).getByRole('link', { name: (name) => name.startsWith(visible) })).toBe(
        link,
      );
    }
  });

  it('has one h1, a search field sending to /training?q= and the contact form', async () => {
    renderHome({ message: null, sessions: [], axes: [], resources: EMPTY_RESOURCES });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const search = screen.getByRole('search', { name: 'Rechercher une formation' });
    const field = within(search).getByRole('searchbox', { name: 'Mots-clés' });
    expect(field).toHaveAttribute('name', 'q');
    expect(field.closest('form')).toHaveAttribute('action', '/training');
    expect(field.closest('form')).toHaveAttribute('method', 'get');
    const contact = screen.getByRole('region', { name: 'Nous contacter' });
    expect(contact).toHaveAttribute('id', 'contact');
    // The form's code comes after the page's (routes/home.tsx).
    expect(
      await within(contact).findByRole('button', { name: 'Envoyer le message' }),
    ).toBeVisible();
    // The categories are those the loader read, in the admin's words.
    const category = within(contact).getByRole('combobox', { name: /Catégorie de la demande/ });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choisissez une catégorie',
      'Inscription à une formation',
      'Laboratoire d’innovation',
    ]);
  });
});
