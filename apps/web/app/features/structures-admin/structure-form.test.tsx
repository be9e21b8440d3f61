import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { mockFetch } from '../../../test/admin-kit-fixtures';
import { jsonResponse, structureRecordOf } from '../../../test/fixtures';

import { StructureForm } from './structure-form';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const RECORD = structureRecordOf();
const ACTIVITY_HINT =
  'Numéro de déclaration d’activité de l’organisme de formation, exigé par le flux LHÉO.';

function api(answer?: Response) {
  return mockFetch((call) => {
    if (call.method === 'POST') return answer ?? jsonResponse(201, RECORD);
    if (call.method === 'PATCH') return answer ?? jsonResponse(200, RECORD);
    return jsonResponse(200, []);
  });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('StructureForm', { timeout: 20_000 }, () => {
  it('refuses a SIRET whose key is wrong, in French, without calling the API', async () => {
    const { calls } = api();
    render(<StructureForm structure={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Foyer');
    await userEvent.type(screen.getByRole('textbox', { name: /SIRET/ }), '73282932000075');
    await save();
    expect(
      await screen.findByText('Numéro SIRET invalide : la clé de contrôle ne correspond pas'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /SIRET/ })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates with the SIRET typed with spaces, and shows a 409 on the field', async () => {
    const { calls } = api(
      jsonResponse(409, {
        error: 'Conflit',
        code: 'CONFLICT',
        fieldErrors: { siret: ['Ce numéro SIRET est déjà celui d’une autre structure'] },
      }),
    );
    const onSaved = vi.fn();
    render(<StructureForm structure={null} onSaved={onSaved} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Foyer');
    await userEvent.type(screen.getByRole('textbox', { name: /SIRET/ }), '732 829 320 00074');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Adhérente au programme' }));
    await save();
    expect(
      await screen.findByText('Ce numéro SIRET est déjà celui d’une autre structure'),
    ).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/structures/detail');
    expect(post?.body).toMatchObject({
      name: 'Foyer',
      type: 'employer',
      siret: '73282932000074',
      member: true,
      parentId: null,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks the declared activity number, sends it without spaces, and a blank one as null', async () => {
    const { calls } = api();
    const onSaved = vi.fn();
    render(
      <StructureForm
        structure={structureRecordOf({ type: 'provider', activityNumber: '11755555575' })}
        onSaved={onSaved}
      />,
    );
    // Found by its hint: it follows the SIRET.
    const field = screen.getByRole('textbox', {
      name: 'Numéro de déclaration d’activité',
      description: ACTIVITY_HINT,
    });
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.indexOf(field)).toBe(
      inputs.indexOf(screen.getByRole('textbox', { name: /SIRET/ })) + 1,
    );
    expect(field).toHaveValue('11755555575');

    await userEvent.clear(field);
    await userEvent.type(field, '7612');
    await save();
    expect(
      await screen.findByText(
        'Numéro de déclaration d’activité invalide : 11 chiffres (2A ou 2B pour la Corse)',
      ),
    ).toBeVisible();
    expect(field).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '76 31 0987654');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      activityNumber: '76310987654',
    });

    await userEvent.clear(field);
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      activityNumber: null,
    });
  });

  it('sends only the changed fields when editing', async () => {
    const { calls } = api();
    const onSaved = vi.fn();
    render(<StructureForm structure={RECORD} onSaved={onSaved} />);
    const city = screen.getByRole('textbox', { name: /^Ville/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Castres');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/structures/detail/12');
    expect(patch?.body).toEqual({ city: 'Castres' });
  });
});
