import { t } from '@passerelle/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createBrowserRouter,
  createRoutesStub,
  data,
  RouterProvider,
  useLocation,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ErrorBoundary } from '~/root';

import { botErrorResponse } from './bot-response';
import { errorInfoOf, errorTypeOf, illustrationOf } from './error-info';
import { ErrorScreen } from './error-screen';

const routeError = (status: number, body: unknown) => {
  // What React Router hands the boundary for `throw data(body, { status })`.
  return { status, statusText: '', internal: false, data: body };
};

describe('error type and illustration (spec §2)', () => {
  it.each([
    [403, 'unauthorized', '/errors/403.svg'],
    [404, 'notFound', '/errors/404.svg'],
    [500, 'serverError', '/errors/500.svg'],
    [418, 'unknown', '/errors/unknown.svg'],
    [401, 'unknown', '/errors/unknown.svg'],
    [null, 'unknown', '/errors/unknown.svg'],
  ])('status %s → %s, %s', (status, type, file) => {
    expect(errorTypeOf(status)).toBe(type);
    expect(illustrationOf(status)).toBe(file);
  });

  it('takes the layout named in the error data, else the default layout', () => {
    expect(errorInfoOf(routeError(403, { layout: 'back' })).layout).toBe('back');
    expect(errorInfoOf(routeError(403, { layout: 'nowhere' })).layout).toBe('default');
    expect(errorInfoOf(routeError(404, 'text')).layout).toBe('default');
  });

  it('treats an unexpected exception as a server error', () => {
    expect(errorInfoOf(new Error('boom'))).toEqual({
      status: 500,
      type: 'serverError',
      layout: 'default',
      message: null,
    });
  });
});

function renderAt(path: string, routes: Parameters<typeof createBrowserRouter>[0]) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(routes);
  render(<RouterProvider router={router} />);
  return router;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

describe('ErrorScreen', () => {
  it('shows the illustration, the translated title and description, and one button', () => {
    renderAt('/missing', [
      {
        path: '*',
        element: <ErrorScreen status={404} type="notFound" message="Page not found: /missing" />,
      },
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('error.notFound.title'));
    expect(screen.getByText(t('error.notFound.description'))).toBeInTheDocument();
    expect(screen.getByText('Page not found: /missing')).toBeInTheDocument();
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/errors/404.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button')).toHaveTextContent('Revenir à la page précédente');
  });

  it('goes back to the previous entry when there is one', async () => {
    const router = renderAt('/', [
      { path: '/', element: <Where /> },
      { path: '/previous', element: <Where /> },
      { path: '/broken', element: <ErrorScreen status={403} type="unauthorized" /> },
    ]);
    await act(() => router.navigate('/previous'));
    await act(() => router.navigate('/broken'));
    await userEvent.click(screen.getByRole('button', { name: 'Revenir à la page précédente' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/previous');
  });

  it('goes to / when there is no previous entry', async () => {
    renderAt('/broken', [
      { path: '/', element: <Where /> },
      { path: '/broken', element: <ErrorScreen status={500} type="serverError" /> },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Revenir à la page précédente' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

describe('root error boundary', () => {
  function renderBoundary(loader: () => never) {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader,
        Component: () => null,
        ErrorBoundary,
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
  }

  it('renders the error screen inside the layout named in the error data', async () => {
    renderBoundary(() => {
      throw data({ layout: 'back' }, { status: 403 });
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(t('error.unauthorized.title'));
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'back');
    expect(document.querySelector('main#contenu')).toContainElement(heading);
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute(
      'href',
      '#contenu',
    );
  });

  it('uses the default layout otherwise, and shows a 500 for an exception', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBoundary(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      t('error.serverError.title'),
    );
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'default');
    expect(document.querySelector('img')).toHaveAttribute('src', '/errors/500.svg');
  });
});

describe('bots get no error page', () => {
  const request = (ua: string) =>
    new Request('http://localhost/x', { headers: { 'user-agent': ua } });
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

  it('answers a bot with a short plain-text response keeping the status', async () => {
    const response = botErrorResponse(request(googlebot), 404)!;
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe('404\n');
  });

  it('leaves people, and successful pages, to the normal rendering', () => {
    expect(botErrorResponse(request(firefox), 404)).toBeNull();
    expect(botErrorResponse(request(googlebot), 200)).toBeNull();
  });
});
