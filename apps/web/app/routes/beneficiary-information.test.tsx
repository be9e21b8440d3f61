import type { BeneficiaryInfo } from '@passerelle/shared';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import type { InformationActionResult } from '~/features/beneficiary/information-action';
import { toastStore } from '~/lib/toast';
import BeneficiaryInformationPage from '~/routes/beneficiary-information';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const INFO: BeneficiaryInfo = {
  civility: 'MR',
  givenName: 'Julien',
  familyName: 'Moreau',
  email: 'julien.moreau@ml-toulouse.example',
  structures: [{ id: 3, name: 'Mission locale de Toulouse' }],
};

function renderPage(answer: (form: FormData) => InformationActionResult) {
  const received: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: '/beneficiary/information',
      Component: BeneficiaryInformationPage,
      loader: () => INFO,
      action: async ({ request }) => {
        const form = await request.formData();
        received.push(Object.fromEntries(form) as Record<string, string>);
        return answer(form);
      },
    },
  ]);
  render(<Stub initialEntries={['/beneficiary/information']} />);
  return received;
}

const ok = (): InformationActionResult => ({ intent: 'saveInformation', ok: true });

describe('/beneficiary/information', () => {
  it('shows the labelled fields and the structure, which is not editable', async () => {
    renderPage(ok);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Mes informations');
    expect(screen.getByRole('combobox', { name: 'Civilité' })).toHaveValue('MR');
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Julien');
    expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveValue('Moreau');
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'julien.moreau@ml-toulouse.example',
    );
    expect(screen.getByText('Mission locale de Toulouse')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Structure/ })).not.toBeInTheDocument();
  });

  it('checks the fields in the browser with the French messages, sending nothing', async () => {
    const received = renderPage(ok);
    const given = await screen.findByRole('textbox', { name: /Prénom/ });
    await userEvent.clear(given);
    const email = screen.getByRole('textbox', { name: /Adresse e-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'pas-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(given).toHaveAttribute('aria-invalid', 'true');
    expect(received).toHaveLength(0);
  });

  it('saves the changes and says so', async () => {
    const received = renderPage(ok);
    const family = await screen.findByRole('textbox', { name: /Nom/ });
    await userEvent.clear(family);
    await userEvent.type(family, 'Moreau-Petit');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Civilité' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      intent: 'saveInformation',
      civility: '',
      givenName: 'Julien',
      familyName: 'Moreau-Petit',
      email: 'julien.moreau@ml-toulouse.example',
    });
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((item) => item.message)).toContain(
        'Modifications enregistrées.',
      ),
    );
  });

  it("shows the API's refusal of an address already used, on the email field", async () => {
    renderPage(() => ({
      intent: 'saveInformation',
      ok: false,
      error: 'Conflit',
      fieldErrors: { email: ['Cette adresse e-mail est déjà utilisée par un autre compte'] },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Cette adresse e-mail est déjà utilisée par un autre compte'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
