import type {
  DocumentSend,
  DocumentSendDetail,
  SessionDocumentSends as Sends,
} from '@passerelle/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { inRouter } from '../../../test/in-router';
import { SessionDocumentSends } from './session-document-sends';

afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

function sendOf(values: Partial<DocumentSend> = {}): DocumentSend {
  return {
    id: 30,
    sessionId: 5,
    status: 'DONE',
    convocations: true,
    conventions: true,
    total: 5,
    done: 5,
    convocationsSent: 3,
    conventionsSent: 2,
    skipped: 0,
    failed: 0,
    error: null,
    author: { id: 2, name: 'Claire Martin' },
    createdAt: '2026-03-02T09:15:00.000Z',
    finishedAt: '2026-03-02T09:15:04.000Z',
    ...values,
  };
}

function sendsOf(values: Partial<Sends> = {}): Sends {
  return {
    sessionId: 5,
    refusal: null,
    registeredCount: 3,
    structureCount: 2,
    offered: { convocations: true, conventions: true },
    lastConvocations: null,
    lastConventions: null,
    receivers: [],
    sends: [],
    ...values,
  };
}

/** The API: answers by method and path, in turn when several answers are given. */
function mockApi(answers: Record<string, (() => Response)[]>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const queue = answers[`${method} ${url.split('?')[0]}`];
    if (!queue || queue.length === 0) throw new Error(`Unexpected ${method} ${url}`);
    return (queue.length > 1 ? queue.shift()! : queue[0]!)();
  });
  return calls;
}

const STATE = 'GET /api/sessions/5/document_sends';

describe('SessionDocumentSends', () => {
  it('proposes and sends only what the action type offers', async () => {
    const running = sendOf({ status: 'RUNNING', done: 0, convocationsSent: 0, conventionsSent: 0 });
    const calls = mockApi({
      [STATE]: [
        () => jsonResponse(200, sendsOf({ offered: { convocations: true, conventions: false } })),
      ],
      'POST /api/sessions/5/document_sends': [() => jsonResponse(202, running)],
      'GET /api/document_sends/30': [
        () => jsonResponse(200, { ...running, items: [] } satisfies DocumentSendDetail),
      ],
    });
    render(<SessionDocumentSends sessionId={5} />, inRouter);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Envoyer les convocations et les conventions' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByLabelText('Les convocations aux stagiaires inscrits (3)'),
    ).toBeChecked();
    expect(within(dialog).queryByLabelText(/Les conventions/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        convocations: true,
        conventions: false,
      }),
    );
  });

  it('sends after confirmation, shows the progress, then the toast and the history', async () => {
    const running = sendOf({ status: 'RUNNING', done: 0, convocationsSent: 0, conventionsSent: 0 });
    const done = sendOf();
    const calls = mockApi({
      [STATE]: [
        () => jsonResponse(200, sendsOf()),
        () =>
          jsonResponse(
            200,
            sendsOf({ lastConvocations: done, lastConventions: done, sends: [done] }),
          ),
      ],
      'POST /api/sessions/5/document_sends': [() => jsonResponse(202, running)],
      'GET /api/document_sends/30': [
        () => jsonResponse(200, { ...running, done: 2, items: [] } satisfies DocumentSendDetail),
        () => jsonResponse(200, { ...done, items: [] } satisfies DocumentSendDetail),
      ],
    });
    render(<SessionDocumentSends sessionId={5} />, inRouter);

    expect(
      await screen.findByText('Aucune convocation ni convention envoyée pour l’instant.'),
    ).toBeVisible();
    expect(
      screen.getByText('Un envoi maintenant : 3 convocations et 2 conventions.'),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Envoyer les convocations et les conventions' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Envoyer les convocations et les conventions',
    });
    expect(
      within(dialog).getByLabelText('Les convocations aux stagiaires inscrits (3)'),
    ).toBeChecked();
    await userEvent.click(
      within(dialog).getByLabelText('Les conventions aux structures employeurs (2)'),
    );
    await userEvent.click(
      within(dialog).getByLabelText('Les conventions aux structures employeurs (2)'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    const progress = await screen.findByRole('progressbar', { name: 'Préparation des courriels' });
    expect(progress).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      convocations: true,
      conventions: true,
    });
    expect(
      await screen.findByText('2 sur 5 courriels préparés', {}, { timeout: 3000 }),
    ).toBeVisible();

    expect(
      await screen.findByText(
        'Convocations envoyées le 02/03/2026 10:15 par Claire Martin.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(toasts()).toContainEqual(['success', 'Conventions et convocations envoyées.']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const history = screen.getByRole('table', { name: 'Historique des envois' });
    const row = within(history).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('02/03/2026 10:15');
    expect(row).toHaveTextContent('3 convocations, 2 conventions');
    expect(row).toHaveTextContent('Terminé');
    expect(
      screen.getByRole('button', { name: 'Renvoyer les convocations et les conventions' }),
    ).toBeVisible();
  });

  it('says who already received a document before a resend', async () => {
    const done = sendOf();
    mockApi({
      [STATE]: [
        () =>
          jsonResponse(
            200,
            sendsOf({
              lastConvocations: done,
              sends: [done],
              receivers: [
                { kind: 'CONVOCATION', name: 'Élodie Lefèvre', sentAt: done.createdAt },
                { kind: 'CONVENTION', name: 'Mairie de Sète', sentAt: done.createdAt },
              ],
            }),
          ),
      ],
    });
    render(<SessionDocumentSends sessionId={5} />, inRouter);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Renvoyer les convocations et les conventions' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ont déjà reçu ce document :');
    expect(dialog).toHaveTextContent('Élodie Lefèvre (convocation, le 02/03/2026 10:15)');
    expect(dialog).toHaveTextContent('Mairie de Sète (convention, le 02/03/2026 10:15)');
    // Without the conventions, their receivers are not listed.
    await userEvent.click(
      within(dialog).getByLabelText('Les conventions aux structures employeurs (2)'),
    );
    expect(dialog).not.toHaveTextContent('Mairie de Sète');
    expect(within(dialog).getByRole('button', { name: 'Renvoyer' })).toBeVisible();
  });

  it('shows why a send is refused instead of the button', async () => {
    mockApi({
      [STATE]: [
        () =>
          jsonResponse(
            200,
            sendsOf({
              refusal:
                'La session est annulée : ses convocations et conventions ne sont plus envoyées.',
            }),
          ),
      ],
    });
    render(<SessionDocumentSends sessionId={5} />, inRouter);
    expect(
      await screen.findByText(
        'La session est annulée : ses convocations et conventions ne sont plus envoyées.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Envoyer/ })).toBeNull();
  });

  it('shows a refusal of the server as an error toast', async () => {
    mockApi({
      [STATE]: [() => jsonResponse(200, sendsOf())],
      'POST /api/sessions/5/document_sends': [
        () =>
          jsonResponse(409, {
            code: 'DOCUMENT_SEND_RUNNING',
            error: 'Un envoi de cette session est déjà en cours : attendez qu’il se termine.',
          }),
      ],
    });
    render(<SessionDocumentSends sessionId={5} />, inRouter);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Envoyer les convocations et les conventions' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() =>
      expect(toasts()).toContainEqual([
        'error',
        'Un envoi de cette session est déjà en cours : attendez qu’il se termine.',
      ]),
    );
  });
});
