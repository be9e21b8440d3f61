import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  Link,
  Outlet,
  RouterProvider,
  createMemoryRouter,
  createRoutesStub,
  useLocation,
} from 'react-router';
import {
  EditLockHost,
  acquireEditLock,
  isEditLocked,
  loadEditLockWarning,
  useEditLock,
} from './edit-lock';

function Layout() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <Outlet />
      <EditLockHost />
    </>
  );
}

function AxisForm() {
  const [name, setName] = useState('');
  const [saved, setSaved] = useState('');
  useEditLock(name !== saved);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(name);
      }}
    >
      <label>
        Nom
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Enregistrer</button>
      <Link to="/back/admin/rooms">Salles</Link>
      <Link to="?tab=2">Onglet 2</Link>
    </form>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/back/admin/axis', element: <AxisForm /> },
          { path: '/back/admin/rooms', element: <h1>Salles</h1> },
        ],
      },
    ],
    { initialEntries: ['/back/admin/rooms', '/back/admin/axis'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const location = () => screen.getByTestId('location').textContent;
const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('Nom'), { target: { value } });

describe('editing lock', () => {
  // The warning's dialog is fetched on a form's first lock; here it is there from the start (the
  // on-demand fetch has its own test below).
  beforeAll(async () => {
    await loadEditLockWarning();
  });

  it('lets navigation through while the form is clean', () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Salles' }));
    expect(location()).toBe('/back/admin/rooms');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('holds navigation back and warns in French while changes are unsaved', () => {
    renderApp();
    type('Axe 1');
    fireEvent.click(screen.getByRole('link', { name: 'Salles' }));

    expect(location()).toBe('/back/admin/axis');
    const dialog = screen.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    expect(dialog).toHaveAccessibleDescription(
      'Vous avez des modifications non enregistrées. Elles seront perdues si vous continuez.',
    );
    expect(screen.getByRole('button', { name: 'Rester sur la page' })).toHaveFocus();
  });

  it('stays on the page with "Rester sur la page", keeping the input', () => {
    renderApp();
    type('Axe 1');
    fireEvent.click(screen.getByRole('link', { name: 'Salles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rester sur la page' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toBe('/back/admin/axis');
    expect(screen.getByLabelText('Nom')).toHaveValue('Axe 1');
  });

  it('follows the remembered target when the user continues', () => {
    renderApp();
    type('Axe 1');
    fireEvent.click(screen.getByRole('link', { name: 'Salles' }));
    fireEvent.click(screen.getByRole('button', { name: /^Continuer/ }));

    expect(location()).toBe('/back/admin/rooms');
    expect(screen.getByRole('heading', { name: 'Salles' })).toBeInTheDocument();
    // The form is gone, and so is its lock.
    expect(isEditLocked()).toBe(false);
  });

  it('holds back the browser back button too', async () => {
    const router = renderApp();
    type('Axe 1');
    await act(() => router.navigate(-1));
    expect(location()).toBe('/back/admin/axis');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Continuer/ }));
    });
    expect(location()).toBe('/back/admin/rooms');
  });

  it('does not hold back a change of search parameters on the same page', () => {
    renderApp();
    type('Axe 1');
    fireEvent.click(screen.getByRole('link', { name: 'Onglet 2' }));
    expect(location()).toBe('/back/admin/axis?tab=2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('releases the lock once the changes are saved', () => {
    renderApp();
    type('Axe 1');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(isEditLocked()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Salles' }));
    expect(location()).toBe('/back/admin/rooms');
  });

  it('asks the browser to confirm leaving the site only while dirty', () => {
    renderApp();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    type('Axe 1');
    expect(leave()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(leave()).toBe(false);
  });
});

describe('useEditLock release()', () => {
  function SaveAndLeave() {
    const [dirty, setDirty] = useState(false);
    const lock = useEditLock(dirty);
    return (
      <>
        <button type="button" onClick={() => setDirty(true)}>
          Modifier
        </button>
        <Link to="/done" onClick={() => lock.release()}>
          Enregistrer et quitter
        </Link>
        <Link to="/done">Quitter</Link>
      </>
    );
  }

  it('lets a form navigate away right after saving, before it re-renders clean', () => {
    const Stub = createRoutesStub([
      {
        Component: () => (
          <>
            <Outlet />
            <EditLockHost />
          </>
        ),
        children: [
          { path: '/form', Component: SaveAndLeave },
          { path: '/done', Component: () => <h1>Terminé</h1> },
        ],
      },
    ]);
    render(<Stub initialEntries={['/form']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    fireEvent.click(screen.getByRole('link', { name: 'Enregistrer et quitter' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Terminé' })).toBeInTheDocument();
  });
});

describe('acquireEditLock', () => {
  it('counts locks and releases each once', () => {
    const releaseA = acquireEditLock();
    const releaseB = acquireEditLock();
    releaseA();
    releaseA();
    expect(isEditLocked()).toBe(true);
    releaseB();
    expect(isEditLocked()).toBe(false);
  });
});

describe('editing lock warning', () => {
  afterEach(() => {
    vi.doUnmock('~/components/ui/alert-dialog');
    vi.resetModules();
  });

  it('is fetched with the first lock, not with the page, and shows when the user leaves', async () => {
    vi.resetModules();
    let fetched = 0;
    vi.doMock('~/components/ui/alert-dialog', async (importOriginal) => {
      fetched += 1;
      return importOriginal();
    });
    const fresh = await import('./edit-lock');
    function Form() {
      const [name, setName] = useState('');
      fresh.useEditLock(name !== '');
      return (
        <>
          <label>
            Nom
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <Link to="/ailleurs">Ailleurs</Link>
        </>
      );
    }
    const Stub = createRoutesStub([
      {
        Component: () => (
          <>
            <Outlet />
            <fresh.EditLockHost />
          </>
        ),
        children: [
          { path: '/', Component: Form },
          { path: '/ailleurs', Component: () => <h1>Ailleurs</h1> },
        ],
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(fetched).toBe(0);
    type('Axe 1');
    fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Modifications non enregistrées' }),
    ).toBeInTheDocument();
    expect(fetched).toBe(1);
  });
});
