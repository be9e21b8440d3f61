import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from '~/components/ui/toaster';
import { toastStore } from './toast';
import { BuildUpdateNotifier } from './build-update-notifier';

const HOUR = 60 * 60 * 1000;

const newBuildServer = () =>
  vi.fn(async (input: RequestInfo | URL) => {
    const body =
      String(input) === '/builds/latest.json' || String(input) === '/builds/meta/b2.json'
        ? { id: 'b2', timestamp: 2 }
        : null;
    return new Response(JSON.stringify(body), { status: body ? 200 : 404 });
  });

describe('BuildUpdateNotifier', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.reset();
  });
  afterEach(() => {
    toastStore.reset();
    vi.useRealTimers();
  });

  it('offers a reload in a toast that stays until used', async () => {
    const fetchImpl = newBuildServer();
    const reload = vi.fn();
    render(
      <>
        <BuildUpdateNotifier buildId="a1" enabled fetchImpl={fetchImpl} reload={reload} />
        <Toaster />
      </>,
    );
    expect(screen.queryByText(/nouvelle version/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(HOUR));
    expect(screen.getByText('Une nouvelle version de Passerelle est disponible.')).toBeVisible();

    // Persistent: still there long after the 5000 ms default.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const button = screen.getByRole('button', { name: 'Recharger' });
    act(() => button.click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not poll when disabled (development) or without a build id', async () => {
    const fetchImpl = newBuildServer();
    render(
      <>
        <BuildUpdateNotifier buildId="a1" enabled={false} fetchImpl={fetchImpl} />
        <BuildUpdateNotifier buildId={undefined} enabled fetchImpl={fetchImpl} />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(2 * HOUR));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('stops polling when unmounted', async () => {
    const fetchImpl = newBuildServer();
    const { unmount } = render(<BuildUpdateNotifier buildId="a1" enabled fetchImpl={fetchImpl} />);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(2 * HOUR));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
