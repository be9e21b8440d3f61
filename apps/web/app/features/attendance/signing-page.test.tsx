import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { SigningPageView, type SigningPageResult } from './signing-page';
import { signingPageOf } from './test-fixtures';

beforeEach(() => {
  // jsdom has no canvas: the drawn signature stays empty, the typed one is what these tests send.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  toastStore.reset();
});

function renderPage(result: SigningPageResult) {
  const Stub = createRoutesStub([
    {
      path: '/beneficiary/sign/:token',
      Component: () => <SigningPageView title="Émargement" result={result} />,
    },
  ]);
  render(<Stub initialEntries={['/beneficiary/sign/9.1.abc']} />);
}

describe('SigningPageView', () => {
  it('shows the session, the half-day and the trainee, and the pad’s own message', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    renderPage({ ok: true, page: signingPageOf() });
    expect(screen.getByRole('heading', { level: 1, name: 'Émargement' })).toBeInTheDocument();
    expect(screen.getByText('Écoute active')).toBeInTheDocument();
    expect(screen.getByText('Rennes · Présentiel')).toBeInTheDocument();
    expect(screen.getByText(/mardi 10 mars 2026, matin/)).toHaveTextContent('09:00 – 12:30');
    expect(screen.getByText('Bruno Petit')).toBeInTheDocument();
    expect(screen.getByText('Envoyez votre signature avant 09:10.')).toBeInTheDocument();
    const pad = screen.getByRole('img', { name: 'Cadre de signature' });
    expect(pad).toHaveAccessibleDescription(/Signez avec le doigt/);

    await userEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(pad).toHaveAccessibleDescription(/La signature est vide : signez dans le cadre\./);
    expect(pad).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs with the typed name and the certification, then says it is signed', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async () =>
      jsonResponse(201, {
        registrationId: 12,
        halfDay: '2026-03-10-morning',
        signedAt: '2026-03-10T08:07:00.000Z',
      }),
    );
    renderPage({ ok: true, page: signingPageOf() });
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Je ne peux pas dessiner : je signe en tapant mon nom',
      }),
    );
    expect(screen.queryByRole('img', { name: 'Cadre de signature' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Prénom et nom/ }), 'Bruno Petit');
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Je certifie ma présence à cette demi-journée de formation.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Signer' }));

    await waitFor(() =>
      expect(
        screen.getByText('Votre présence est signée : le 10/03/2026 à 09:07. Merci !'),
      ).toBeInTheDocument(),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/signatures');
    expect(JSON.parse(String(init?.body))).toEqual({
      ticket: '9.12.1773130000.abcdefghijklmnopqrstuv',
      typedName: 'Bruno Petit',
      certified: true,
    });
    expect(screen.queryByRole('button', { name: 'Signer' })).toBeNull();
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain(
      'Signature enregistrée. Merci !',
    );
  });

  it('puts the server’s refusal on the page', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(async () =>
      jsonResponse(409, {
        code: 'SIGNING_WINDOW_CLOSED',
        error: 'L’émargement de cette demi-journée est fermé : la signature n’est plus possible.',
      }),
    );
    renderPage({ ok: true, page: signingPageOf() });
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Je ne peux pas dessiner : je signe en tapant mon nom',
      }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Prénom et nom/ }), 'Bruno Petit');
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Je certifie ma présence à cette demi-journée de formation.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(
      await screen.findByText(/L’émargement de cette demi-journée est fermé/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signer' })).toBeEnabled();
  });

  it('says a half-day already signed, and a refused QR code, without a form', () => {
    renderPage({
      ok: true,
      page: signingPageOf({ signedAt: '2026-03-10T08:07:00.000Z', ticket: null }),
    });
    expect(screen.getByText(/Votre présence est signée/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signer' })).toBeNull();
    screen.getByRole('link', { name: 'Mes formations en cours et à venir' });
  });

  it('shows the refusal of the QR code', () => {
    renderPage({
      ok: false,
      error:
        'Ce QR code n’est plus valable : scannez à nouveau le code affiché par le prestataire.',
    });
    expect(screen.getByText(/Ce QR code n’est plus valable/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signer' })).toBeNull();
  });
});
