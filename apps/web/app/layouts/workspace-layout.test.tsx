import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub, Link } from 'react-router';
import { describe, expect, it } from 'vitest';

import { userOf } from '../../test/fixtures';
import { loadEditLockWarning, useEditLock } from '~/lib/edit-lock';

import { WorkspaceLayout } from './workspace-layout';

function Form() {
  const [dirty, setDirty] = useState(false);
  useEditLock(dirty);
  return (
    <>
      <h1>Salles</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Modifier
      </button>
      <Link to="/back/ailleurs">Ailleurs</Link>
    </>
  );
}

function renderLayout() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: userOf('profile_manager') }),
      HydrateFallback: () => null,
      children: [
        {
          path: 'back',
          Component: () => <WorkspaceLayout layout="back" />,
          children: [
            { path: 'rooms', Component: Form },
            { path: 'ailleurs', Component: () => <h1>Ailleurs</h1> },
          ],
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/back/rooms']} />);
}

describe('WorkspaceLayout', () => {
  it('frames the page and hosts the editing-lock warning of its forms', async () => {
    await loadEditLockWarning(); // Fetched on a form's first lock (lib/edit-lock.test.tsx).
    renderLayout();
    await screen.findByRole('heading', { name: 'Salles' });
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Salles' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Modifications non enregistrées');
    fireEvent.click(screen.getByRole('button', { name: /^Continuer/ }));
    expect(await screen.findByRole('heading', { name: 'Ailleurs' })).toBeInTheDocument();
  });
});
