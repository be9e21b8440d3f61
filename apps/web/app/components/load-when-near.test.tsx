import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { deferredImport, LoadWhenNear } from './load-when-near';

/** An IntersectionObserver the test drives. */
function fakeObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const callback of callbacks) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('deferredImport and LoadWhenNear', () => {
  it('imports nothing until the content comes near the viewport', async () => {
    const intersect = fakeObserver();
    const load = vi.fn(async () => 'module');
    const code = deferredImport(load);
    render(
      <LoadWhenNear load={code.start}>
        <p>Formulaire de contact</p>
      </LoadWhenNear>,
    );
    expect(screen.getByText('Formulaire de contact')).toBeVisible();
    intersect(false);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    intersect(true);
    await expect(code.promise).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports at once when the content gets the focus first', async () => {
    fakeObserver();
    const load = vi.fn(async () => 'module');
    const code = deferredImport(load);
    render(
      <LoadWhenNear load={code.start}>
        <input aria-label="Votre adresse" />
      </LoadWhenNear>,
    );
    act(() => screen.getByRole('textbox', { name: 'Votre adresse' }).focus());
    await expect(code.promise).resolves.toBe('module');
  });
});
