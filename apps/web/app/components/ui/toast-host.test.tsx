import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

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
    render(<ToastHost />);
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
    render(<ToastHost />);
    act(() => {
      freshToast.success('Votre message a bien été envoyé.');
    });
    expect(
      await screen.findByText('Votre message a bien été envoyé.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
