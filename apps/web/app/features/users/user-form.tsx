import {
  CIVILITIES,
  CIVILITY_LONG_LABELS,
  PROFILE_CODES,
  PROFILE_LABELS,
  STRUCTURE_TYPE_OF_PROFILE,
  structureProfilesSchema,
  t,
  userCreateSchema,
  USERS_API,
  userUpdateSchema,
  zodFieldErrors,
  type ProfileCode,
  type RouteBody,
  type StructureType,
  type UserItem,
} from '@passerelle/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';

import { inputClasses } from '~/admin-kit/field-styles';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { requiredLabel } from '~/components/ui/form-controls';
import { SaveDialogFooter } from '~/components/ui/dialog';
import type { FieldErrors } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';
import { useEditLock } from '~/lib/edit-lock';
import { useSubmitForm, type SubmitResult, type Validation } from '~/lib/use-submit-form';

import { StructurePicker } from '~/admin-kit/structure-picker';

interface ProfileRow {
  code: ProfileCode;
  structure: { id: number; name: string } | null;
}

interface Values {
  username: string;
  civility: string;
  givenName: string;
  familyName: string;
  email: string;
  password: string;
  profiles: ProfileRow[];
}

/** The structure type a profile needs, to narrow its picker (the server checks it too). */
const STRUCTURE_TYPE_OF: Partial<Record<ProfileCode, StructureType>> = STRUCTURE_TYPE_OF_PROFILE;

function initialValues(user: UserItem | null): Values {
  return {
    username: user?.username ?? '',
    civility: user?.civility ?? '',
    givenName: user?.givenName ?? '',
    familyName: user?.familyName ?? '',
    email: user?.email ?? '',
    password: '',
    profiles: user
      ? user.profiles.map((p) => ({
          code: p.code,
          structure:
            p.structureId === null ? null : { id: p.structureId, name: p.structureName ?? '' },
        }))
      : [{ code: 'profile_beneficiary', structure: null }],
  };
}

/** The API's profiles; an admin profile has no structure, even one picked before the change. */
const profilesBody = (rows: ProfileRow[]) =>
  rows.map((row) => ({
    code: row.code,
    structureId: row.code === 'profile_admin' ? null : (row.structure?.id ?? null),
  }));

const FIELDS = ['username', 'civility', 'givenName', 'familyName', 'email'] as const;

/** The form's fields in reading order, with the rows of its profiles. */
function fieldOrder(rows: number): string[] {
  return [
    'civility',
    'username',
    'givenName',
    'familyName',
    'email',
    'password',
    'profiles',
    ...Array.from({ length: rows }, (_, index) => [
      `profiles[${index}]`,
      `profiles[${index}].code`,
      `profiles[${index}].structureId`,
    ]).flat(),
  ];
}

/** What a save sends: a new account whole, or an account's changed fields and its profiles. */
type UserSave =
  | { create: RouteBody<typeof USERS_API.create> }
  | { patch: RouteBody<typeof USERS_API.update>; profiles: ReturnType<typeof profilesBody> | null };

export interface UserFormProps {
  user: UserItem | null;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Create or edit an account: identity, password (optional: a new account is invited to choose
 * one, decision 062) and profiles, each tied to a structure except admin. Editing sends the changed fields, then the profiles when
 * they changed (`PUT /api/users/{id}/structure_profiles`).
 */
export function UserForm({ user, onSaved, onCancel, onDirtyChange }: UserFormProps) {
  const formId = useId();
  const saved = useMemo(() => initialValues(user), [user]);
  const [values, setValues] = useState(saved);
  const profilesChanged =
    JSON.stringify(profilesBody(values.profiles)) !== JSON.stringify(profilesBody(saved.profiles));
  const changedFields = FIELDS.filter((key) => values[key] !== saved[key]);
  const dirty = changedFields.length > 0 || values.password !== '' || profilesChanged;
  const lock = useEditLock(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const id = (key: string) => `${formId}-${key.replace(/[[\].]/g, '-')}`;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setProfile = (index: number, row: Partial<ProfileRow>) =>
    set(
      'profiles',
      values.profiles.map((p, i) => (i === index ? { ...p, ...row } : p)),
    );

  const validate = (): Validation<UserSave> => {
    if (!user) {
      const body = {
        ...Object.fromEntries(FIELDS.map((key) => [key, values[key]])),
        civility: values.civility || null,
        // Without a password, the invitation mail lets the person choose one (decision 062).
        ...(values.password ? { password: values.password } : {}),
        profiles: profilesBody(values.profiles),
      };
      const parsed = userCreateSchema.safeParse(body);
      // The body the shared schema has just accepted, sent as the user typed it.
      return parsed.success
        ? { ok: true, body: { create: body as RouteBody<typeof USERS_API.create> } }
        : { ok: false, errors: zodFieldErrors(parsed.error) };
    }
    const identity = Object.fromEntries(
      changedFields.map((key) => [key, key === 'civility' ? values.civility || null : values[key]]),
    );
    const patch = { ...identity, ...(values.password ? { password: values.password } : {}) };
    const parsedPatch = userUpdateSchema.safeParse(patch);
    const parsedProfiles = structureProfilesSchema.safeParse(profilesBody(values.profiles));
    if (!parsedPatch.success || !parsedProfiles.success) {
      return {
        ok: false,
        errors: {
          ...(parsedPatch.success ? {} : zodFieldErrors(parsedPatch.error)),
          ...(parsedProfiles.success ? {} : prefixed(zodFieldErrors(parsedProfiles.error))),
        },
      };
    }
    return {
      ok: true,
      // The changed fields the shared schema has just accepted.
      body: {
        patch: patch as RouteBody<typeof USERS_API.update>,
        profiles: profilesChanged ? profilesBody(values.profiles) : null,
      },
    };
  };

  /** Creates the account, or sends its changed fields then its profiles (each only if changed). */
  const send = async (save: UserSave): Promise<SubmitResult<null>> => {
    if ('create' in save) {
      const result = await browserApi.call(USERS_API.create, { body: save.create });
      return result.ok ? { ok: true, data: null } : result;
    }
    if (user && Object.keys(save.patch).length > 0) {
      const result = await browserApi.call(USERS_API.update, {
        params: { id: user.id },
        body: save.patch,
      });
      if (!result.ok) return result;
    }
    if (user && save.profiles) {
      const result = await browserApi.call(USERS_API.setStructureProfiles, {
        params: { id: user.id },
        body: save.profiles,
      });
      if (!result.ok) return { ...result, fieldErrors: prefixed(result.fieldErrors) };
    }
    return { ok: true, data: null };
  };

  const form = useSubmitForm({
    formId,
    fields: fieldOrder(values.profiles.length),
    validate,
    submit: send,
    successToast: t('toast.editSuccess'),
    onSuccess: () => {
      lock.release();
      onSaved();
    },
  });
  const { errors, formError } = form;

  const text = (key: (typeof FIELDS)[number] | 'password', label: string, type = 'text') => (
    <Field
      id={id(key)}
      label={requiredLabel(label, key !== 'password')}
      hint={
        key === 'password' ? t(user ? 'users.passwordHintEdit' : 'users.passwordHintCreate') : null
      }
      errors={errors[key]}
    >
      {(aria) => (
        <input
          {...aria}
          id={id(key)}
          type={type}
          autoComplete={key === 'password' ? 'new-password' : 'off'}
          required={key !== 'password'}
          value={values[key]}
          onChange={(event) => set(key, event.target.value)}
          className={inputClasses}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} className="space-y-4">
      <p className="text-sm text-muted">{t('adminKit.requiredNotice')}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={id('civility')} label={t('users.civility')} errors={errors.civility}>
          {(aria) => (
            <select
              {...aria}
              id={id('civility')}
              value={values.civility}
              onChange={(event) => set('civility', event.target.value)}
              className={inputClasses}
            >
              <option value="">{t('users.noCivility')}</option>
              {CIVILITIES.map((c) => (
                <option key={c} value={c}>
                  {CIVILITY_LONG_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('username', t('users.username'))}
        {text('givenName', t('users.givenName'))}
        {text('familyName', t('users.familyName'))}
        {text('email', t('users.email'), 'email')}
        {text('password', t('users.password'), 'password')}
      </div>
      <fieldset className="space-y-3 rounded border border-border p-4">
        <legend className="px-1 font-medium">{t('users.profiles')}</legend>
        {errors.profiles ? <p className="text-danger">{errors.profiles.join(' ')}</p> : null}
        {values.profiles.map((row, index) => {
          const n = index + 1;
          const needsStructure = row.code !== 'profile_admin';
          return (
            <div key={index} className="grid items-end gap-3 md:grid-cols-[1fr_2fr_auto]">
              <Field
                id={id(`profiles[${index}].code`)}
                label={requiredLabel(t('users.profile', { index: n }))}
                errors={errors[`profiles[${index}].code`] ?? errors[`profiles[${index}]`]}
              >
                {(aria) => (
                  <select
                    {...aria}
                    id={id(`profiles[${index}].code`)}
                    value={row.code}
                    onChange={(event) =>
                      setProfile(index, { code: event.target.value as ProfileCode })
                    }
                    className={inputClasses}
                  >
                    {PROFILE_CODES.map((code) => (
                      <option key={code} value={code}>
                        {PROFILE_LABELS[code]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {needsStructure ? (
                <Field
                  id={id(`profiles[${index}].structureId`)}
                  label={requiredLabel(t('users.structure', { index: n }))}
                  hint={row.code === 'profile_manager' ? t('users.managerStructureHint') : null}
                  errors={errors[`profiles[${index}].structureId`]}
                >
                  {(aria) => (
                    <StructurePicker
                      id={id(`profiles[${index}].structureId`)}
                      label={t('users.structure', { index: n })}
                      type={STRUCTURE_TYPE_OF[row.code]}
                      value={row.structure}
                      onChange={(structure) => setProfile(index, { structure })}
                      required
                      invalid={aria['aria-invalid']}
                      describedBy={aria['aria-describedby']}
                    />
                  )}
                </Field>
              ) : (
                <div />
              )}
              <Button
                variant="ghost"
                size="sm"
                disabled={values.profiles.length === 1}
                aria-label={t('users.removeProfile', { index: n })}
                onClick={() =>
                  set(
                    'profiles',
                    values.profiles.filter((_, i) => i !== index),
                  )
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            set('profiles', [...values.profiles, { code: 'profile_beneficiary', structure: null }])
          }
        >
          <Plus aria-hidden="true" />
          {t('users.addProfile')}
        </Button>
      </fieldset>
      <SaveDialogFooter busy={form.busy} onCancel={onCancel} />
    </form>
  );
}

/** Field errors of the profiles list answered on their own (`[0].structureId`), as form names. */
function prefixed(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [
      key === '' ? 'profiles' : `profiles${key.startsWith('[') ? '' : '.'}${key}`,
      messages,
    ]),
  );
}
