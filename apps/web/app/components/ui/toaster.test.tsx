import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast, toastStore } from '~/lib/toast';
import { Toaster } from './toaster';

/** Lets Radix mount the toast and its announcer (next animation frame). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.reset();
  });
  afterEach(() => {
    toastStore.reset();
    vi.useRealTimers();
  });

  it('shows a toast in the bottom-right viewport, stacked with a 16 px gap', async () => {
    render(<Toaster />);
    act(() => void toast.success('Modifications enregistrées.'));
    await settle();

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const viewport = within(region).getByRole('list');
    expect(viewport).toHaveAttribute('data-position', 'bottom-right');
    expect(viewport).toHaveClass('bottom-0', 'right-0');
    expect(viewport.style.gap).toBe('16px');
    const item = within(viewport).getByRole('listitem');
    expect(item).toHaveTextContent('Modifications enregistrées.');
    expect(item).toHaveAttribute('data-state', 'open');
    expect(item).toHaveAttribute('data-swipe-direction', 'right');
  });

  it('moves focus to the viewport with F8', async () => {
    render(<Toaster />);
    act(() => void toast.success('Copie effectuée.'));
    await settle();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('list')).toHaveFocus();
  });

  it('closes with the "Fermer" button, then removes the toast 200 ms later', async () => {
    render(<Toaster />);
    act(() => void toast.success('Suppression effectuée.'));
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('Suppression effectuée.')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(toastStore.getSnapshot()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('closes by itself after the default 5000 ms', async () => {
    render(<Toaster />);
    act(() => void toast.error("L'import n'a pas pu être effectué."));
    await settle();

    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.getByText("L'import n'a pas pu être effectué.")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText("L'import n'a pas pu être effectué.")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('announces errors assertively and successes politely', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('La suppression a échoué.');
      toast.success('Import effectué.');
    });
    await settle();

    const announcers = screen.getAllByRole('status');
    const error = announcers.find((node) => node.textContent?.includes('La suppression a échoué.'));
    const success = announcers.find((node) => node.textContent?.includes('Import effectué.'));
    expect(error).toHaveAttribute('aria-live', 'assertive');
    expect(success).toHaveAttribute('aria-live', 'polite');
  });

  it('renders at most 5 toasts, the newest ones', async () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 6; i++) toast.success(`Message ${i}`);
    });
    await settle();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    expect(screen.getByText('Message 6')).toBeInTheDocument();
  });

  it('runs the action of a toast and closes it', async () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(
      () =>
        void toast.info('Nouvelle version', {
          duration: Infinity,
          action: { label: 'Recharger', onClick },
        }),
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
  });

  it('closes when swiped right past the 50 px threshold, not before', async () => {
    // jsdom has no pointer capture; Radix captures the pointer while swiping.
    Object.assign(Element.prototype, {
      setPointerCapture: () => undefined,
      releasePointerCapture: () => undefined,
      hasPointerCapture: () => false,
    });
    render(<Toaster />);
    act(() => void toast.success('Glissez-moi'));
    await settle();
    const swipe = (distance: number) => {
      const item = screen.getByRole('listitem');
      fireEvent.pointerDown(item, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 100 + distance / 2, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
    };

    swipe(49);
    expect(toastStore.getSnapshot()[0]?.open).toBe(true);
    expect(screen.getByRole('listitem')).toHaveAttribute('data-swipe', 'cancel');
    swipe(51);
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
  });

  it('can sit in another corner', async () => {
    render(<Toaster position="top-left" />);
    expect(screen.getByRole('list', { hidden: true })).toHaveClass('top-0', 'left-0');
  });
});
