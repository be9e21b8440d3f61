import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@passerelle/shared';
import { toast, toastStore } from './toast';

const messages = () => toastStore.getSnapshot().map((item) => item.message);

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.reset();
  });
  afterEach(() => {
    toastStore.reset();
    vi.useRealTimers();
  });

  it('creates toasts open, with their kind and the default duration of 5000 ms', () => {
    toast.success('Modifications enregistrées.');
    toast.error('La suppression a échoué.');
    const [success, error] = toastStore.getSnapshot();
    expect(success).toMatchObject({ kind: 'success', open: true, duration: 5000 });
    expect(error).toMatchObject({ kind: 'error', open: true, duration: TOAST_DURATION_MS });
  });

  it('keeps a custom duration and title', () => {
    toast.info('Nouvelle version', { duration: Infinity, title: 'Mise à jour' });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ duration: Infinity, title: 'Mise à jour' });
  });

  it('keeps at most 5 toasts and drops the oldest', () => {
    for (let i = 1; i <= 7; i++) toast.success(`message ${i}`);
    expect(TOAST_LIMIT).toBe(5);
    expect(messages()).toEqual(['message 3', 'message 4', 'message 5', 'message 6', 'message 7']);
  });

  it('closes a toast, then removes it 200 ms later', () => {
    const id = toast.success('Copie effectuée.');
    toast.dismiss(id);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ id, open: false });

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('closes every toast when dismiss has no id', () => {
    toast.success('a');
    toast.error('b');
    toast.dismiss();
    expect(toastStore.getSnapshot().every((item) => !item.open)).toBe(true);
    vi.advanceTimersByTime(200);
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('replaces a toast shown again with the same id instead of stacking a copy', () => {
    toast.info('première', { id: 'build-update' });
    toast.dismiss('build-update');
    toast.info('seconde', { id: 'build-update' });
    vi.advanceTimersByTime(500);
    // The pending removal of the closed copy must not remove the new one.
    expect(toastStore.getSnapshot()).toMatchObject([{ message: 'seconde', open: true }]);
  });

  it('notifies subscribers on every change', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    const id = toast.success('a');
    toast.dismiss(id);
    vi.advanceTimersByTime(200);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    toast.success('b');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('gives the server render an empty list', () => {
    toast.success('a');
    expect(toastStore.getServerSnapshot()).toEqual([]);
  });
});
