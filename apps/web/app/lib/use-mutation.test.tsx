import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '../../test/fixtures';
import { inRouter } from '../../test/in-router';

import { browserApi } from './api-client-browser';
import { toastStore } from './toast';
import { useMutation, type MutationOptions } from './use-mutation';

afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

/** A delete button as the app writes one: the real browser client, answers from `window.fetch`. */
function DeleteButton(options: MutationOptions<unknown>) {
  const { pending, run } = useMutation();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        void run(
          () =>
            browserApi.request('/api/axes/4', { method: 'DELETE', defaultErrorMessage: 'Échec' }),
          options,
        )
      }
    >
      {pending ? 'Suppression…' : 'Supprimer'}
    </button>
  );
}

const toasts = () =>
  toastStore.getSnapshot().map(({ kind, message, title }) => ({ kind, message, title }));

describe('useMutation', () => {
  it('holds the button while the call runs, then shows the success toast and follows', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    render(<DeleteButton successToast="Suppression effectuée" onSuccess={onSuccess} />, inRouter);

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByRole('button', { name: 'Suppression…' })).toBeDisabled();
    expect(fetch).toHaveBeenCalledWith(
      '/api/axes/4',
      expect.objectContaining({ method: 'DELETE' }),
    );

    answer(new Response(null, { status: 204 }));
    expect(await screen.findByRole('button', { name: 'Supprimer' })).toBeEnabled();
    expect(toasts()).toEqual([
      { kind: 'success', message: 'Suppression effectuée', title: undefined },
    ]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('shows the API’s French message of a refusal, with its title, and nothing else', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(409, {
        error: 'Suppression impossible : cet axe est utilisé par 3 actions.',
        code: 'CONFLICT',
      }),
    );
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    render(
      <DeleteButton
        successToast="Suppression effectuée"
        errorTitle="La suppression a échoué"
        onSuccess={onSuccess}
        onFailure={onFailure}
      />,
      inRouter,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          message: 'Suppression impossible : cet axe est utilisé par 3 actions.',
          title: 'La suppression a échoué',
        },
      ]),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'CONFLICT' }));
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeEnabled();
  });

  it('ignores a second click while the first call runs', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    let second: Promise<unknown> | null = null;
    function Twice() {
      const { run } = useMutation();
      const call = () => browserApi.request('/api/axes/4', { method: 'DELETE' });
      return (
        <button
          type="button"
          onClick={() => {
            void run(call, { successToast: 'Suppression effectuée' });
            second = run(call, { successToast: 'Suppression effectuée' });
          }}
        >
          Supprimer
        </button>
      );
    }
    render(<Twice />, inRouter);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(await second).toBeNull();
    answer(new Response(null, { status: 204 }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves a refusal the part shows itself without a toast', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(422, { error: 'Dates refusées' }));
    const onFailure = vi.fn();
    render(<DeleteButton errorText={() => null} onFailure={onFailure} />, inRouter);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(toasts()).toEqual([]);
  });

  it('reads the route’s data again after a success when asked', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const loader = vi.fn(() => ({ rows: 3 }));
    const router = createMemoryRouter([
      {
        path: '/',
        loader,
        HydrateFallback: () => null,
        Component: () => <DeleteButton revalidate />,
      },
    ]);
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
  });
});
