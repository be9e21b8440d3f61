import { actionLinkFormSchema, type ActionLinkCreate } from '@passerelle/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextField, controlId } from '~/components/ui/form-controls';

import { userOf } from '../../test/fixtures';

import type { ApiResult } from './api-client';
import { browserApi } from './api-client-browser';
import { registerApiNavigator } from './api-navigator';
import { POPUP_MESSAGE_TYPE } from './login-popup';
import { readSession } from './session';
import { toastStore } from './toast';
import { useSubmitForm, validateWith, type SubmitFormOptions } from './use-submit-form';

afterEach(() => toastStore.reset());

type ActionLinkForm = Omit<ActionLinkCreate, 'actionId'>;

type Options = Partial<SubmitFormOptions<ActionLinkForm, { id: number }>>;

/** A form of two fields checked with a shared schema, sent through `submit`. */
function LinkForm({
  submit,
  ...options
}: Options & { submit: (body: ActionLinkForm) => Promise<ApiResult<{ id: number }>> }) {
  const formId = useId();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const form = useSubmitForm({
    formId,
    fields: ['name', 'url'],
    validate: () => validateWith(actionLinkFormSchema, { name, url }),
    submit,
    ...options,
  });
  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} aria-label="Lien">
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField
        id={controlId(formId, 'name')}
        label="Nom"
        value={name}
        onChange={(value) => {
          setName(value);
          form.clear('name');
        }}
        errors={form.errors.name}
      />
      <TextField
        id={controlId(formId, 'url')}
        label="Adresse"
        value={url}
        onChange={(value) => {
          setUrl(value);
          form.clear('url');
        }}
        errors={form.errors.url}
      />
      <Button type="submit" disabled={form.busy}>
        Ajouter
      </Button>
    </form>
  );
}

const ok = (id: number): ApiResult<{ id: number }> => ({ ok: true, status: 201, data: { id } });
const refused = (
  fields: Partial<Extract<ApiResult<unknown>, { ok: false }>>,
): ApiResult<{ id: number }> => ({
  ok: false,
  status: 400,
  error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
  fieldErrors: {},
  unauthorized: false,
  ...fields,
});

const box = (name: string) => screen.getByRole('textbox', { name });
const add = () => userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
async function fill() {
  await userEvent.type(box('Nom'), 'Programme');
  await userEvent.type(box('Adresse'), 'https://example.org');
}
const toasts = () => toastStore.getSnapshot().map((t) => [t.kind, t.title, t.message]);

describe('useSubmitForm', () => {
  it("shows the shared schema's messages on their fields, focuses the first, sends nothing", async () => {
    const submit = vi.fn(async () => ok(1));
    render(<LinkForm submit={submit} invalidMessage="Le formulaire contient des erreurs." />);
    await userEvent.type(box('Adresse'), 'ftp://example.org');
    await add();
    await waitFor(() => expect(box('Nom')).toHaveFocus());
    expect(box('Nom')).toHaveAccessibleDescription('Champ obligatoire');
    expect(box('Adresse')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Le formulaire contient des erreurs.');
    expect(submit).not.toHaveBeenCalled();

    // Correcting a field drops its message only, and the focus stays where the user types.
    await userEvent.type(box('Adresse'), 'x');
    expect(box('Adresse')).toHaveFocus();
    expect(box('Adresse')).not.toHaveAttribute('aria-invalid');
    expect(box('Nom')).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses again on a second failed submit', async () => {
    render(<LinkForm submit={async () => ok(1)} />);
    await add();
    await waitFor(() => expect(box('Nom')).toHaveFocus());
    await userEvent.click(box('Adresse'));
    await add();
    await waitFor(() => expect(box('Nom')).toHaveFocus());
  });

  it("puts the API's field messages on their fields, with its message for the whole form", async () => {
    const submit = vi.fn(async () =>
      refused({ code: 'VALIDATION_FAILED', fieldErrors: { url: ['Adresse déjà utilisée'] } }),
    );
    render(<LinkForm submit={submit} />);
    await fill();
    await add();
    await waitFor(() => expect(box('Adresse')).toHaveFocus());
    expect(submit).toHaveBeenCalledWith({ name: 'Programme', url: 'https://example.org' });
    expect(box('Adresse')).toHaveAccessibleDescription('Adresse déjà utilisée');
    expect(box('Nom')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Certains champs sont invalides. Corrigez-les puis réessayez.',
    );
    // Without `errorToast` the refusal is said on the form only.
    expect(toasts()).toEqual([]);
  });

  it('says a refusal without field messages on the form, its detail first, and in a toast', async () => {
    render(
      <LinkForm
        submit={async () =>
          refused({
            status: 409,
            code: 'CONFLICT',
            error: "Cette opération n'est pas possible dans l'état actuel des données.",
            detail: 'Cette action est close.',
          })
        }
        errorToast="Les modifications n'ont pas pu être enregistrées."
      />,
    );
    await fill();
    await add();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette action est close.');
    expect(box('Adresse')).not.toHaveAttribute('aria-invalid');
    expect(toasts()).toEqual([
      ['error', "Les modifications n'ont pas pu être enregistrées.", 'Cette action est close.'],
    ]);
  });

  it('gives the form-level message what no field of the form can hold', async () => {
    render(
      <LinkForm
        submit={async () =>
          refused({ fieldErrors: { '': ['Lien en double'], actionId: ['Action inconnue'] } })
        }
      />,
    );
    await fill();
    await add();
    expect(await screen.findByRole('alert')).toHaveTextContent('Lien en double Action inconnue');
  });

  it('shows the success toast, hands the answer over and clears the messages', async () => {
    const onSuccess = vi.fn();
    let answer = refused({ fieldErrors: { url: ['Adresse déjà utilisée'] } });
    render(
      <LinkForm
        submit={async () => answer}
        onSuccess={onSuccess}
        successToast={(data, body) => `Lien ${data.id} « ${body.name} » ajouté.`}
      />,
    );
    await fill();
    await add();
    await waitFor(() => expect(box('Adresse')).toHaveAttribute('aria-invalid', 'true'));
    answer = ok(7);
    await add();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledWith(
      { id: 7 },
      { name: 'Programme', url: 'https://example.org' },
    );
    expect(toasts()).toEqual([['success', undefined, 'Lien 7 « Programme » ajouté.']]);
    expect(box('Adresse')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is busy while the call runs: aria-busy, submit disabled, a second submit ignored', async () => {
    let finish: (result: ApiResult<{ id: number }>) => void = () => {};
    const submit = vi.fn(
      () =>
        new Promise<ApiResult<{ id: number }>>((resolve) => {
          finish = resolve;
        }),
    );
    render(<LinkForm submit={submit} />);
    await fill();
    const form = screen.getByRole('form', { name: 'Lien' });
    await add();
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    // Enter in a field submits too: ignored while the first call runs.
    await userEvent.type(box('Nom'), '{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    finish(ok(1));
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeEnabled();
  });

  it('shows nothing when the session expired (the client goes to the login page)', async () => {
    const onFailure = vi.fn();
    render(
      <LinkForm
        submit={async () => refused({ status: 401, unauthorized: true, error: 'Non connecté' })}
        errorToast
        onFailure={onFailure}
      />,
    );
    await fill();
    await add();
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Lien' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toasts()).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('holds a checked body for a confirmation step, which sends it', async () => {
    const submit = vi.fn(async () => ok(3));
    let held: ActionLinkForm | null = null;
    function Confirmed() {
      const [body, setBody] = useState<ActionLinkForm | null>(null);
      const form = useSubmitForm({
        formId: 'confirmed',
        fields: [],
        validate: () => validateWith(actionLinkFormSchema, { name: 'A', url: 'https://a.fr' }),
        hold: (checked) => {
          held = checked;
          setBody(checked);
          return true;
        },
        submit,
      });
      return (
        <form onSubmit={form.onSubmit}>
          <Button type="submit">Ajouter</Button>
          {body ? <Button onClick={() => void form.send(body)}>Confirmer</Button> : null}
        </form>
      );
    }
    render(<Confirmed />);
    await add();
    expect(held).toEqual({ name: 'A', url: 'https://a.fr' });
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(submit).toHaveBeenCalledWith({ name: 'A', url: 'https://a.fr' });
  });

  it('says every refusal beside the only field of a one-field form', async () => {
    function OneField() {
      const [url, setUrl] = useState('https://example.org');
      const form = useSubmitForm({
        formId: 'one',
        fields: ['url'],
        soleField: 'url',
        validate: () => validateWith(actionLinkFormSchema, { name: 'A', url }),
        submit: async () => refused({ status: 503, error: 'Service indisponible' }),
      });
      return (
        <form onSubmit={form.onSubmit}>
          <TextField
            id={controlId('one', 'url')}
            label="Adresse"
            value={url}
            onChange={setUrl}
            errors={form.errors.url}
          />
          <Button type="submit">Ajouter</Button>
          {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        </form>
      );
    }
    render(<OneField />);
    await add();
    await waitFor(() => expect(box('Adresse')).toHaveFocus());
    expect(box('Adresse')).toHaveAccessibleDescription('Service indisponible');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useSubmitForm when the session has expired (sign-in popup, decision 029)', () => {
  const navigate = vi.fn();
  const session = { user: userOf('profile_manager'), accessToken: 'nouveau-jeton' };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const expired = () =>
    json(401, {
      error: 'Vous devez être connecté pour effectuer cette action.',
      code: 'UNAUTHENTICATED',
    });

  function setUp(popup: Window | null, answers: (() => Response)[]) {
    registerApiNavigator(navigate);
    const fetch = vi.spyOn(window, 'fetch');
    for (const answer of answers) fetch.mockImplementationOnce(async () => answer());
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const onSuccess = vi.fn();
    render(
      <LinkForm
        submit={(body) => browserApi.request('/api/action_links', { method: 'POST', body })}
        onSuccess={onSuccess}
      />,
    );
    return { fetch, open, onSuccess };
  }

  /** What the popup says to its opener once the user signed in (or gave up: null). */
  const popupAnswers = (answer: typeof session | null) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: POPUP_MESSAGE_TYPE, session: answer },
      }),
    );

  afterEach(() => {
    registerApiNavigator(null);
    navigate.mockReset();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('opens the sign-in popup instead of leaving the page, then sends what was typed again', async () => {
    const { fetch, open, onSuccess } = setUp({} as Window, [expired, () => json(201, { id: 7 })]);
    await fill();
    await add();

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]![0]).toBe('/login?popup=1');
    expect(open.mock.calls[0]![2]).toContain('width=960,height=600');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Votre session a expiré. Connectez-vous dans la fenêtre qui vient de s’ouvrir',
    );
    // The page and what the user typed are still there.
    expect(box('Nom')).toHaveValue('Programme');
    expect(box('Adresse')).toHaveValue('https://example.org');
    expect(onSuccess).not.toHaveBeenCalled();

    popupAnswers(session);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(2);
    const resent = fetch.mock.calls[1]![1]!;
    expect(JSON.parse(resent.body as string)).toEqual({
      name: 'Programme',
      url: 'https://example.org',
    });
    // The new session is kept, and its token sent with the call made again.
    expect(readSession()).toEqual(session);
    expect(new Headers(resent.headers).get('authorization')).toBe('Bearer nouveau-jeton');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the form and says so when the popup closes without a sign-in', async () => {
    const { fetch, onSuccess } = setUp({} as Window, [expired]);
    await fill();
    await add();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Votre session'));

    popupAnswers(null);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Vous n’êtes pas reconnecté. Ce que vous avez saisi est conservé',
      ),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(box('Nom')).toHaveValue('Programme');
  });

  it('goes to the login page, as before, when the browser blocks the popup', async () => {
    setUp(null, [expired]);
    await fill();
    await add();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate.mock.calls[0]![0]).toMatch(/^\/login\?redirect=/);
  });
});

describe('validateWith', () => {
  it('gives the parsed body, or the messages per field name', () => {
    expect(validateWith(actionLinkFormSchema, { name: ' A ', url: 'https://a.fr' })).toEqual({
      ok: true,
      body: actionLinkFormSchema.parse({ name: ' A ', url: 'https://a.fr' }),
    });
    const refusedCheck = validateWith(actionLinkFormSchema, { name: '', url: 'https://a.fr' });
    expect(refusedCheck).toEqual({ ok: false, errors: { name: ['Champ obligatoire'] } });
  });
});
