import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { toast, toastStore } from '~/lib/toast';
import { CHUNK_RELOAD_STORAGE_KEY } from '~/lib/chunk-reload';
import type * as ChunkReload from '~/lib/chunk-reload';
import { AppProviders } from './app-providers';
import { Tooltip } from './ui/tooltip';

// jsdom cannot reload a page: keep the real guard, with a reload that does nothing.
const reload = vi.hoisted(() => vi.fn());
vi.mock('~/lib/chunk-reload', async (importOriginal) => {
  const real = await importOriginal<typeof ChunkReload>();
  return {
    ...real,
    installChunkReloadGuard: () => real.installChunkReloadGuard(window, { reload }),
  };
});

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function Form() {
  return (
    <>
      <Tooltip content="Marque le formulaire comme modifié">
        <button type="button">Modifier</button>
      </Tooltip>
      <button type="button" onClick={() => toast.success('Modifications enregistrées.')}>
        Enregistrer
      </button>
    </>
  );
}

function renderApp() {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <AppProviders>
          <Outlet />
        </AppProviders>
      ),
      children: [{ path: '/', Component: Form }],
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('AppProviders', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    toastStore.reset();
  });
  afterEach(() => {
    toastStore.reset();
    vi.unstubAllGlobals();
  });

  it('renders the page with the toast viewport', () => {
    renderApp();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('shows toasts sent from anywhere', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Modifications enregistrées.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows tooltips (each brings its timing: no provider around every page)', () => {
    renderApp();
    act(() => screen.getByRole('button', { name: 'Modifier' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Marque le formulaire comme modifié');
  });

  // Asserted through the guard's mark in sessionStorage, not the mocked reload: files of a worker
  // share their modules (isolate: false), so AppProviders may already be bound to the real guard.
  it('installs the chunk-load reload guard while mounted', () => {
    const { unmount } = renderApp();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();

    unmount();
    window.sessionStorage.clear();
    const later = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });
});
