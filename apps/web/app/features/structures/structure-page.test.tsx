import type { StructureDetail, StructureMember, StructureRegistration } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { inRouter } from '../../../test/in-router';
import { StructurePage } from './structure-page';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const toastTexts = () => toastStore.getSnapshot().map((item) => item.message);

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function mockApi(handler: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(String(input), 'http://localhost').pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    return handler(call) ?? jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
  });
  return calls;
}

function registrationOf(values: Partial<StructureRegistration> = {}): StructureRegistration {
  return {
    id: 51,
    status: 'REQUESTED',
    waitingList: false,
    waitingPosition: null,
    askedAt: '2030-02-01T09:00:00.000Z',
    motivation: 'Pour animer mes réunions',
    session: {
      id: 7,
      code: 'ECO-2030-01',
      startDate: '2030-03-10T08:00:00.000Z',
      endDate: '2030-03-11T16:00:00.000Z',
    },
    action: { id: 3, name: 'Écoute active', hrValidation: true, providerValidation: true },
    events: ['validate', 'refuseRequest'],
    ...values,
  };
}

function memberOf(values: Partial<StructureMember> = {}): StructureMember {
  return {
    id: 11,
    civility: 'MRS',
    givenName: 'Alice',
    familyName: 'Martin',
    email: 'alice.martin@example.test',
    member: true,
    registrations: [],
    ...values,
  };
}

function detailOf(values: Partial<StructureDetail> = {}): StructureDetail {
  return {
    structure: { id: 4, name: 'Mission Locale Toulouse', member: true, active: true },
    members: [
      memberOf({ registrations: [registrationOf()] }),
      memberOf({
        id: 12,
        givenName: 'Bruno',
        familyName: 'Petit',
        email: 'bruno.petit@example.test',
        registrations: [
          registrationOf({
            id: 52,
            status: 'PRE_REGISTERED',
            waitingList: true,
            waitingPosition: 2,
            events: [],
          }),
        ],
      }),
    ],
    notices: [],
    ...values,
  };
}

function renderPage(
  detail = detailOf(),
  structures = [{ id: 4, name: 'Mission Locale Toulouse' }],
) {
  const onChange = vi.fn();
  render(<StructurePage detail={detail} structures={structures} onChange={onChange} />, inRouter);
  return onChange;
}

describe('StructurePage', () => {
  it('shows the structure, the request to validate, the other open one and the members', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Structure Mission Locale Toulouse' }),
    ).toBeInTheDocument();
    const requests = screen.getByRole('table', { name: 'Demandes à valider' });
    const rows = within(requests).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Alice Martin');
    expect(rows[1]).toHaveTextContent('Écoute active');
    expect(rows[1]).toHaveTextContent('ECO-2030-01');
    expect(rows[1]).toHaveTextContent('Pour animer mes réunions');
    expect(rows[1]).toHaveTextContent('Demande d');
    const others = screen.getByRole('table', { name: 'Autres inscriptions en cours' });
    expect(others).toHaveTextContent('Bruno Petit');
    expect(others).toHaveTextContent("Liste d'attente");
    expect(others).toHaveTextContent("Sur liste d'attente (position 2)");
    const members = screen.getByRole('table', { name: 'Membres de la structure' });
    expect(within(members).getAllByRole('row')).toHaveLength(3);
    // One structure: no switcher; no notice.
    expect(screen.queryByRole('navigation', { name: 'Changer de structure' })).toBeNull();
    expect(screen.queryByText('Plusieurs demandes pour une même session')).toBeNull();
  });

  it('validates a request through the API, then reloads the page', async () => {
    const calls = mockApi((call) =>
      call.method === 'POST' && call.path === '/api/registrations/51/validate'
        ? jsonResponse(200, { id: 51, status: 'PRE_REGISTERED', waitingList: false })
        : undefined,
    );
    const onChange = renderPage();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Valider la demande d’Alice Martin pour Écoute active (ECO-2030-01)',
      }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(calls.map((call) => [call.method, call.path])).toEqual([
      ['POST', '/api/registrations/51/validate'],
    ]);
    expect(toastTexts()).toContain('Inscription validée.');
    expect(screen.getByRole('heading', { name: /Demandes à valider/ })).toHaveFocus();
  });

  it('shows the French refusal of the API in a toast', async () => {
    mockApi(() =>
      jsonResponse(409, {
        error: "L'inscription a changé entre-temps : rechargez la page et réessayez.",
        code: 'REGISTRATION_CHANGED',
      }),
    );
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Valider la demande d’Alice/ }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        "L'inscription a changé entre-temps : rechargez la page et réessayez.",
      ),
    );
  });

  it('refuses with a required reason in a dialog', async () => {
    const calls = mockApi((call) =>
      call.path === '/api/registrations/51/refuse_request'
        ? jsonResponse(200, { id: 51, status: 'REFUSED_HR', waitingList: false })
        : undefined,
    );
    const onChange = renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Refuser la demande d’Alice/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Refuser la demande d’Alice Martin',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    // Nothing sent without a reason; the field says why and takes the focus.
    expect(await within(dialog).findByText('Le motif est obligatoire')).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: /Motif/ });
    expect(reason).toHaveFocus();
    expect(calls).toEqual([]);
    await userEvent.type(reason, 'Formation hors du plan de formation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/registrations/51/refuse_request',
        body: { reason: 'Formation hors du plan de formation' },
      },
    ]);
    expect(toastTexts()).toContain('Demande refusée.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no button when the workflow gives the viewer none', () => {
    renderPage(
      detailOf({
        members: [memberOf({ registrations: [registrationOf({ events: [] })] })],
      }),
    );
    const requests = screen.getByRole('table', { name: 'Demandes à valider' });
    expect(within(requests).queryAllByRole('button')).toEqual([]);
  });

  it('offers the other structures of the HR validator, the current one marked', () => {
    renderPage(detailOf(), [
      { id: 9, name: 'Agence Emploi Albi' },
      { id: 4, name: 'Mission Locale Toulouse' },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Changer de structure' });
    expect(within(nav).getByRole('link', { name: 'Agence Emploi Albi' })).toHaveAttribute(
      'href',
      '/back/structures/9',
    );
    expect(within(nav).getByRole('link', { name: 'Mission Locale Toulouse' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the "more than 2 requests" notice and the empty states', () => {
    renderPage(
      detailOf({
        members: [],
        notices: [
          { session: { id: 7, code: 'ECO-2030-01' }, actionName: 'Écoute active', count: 3 },
        ],
      }),
    );
    expect(screen.getByText('Plusieurs demandes pour une même session')).toBeInTheDocument();
    expect(
      screen.getByText('Écoute active (ECO-2030-01) : 3 demandes de votre structure.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Aucune demande en attente de votre validation.')).toBeInTheDocument();
    expect(
      screen.getByText("Aucune personne n'est rattachée à cette structure."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
