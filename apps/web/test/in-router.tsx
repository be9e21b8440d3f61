import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/*
 * A part rendered as the app renders it, inside a data router (its hooks, `useRevalidator`
 * among them, need one): `render(<Part />, inRouter)`. The part is handed through a context, so
 * that `rerender` with new props keeps the same router.
 */

const Part = createContext<ReactNode>(null);

function PartRoute() {
  return <>{useContext(Part)}</>;
}

function RouterWrapper({ children }: { children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', Component: PartRoute }]));
  return (
    <Part.Provider value={children}>
      <RouterProvider router={router} />
    </Part.Provider>
  );
}

export const inRouter = { wrapper: RouterWrapper };
