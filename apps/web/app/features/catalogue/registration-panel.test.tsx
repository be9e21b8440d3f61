import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { RegistrationPanel } from './registration-panel';
import { sessionSheet } from './test-fixtures';

// The request dialog's module arrives when this test says so (on a slow network, seconds later).
const dialogCode = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./register-dialog', async (importOriginal) => {
  await dialogCode.arrived;
  return importOriginal();
});

describe('the register button of a beneficiary', () => {
  it('stays the same element when the dialog’s code arrives: the keyboard focus is kept', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <RegistrationPanel
            sheet={sessionSheet({ favorite: false })}
            profile="profile_beneficiary"
          />
        ),
      },
    ]);
    render(<Stub />);
    const button = await screen.findByRole('button', { name: 'S’inscrire' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Not there yet: the dialog's code has not come.
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      dialogCode.arrive();
      await dialogCode.arrived;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The Enter pressed meanwhile opens it on arrival.
    expect(await screen.findByRole('dialog', { name: 'Demande d’inscription' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'S’inscrire', hidden: true })).toBe(button);
  });
});
