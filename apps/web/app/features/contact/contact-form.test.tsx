import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  type CaptchaPayload,
  type PublicContactCategory,
} from '@passerelle/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { ContactForm } from './contact-form';

/** A real, small challenge: the widget solves it with WebCrypto as in a browser. */
async function challenge() {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 40,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: 'web-test-secret',
    hmacKeySignatureSecret: 'web-test-key-secret',
  });
}

/** The shared categories, as a fresh database offers them. */
const CATEGORIES: PublicContactCategory[] = CONTACT_CATEGORIES.map((code) => ({
  code,
  label: CONTACT_CATEGORY_LABELS[code],
  description: '',
}));

let answer: () => Response;
let posted: unknown[];

beforeEach(() => {
  posted = [];
  answer = () => jsonResponse(201, { id: 1 });
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/public/contacts/challenge') return jsonResponse(200, await challenge());
    if (url === '/api/public/contacts' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return answer();
    }
    return jsonResponse(404, { error: 'Introuvable' });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  toastStore.reset();
});

const toasts = () =>
  toastStore.getSnapshot().map((toast) => [toast.kind, toast.title, toast.message]);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Catégorie de la demande/ }),
    'Suivi de formation',
  );
  await user.type(screen.getByRole('textbox', { name: /Nom et prénom/ }), 'Camille Durand');
  await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'camille@example.test');
  await user.type(screen.getByRole('textbox', { name: /Objet/ }), 'Attestation');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Bonjour, où la trouver ?');
}

async function verifyCaptcha(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /Je ne suis pas un robot/ }));
  expect(await screen.findByText('Vérification réussie')).toBeVisible();
}

describe('contact form', () => {
  it('offers the categories it is given, in their words, and sends the chosen code', async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        categories={[
          { code: 'LAB', label: 'Laboratoire d’innovation', description: '' },
          { code: 'OTHER', label: 'Une autre question', description: '' },
        ]}
      />,
    );
    const category = screen.getByRole('combobox', { name: /Catégorie de la demande/ });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisissez une catégorie', 'Laboratoire d’innovation', 'Une autre question']);
    await user.selectOptions(category, 'Une autre question');
    expect(category).toHaveValue('OTHER');
  });

  it('labels every field and shows the French messages of the shared schema', async () => {
    const user = userEvent.setup();
    render(<ContactForm categories={CATEGORIES} />);
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(
      screen.getByRole('combobox', { name: /Catégorie de la demande/ }),
    ).toHaveAccessibleDescription('Choisissez une catégorie');
    expect(screen.getByRole('textbox', { name: /Nom et prénom/ })).toHaveAccessibleDescription(
      'Champ obligatoire',
    );
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAccessibleDescription(
      'Format attendu : nom@domaine.fr Adresse e-mail invalide',
    );
    expect(screen.getByRole('textbox', { name: /Téléphone/ })).not.toHaveAttribute('aria-invalid');
    const captcha = screen.getByRole('checkbox', { name: /Je ne suis pas un robot/ });
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
    expect(captcha).toHaveAccessibleDescription(
      expect.stringContaining("Cochez la case « Je ne suis pas un robot » avant d'envoyer."),
    );
    expect(posted).toEqual([]);
  });

  it('solves the captcha in the browser, sends the message and shows the success toast', async () => {
    const user = userEvent.setup();
    render(<ContactForm categories={CATEGORIES} />);
    await fill(user);
    await verifyCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(toasts()).toEqual([['success', undefined, 'Votre message a bien été envoyé.']]),
    );
    expect(posted).toHaveLength(1);
    const body = posted[0] as { category: string; captcha: CaptchaPayload; phone?: string };
    expect(body).toMatchObject({
      category: 'FOLLOWUP',
      name: 'Camille Durand',
      email: 'camille@example.test',
      subject: 'Attestation',
      message: 'Bonjour, où la trouver ?',
    });
    expect(body.phone).toBeUndefined();
    // The counter the server drew (40) is what the browser found.
    expect(body.captcha.solution.counter).toBe(40);
    // The form is emptied and the used challenge forgotten.
    expect(screen.getByRole('textbox', { name: /Nom et prénom/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Je ne suis pas un robot/ })).not.toBeChecked();
  });

  it('shows the captcha error toast and unticks the box when the server refuses the answer', async () => {
    answer = () =>
      jsonResponse(400, {
        code: 'CAPTCHA_EXPIRED',
        error:
          'La vérification anti-robot a expiré. Cochez à nouveau la case « Je ne suis pas un robot ».',
      });
    const user = userEvent.setup();
    render(<ContactForm categories={CATEGORIES} />);
    await fill(user);
    await verifyCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        [
          'error',
          'La vérification anti-robot a échoué. Veuillez réessayer.',
          'La vérification anti-robot a expiré. Cochez à nouveau la case « Je ne suis pas un robot ».',
        ],
      ]),
    );
    expect(screen.getByRole('checkbox', { name: /Je ne suis pas un robot/ })).not.toBeChecked();
    // What the visitor typed is kept.
    expect(screen.getByRole('textbox', { name: /Nom et prénom/ })).toHaveValue('Camille Durand');
  });

  it('shows the send error toast and the fields the server refused', async () => {
    answer = () =>
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        error: 'Certaines valeurs sont invalides.',
        fieldErrors: { subject: ['Maximum 200 caractères'] },
      });
    const user = userEvent.setup();
    render(<ContactForm categories={CATEGORIES} />);
    await fill(user);
    await verifyCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        [
          'error',
          "Votre message n'a pas pu être envoyé. Veuillez réessayer.",
          'Certaines valeurs sont invalides.',
        ],
      ]),
    );
    expect(screen.getByRole('textbox', { name: /Objet/ })).toHaveAccessibleDescription(
      'Maximum 200 caractères',
    );
  });
});
