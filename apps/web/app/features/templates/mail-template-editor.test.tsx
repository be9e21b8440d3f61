import {
  MAIL_EVENT_DESCRIPTIONS,
  MAIL_EVENT_TAGS,
  tagInfosOf,
  type MailTemplateDto,
} from '@passerelle/shared';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { isEditLocked } from '~/lib/edit-lock';
import { toastStore } from '~/lib/toast';

import { mockFetch } from '../../../test/admin-kit-fixtures';
import { jsonResponse } from '../../../test/fixtures';

import { MailTemplateEditor, insertText } from './mail-template-editor';

configure({ asyncUtilTimeout: 4000 });
// Typing into several fields takes a while on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => toastStore.reset());

const TEMPLATE: MailTemplateDto = {
  id: 4,
  code: 'REGISTRATION_REFUSED_HR',
  label: 'Inscription refusée par le valideur RH',
  description: MAIL_EVENT_DESCRIPTIONS.REGISTRATION_REFUSED_HR,
  subject: 'Refus : {{ action.name }}',
  body: 'Motif : {{ reason }}',
  tags: tagInfosOf('REGISTRATION_REFUSED_HR'),
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function renderEditor() {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<MailTemplateEditor template={TEMPLATE} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

const subject = () => screen.getByRole('textbox', { name: 'Objet' }) as HTMLInputElement;
const body = () => screen.getByRole('textbox', { name: 'Corps du message' }) as HTMLTextAreaElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const allowed = MAIL_EVENT_TAGS.REGISTRATION_REFUSED_HR.join(', ');

describe('insertText', () => {
  it('replaces the selection and puts the caret after the text', () => {
    expect(insertText('Bonjour !', 8, 8, 'X')).toEqual({ value: 'Bonjour X!', caret: 9 });
    expect(insertText('abcdef', 1, 3, '--')).toEqual({ value: 'a--def', caret: 3 });
    expect(insertText('abc', 10, 12, 'Z')).toEqual({ value: 'abcZ', caret: 4 });
  });
});

describe('MailTemplateEditor', () => {
  it('shows the subject and body, and the allowed tags beside them', () => {
    mockFetch(() => jsonResponse(500, {}));
    renderEditor();
    expect(subject()).toHaveValue('Refus : {{ action.name }}');
    expect(subject()).toBeRequired();
    expect(body()).toHaveValue('Motif : {{ reason }}');
    expect(body()).toHaveAccessibleDescription(
      'Texte brut : une ligne vide sépare les paragraphes, les adresses web deviennent des liens.',
    );
    const tags = screen.getAllByRole('button', { name: /^Insérer la balise/ });
    expect(tags).toHaveLength(MAIL_EVENT_TAGS.REGISTRATION_REFUSED_HR.length);
    expect(
      screen.getByRole('button', {
        name: 'Insérer la balise {{ reason }} Motif (refus, annulation, report ou renvoi du bilan)',
      }),
    ).toBeVisible();
  });

  it('inserts a tag at the caret of the last field used', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderEditor();
    await userEvent.click(subject());
    subject().setSelectionRange(5, 5); // after "Refus"
    await userEvent.click(screen.getByRole('button', { name: /\{\{ session\.code \}\}/ }));
    expect(subject()).toHaveValue('Refus{{ session.code }} : {{ action.name }}');
    expect(subject()).toHaveFocus();
    expect(subject().selectionStart).toBe(5 + '{{ session.code }}'.length);
    expect(body()).toHaveValue('Motif : {{ reason }}');
    // The body by default, or once used.
    await userEvent.click(body());
    body().setSelectionRange(0, 0);
    await userEvent.click(screen.getByRole('button', { name: /\{\{ beneficiary\.givenName \}\}/ }));
    expect(body()).toHaveValue('{{ beneficiary.givenName }}Motif : {{ reason }}');
  });

  it('refuses an unauthorised tag in the browser, naming it, without calling the API', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, TEMPLATE));
    renderEditor();
    await userEvent.clear(subject());
    await userEvent.type(subject(), 'Refus {{{{ iban }}');
    await userEvent.clear(body());
    await userEvent.type(body(), 'Bonjour {{{{ nom');
    await save();
    expect(subject()).toHaveAttribute('aria-invalid', 'true');
    expect(subject()).toHaveFocus();
    expect(subject()).toHaveAccessibleDescription(
      `Balise non autorisée : iban (balises autorisées : ${allowed})`,
    );
    expect(body()).toHaveAccessibleDescription(
      expect.stringContaining('Balise mal formée : {{ nom'),
    );
    expect(calls).toEqual([]);
    // Correcting a field clears its message; the focus stays there while the body is invalid.
    await userEvent.type(subject(), ' ');
    expect(subject()).not.toHaveAttribute('aria-invalid');
    expect(body()).toHaveAttribute('aria-invalid', 'true');
    expect(subject()).toHaveFocus();
  });

  it('shows the server’s messages on their fields', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
        code: 'VALIDATION_FAILED',
        fieldErrors: { body: ['Balise non autorisée : x (balises autorisées : reason)'] },
      }),
    );
    const { onSaved } = renderEditor();
    await save();
    await waitFor(() => expect(body()).toHaveAttribute('aria-invalid', 'true'));
    expect(body()).toHaveAccessibleDescription(
      expect.stringContaining('Balise non autorisée : x (balises autorisées : reason)'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Certains champs sont invalides. Corrigez-les puis réessayez.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves, holding navigation back until then', async () => {
    const saved = { ...TEMPLATE, subject: 'Refus {{ session.code }}' };
    const { calls } = mockFetch(() => jsonResponse(200, saved));
    const { onSaved } = renderEditor();
    expect(isEditLocked()).toBe(false);
    await userEvent.clear(subject());
    await userEvent.type(subject(), 'Refus {{{{ session.code }}');
    expect(isEditLocked()).toBe(true);
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      body: { subject: 'Refus {{ session.code }}', body: 'Motif : {{ reason }}' },
    });
    expect(calls[0]!.url.pathname).toBe('/api/templates/4');
    expect(isEditLocked()).toBe(false);
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain(
      'Modifications enregistrées.',
    );
  });
});
