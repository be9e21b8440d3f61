import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '../../../test/fixtures';
import { FavoriteAlertsSetting } from './favorite-alerts-setting';

function renderSetting(enabled: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/beneficiary/favorites',
      Component: () => <FavoriteAlertsSetting enabled={enabled} />,
    },
  ]);
  render(<Stub initialEntries={['/beneficiary/favorites']} />);
}

const box = () =>
  screen.getByRole('checkbox', {
    name: 'Me prévenir par courriel des nouvelles sessions de mes formations favorites et des places qui se libèrent',
  });

afterEach(() => vi.restoreAllMocks());

describe('FavoriteAlertsSetting', () => {
  it('saves the box as it changes, with its hint read with it', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => jsonResponse(200, { enabled: false }));
    renderSetting(true);
    expect(screen.getByRole('group', { name: 'Alertes par courriel' })).toBeInTheDocument();
    expect(box()).toBeChecked();
    expect(box()).toHaveAccessibleDescription(/^Un seul courriel par jour au plus/);
    await userEvent.click(box());
    expect(box()).not.toBeChecked();
    await waitFor(() => expect(box()).toBeEnabled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/beneficiaries/favorite_alerts');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ enabled: false });
  });

  it('puts the box back when the change is refused', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(async () =>
      jsonResponse(500, { code: 'INTERNAL', error: 'Erreur interne' }),
    );
    renderSetting(false);
    expect(box()).not.toBeChecked();
    await userEvent.click(box());
    await waitFor(() => expect(box()).toBeEnabled());
    expect(box()).not.toBeChecked();
  });
});
