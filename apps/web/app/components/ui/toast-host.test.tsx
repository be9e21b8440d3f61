import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

/** Renders inside a router at `path` (the host reads the page's layout), fresh like the host. */
async function renderAt(path: string, element: ReactElement) {
  const { MemoryRouter } = await import('react-router');
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

describe('ToastHost', () => {
  beforeEach(() => {
    vi.resetModules();
    toastStore.reset();
  });
  afterEach(() => {
    vi.doUnmock('./toaster');
    toastStore.reset();
  });

  it('stands in for the Radix viewport until the first toast: region, list, F8', async () => {
    let fetched = 0;
    vi.doMock('./toaster', async (importOriginal) => {
      fetched += 1;
      return importOriginal();
    });
    const { ToastHost } = await import('./toast-host');
    await renderAt('/', <ToastHost />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const list = region.querySelector('ol')!;
    expect(list).toHaveAttribute('data-position', 'bottom-right');
    expect(list).toHaveStyle({ gap: '16px' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(list).toHaveFocus();
    expect(fetched).toBe(0);
  });

  it('fetches the Radix toaster with the first toast and shows it', async () => {
    // Fresh modules (see beforeEach): the host and the store it watches.
    const { toast: freshToast } = await import('~/lib/toast');
    const { ToastHost } = await import('./toast-host');
    await renderAt('/', <ToastHost />);
    act(() => {
      freshToast.success('Votre message a bien été envoyé.');
    });
    expect(
      await screen.findByText('Votre message a bien été envoyé.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('fetches the toaster when idle in the back office, not on the public pages', async () => {
    let fetched = 0;
    vi.doMock('./toaster', async (importOriginal) => {
      fetched += 1;
      return importOriginal();
    });
    vi.useFakeTimers();
    try {
      const { ToastHost } = await import('./toast-host');
      const publicPage = await renderAt('/training', <ToastHost />);
      await act(async () => vi.advanceTimersByTimeAsync(6_000));
      expect(fetched).toBe(0);
      publicPage.unmount();

      await renderAt('/back/programming', <ToastHost />);
      await act(async () => vi.advanceTimersByTimeAsync(6_000));
      expect(fetched).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
