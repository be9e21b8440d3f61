import {
  fullName,
  landingPageOf,
  PROFILE_LABELS,
  t,
  type ProfileCode,
  type SessionUser,
} from '@passerelle/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '~/components/ui/button';
import { fieldInputBase } from '~/components/ui/field';
import { takeImpersonationReturn } from '~/lib/impersonation-return';
import { endImpersonation, switchProfile } from '~/lib/session-switch';
import { useMutation } from '~/lib/use-mutation';

/*
 * What the header offers about the session itself (decision 031): the impersonation banner with
 * "Quitter la substitution", and the choice of the active profile for a user holding several.
 */

/** On every page while an admin acts as someone else: who, on whose behalf, and the way back. */
export function ImpersonationBanner({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const { pending: busy, run } = useMutation();
  if (!user.impersonator) return null;
  const leave = () =>
    void run(endImpersonation, {
      successToast: t('toast.impersonationOff'),
      onSuccess: (own) => void navigate(takeImpersonationReturn() ?? landingPageOf(own)),
    });
  return (
    <div className="border-b border-warning bg-warning-light" data-testid="impersonation-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <p className="text-sm font-medium text-ink">
          {t('session.impersonating', {
            name: fullName(user),
            impersonator: user.impersonator.name,
          })}
        </p>
        <Button size="sm" variant="secondary" onClick={leave} disabled={busy}>
          {t('session.endImpersonation')}
        </Button>
      </div>
    </div>
  );
}

/** The profiles a user may act with, once each, with their structures. */
export function profileChoices(user: SessionUser): { code: ProfileCode; label: string }[] {
  const byCode = new Map<ProfileCode, string[]>();
  for (const profile of user.profiles) {
    const names = byCode.get(profile.code) ?? [];
    if (profile.structureName) names.push(profile.structureName);
    byCode.set(profile.code, names);
  }
  return [...byCode].map(([code, names]) => ({
    code,
    label:
      names.length > 0
        ? t('session.profileOption', { profile: PROFILE_LABELS[code], structure: names.join(', ') })
        : PROFILE_LABELS[code],
  }));
}

/** For a user holding several profiles: the active one, and the button making another active. */
export function ProfileSwitcher({ user }: { user: SessionUser }) {
  const id = useId();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ProfileCode>(user.userProfileCode);
  const { pending: busy, run } = useMutation();
  const choices = profileChoices(user);
  if (choices.length < 2) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === user.userProfileCode) return;
    void run(() => switchProfile(chosen), {
      successToast: t('session.profileSwitched', { profile: PROFILE_LABELS[chosen] }),
      onSuccess: (switched) => void navigate(landingPageOf(switched)),
    });
  };
  return (
    <form className="flex items-center gap-2" onSubmit={submit}>
      <label htmlFor={id} className="text-sm text-ink">
        {t('session.activeProfile')}
      </label>
      <select
        id={id}
        className={`${fieldInputBase} text-sm`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as ProfileCode)}
      >
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.label}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        {t('session.switchProfile')}
      </Button>
    </form>
  );
}
