import { describe, expect, it } from 'vitest';

import { userOf } from '../../../test/fixtures';
import { navItemsFor } from './menus';

const labels = (
  layout: Parameters<typeof navItemsFor>[0],
  user: ReturnType<typeof userOf> | null,
) => navItemsFor(layout, user?.userProfileCode ?? null).map((item) => item.label);

describe('navigation by profile', () => {
  it('shows each profile only its sections', () => {
    expect(labels('back', userOf('profile_admin'))).toEqual([
      'Programmation',
      'Inscriptions',
      'Intervenants',
      'Questionnaires de satisfaction',
      'Bilans pédagogiques',
      'Administration',
    ]);
    expect(labels('back', userOf('profile_provider'))).toEqual([
      'Programmation',
      'Inscriptions',
      'Intervenants',
      'Bilans pédagogiques',
      'Informations prestataire',
    ]);
    expect(labels('hr', userOf('profile_hr'))).toEqual(['Structures']);
    expect(labels('beneficiary', userOf('profile_beneficiary'))).toEqual([
      'Mes favoris',
      'Mes formations à venir',
      'Mes formations passées',
      'Mes informations',
    ]);
  });

  it('shows visitors the public pages, and signed-in users a link to their space', () => {
    expect(labels('default', null)).toEqual(['Accueil', 'Catalogue des formations', 'Calendrier']);
    expect(navItemsFor('default', 'profile_hr').at(-1)).toEqual({
      label: 'Espace valideur RH',
      to: '/back/structures',
    });
  });

  it('has no menu on the login and survey layouts', () => {
    expect(labels('login', userOf('profile_admin'))).toEqual([]);
    expect(labels('survey', userOf('profile_admin'))).toEqual([]);
  });
});
