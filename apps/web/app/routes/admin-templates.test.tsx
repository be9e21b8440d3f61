import {
  DOCUMENT_TEMPLATE_CODES,
  DOCUMENT_TEMPLATE_LABELS,
  MAIL_EVENTS,
  MAIL_EVENT_DESCRIPTIONS,
  MAIL_EVENT_LABELS,
  tagInfosOf,
  type DocumentTemplateDto,
  type MailTemplateDto,
  type OutboxMail,
} from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub, useLocation, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { mockFetch, type ApiCall } from '../../test/admin-kit-fixtures';
import { jsonResponse, userOf } from '../../test/fixtures';
import * as route from './admin-templates';

configure({ asyncUtilTimeout: 4000 });
// Typing into several fields takes a while on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => toastStore.reset());

const mailTemplates = (): MailTemplateDto[] =>
  MAIL_EVENTS.map((code, index) => ({
    id: index + 1,
    code,
    label: MAIL_EVENT_LABELS[code],
    description: MAIL_EVENT_DESCRIPTIONS[code],
    subject: `Objet ${code}`,
    body: 'Bonjour',
    tags: tagInfosOf(code),
    updatedAt: '2026-03-01T10:00:00.000Z',
  }));

const documentTemplates = (): DocumentTemplateDto[] =>
  DOCUMENT_TEMPLATE_CODES.map((code, index) => ({
    id: index + 1,
    code,
    name: DOCUMENT_TEMPLATE_LABELS[code],
    imported: false,
    importedAt: null,
    updatedAt: '2026-03-01T10:00:00.000Z',
  }));

const MAIL: OutboxMail = {
  id: 7,
  templateCode: 'SESSION_CANCELED',
  recipient: 'julien@example.org',
  subject: 'Session annulée : Accueil',
  status: 'PENDING',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-03-02T09:00:00.000Z',
  sentAt: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  html: '<!doctype html><html lang="fr"><body>\n<p>Motif : &lt;b&gt;travaux&lt;/b&gt;</p>\n</body></html>',
  text: 'Motif : <b>travaux</b>',
  attachmentCount: 1,
  attachments: [
    {
      id: 3,
      fileName: 'Convocation S-7 Lefèvre Élodie.pdf',
      contentType: 'application/pdf',
      size: 48_128,
      url: '/api/mails/7/attachments/3',
    },
  ],
};

/** A stand-in for the templates API, recording calls. */
function fakeApi() {
  const documents = documentTemplates();
  return (call: ApiCall) => {
    const path = call.url.pathname;
    if (path === '/api/templates') {
      return jsonResponse(200, { mailTemplates: mailTemplates(), documentTemplates: documents });
    }
    const imported = /^\/api\/templates\/(\d+)\/import$/.exec(path);
    if (imported && call.method === 'POST') {
      const row = documents.find((doc) => doc.id === Number(imported[1]))!;
      Object.assign(row, { imported: true, importedAt: '2026-03-05T14:30:00.000Z' });
      return jsonResponse(200, row);
    }
    if (/^\/api\/templates\/\d+\/test$/.test(path) && call.method === 'POST') {
      return jsonResponse(201, { mailIds: [99] });
    }
    if (path === '/api/mails') {
      const status = call.url.searchParams.get('status');
      const items = status && status !== 'PENDING' ? [] : [MAIL];
      return jsonResponse(200, {
        items,
        total: items.length,
        page: 1,
        pageSize: 20,
        sending: false,
      });
    }
    if (path === '/api/mails/7') return jsonResponse(200, MAIL);
    return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(path = '/back/admin/templates') {
  const api = mockFetch(fakeApi());
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: userOf('profile_admin') }),
      Component: () => (
        <>
          <Outlet />
          <Where />
        </>
      ),
      children: [
        {
          path: 'back/admin/templates',
          loader: route.clientLoader as unknown as LoaderFunction,
          Component: route.default,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return api;
}

const where = () => screen.getByTestId('where').textContent;

describe('TemplatesPage', () => {
  it('lists the mail templates under one heading, with a tab bar', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Modèles de documents et de courriels',
      }),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Sections de la page des modèles' });
    expect(within(tabs).getByRole('link', { name: 'Modèles de courriel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = screen.getByRole('table', { name: 'Modèles de courriel' });
    expect(within(table).getAllByRole('row')).toHaveLength(MAIL_EVENTS.length + 1);
    expect(within(table).getByRole('rowheader', { name: 'Convocation' })).toBeVisible();
  });

  it('opens the editor of a template from its row, and closes it', async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole('link', { name: 'Modifier le modèle « Session annulée »' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modèle « Session annulée »' });
    expect(within(dialog).getByRole('textbox', { name: 'Objet' })).toHaveValue(
      'Objet SESSION_CANCELED',
    );
    // Its id is its place in MAIL_EVENTS (mailTemplates above).
    const id = MAIL_EVENTS.indexOf('SESSION_CANCELED') + 1;
    expect(where()).toBe(`/back/admin/templates?edit=${id}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/back/admin/templates');
  });

  it('asks before closing an editor with unsaved changes', async () => {
    renderPage('/back/admin/templates?edit=1');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Objet' }), ' modifié');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Modifications non enregistrées',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('sends a trial of the saved template, to the admin by default', async () => {
    const { calls } = renderPage('/back/admin/templates?edit=3');
    const dialog = await screen.findByRole('dialog');
    const address = within(dialog).getByRole('textbox', { name: "Adresse e-mail de l'essai" });
    expect(address).toHaveValue('claire.martin@example.fr');
    const send = within(dialog).getByRole('button', { name: 'Envoyer un essai' });
    // Unsaved changes first: the trial would not show them.
    const subject = within(dialog).getByRole('textbox', { name: 'Objet' });
    await userEvent.type(subject, '!');
    expect(send).toBeDisabled();
    await userEvent.type(subject, '{Backspace}');
    expect(send).toBeEnabled();
    await userEvent.clear(address);
    await userEvent.type(address, 'pas-une-adresse');
    await userEvent.click(send);
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Adresse e-mail invalide'));
    await userEvent.clear(address);
    await userEvent.type(address, 'essai@example.org');
    await userEvent.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Essai écrit dans la boîte d'envoi pour essai@example.org.",
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/templates/3/test');
    expect(post.body).toEqual({ to: 'essai@example.org' });
  });

  it('imports a DOCX for a document template and shows its import date', async () => {
    const { calls } = renderPage('/back/admin/templates?tab=documents');
    const input = await screen.findByLabelText('Fichier DOCX pour « Convocation »');
    const row = input.closest('li')!;
    expect(within(row).getByText('Aucun fichier importé (modèle par défaut)')).toBeVisible();

    // A wrong file is refused in the browser.
    await userEvent.upload(input, new File(['%PDF-1.4'], 'convocation.pdf'), {
      applyAccept: false,
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Importer' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Format de fichier invalide (format attendu : DOCX)'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.upload(input, new File(['PK'], 'convocation.docx'));
    await userEvent.click(within(row).getByRole('button', { name: 'Importer' }));
    expect(await within(row).findByText('Importé le 05/03/2026 15:30')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/templates/1/import');
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain('Import effectué.');
  });

  it('lists the tags each document template may use, its loops with theirs', async () => {
    renderPage('/back/admin/templates?tab=documents');
    const input = await screen.findByLabelText("Fichier DOCX pour « Feuille d'émargement »");
    const row = input.closest('li')!;
    await userEvent.click(within(row).getByText("Balises de Feuille d'émargement"));
    expect(within(row).getByText('{{ session.speakers }}')).toBeVisible();
    expect(within(row).getByText('Intervenants de la session')).toBeVisible();
    expect(within(row).getByText('{{#halfDays}} … {{/halfDays}}')).toBeVisible();
    expect(within(row).getByText(/halfDay\.period/)).toBeVisible();
    // Tags of other documents are not offered here.
    expect(within(row).queryByText('{{ report.delivered }}')).toBeNull();
  });

  it('shows the outbox, says mails do not leave, and opens one to read', async () => {
    renderPage('/back/admin/templates?tab=outbox');
    expect(await screen.findByText(/Aucun serveur d'envoi \(SMTP\) n'est configuré/)).toBeVisible();
    const table = screen.getByRole('table', { name: "Boîte d'envoi" });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('julien@example.org');
    expect(row).toHaveTextContent('Session annulée : Accueil');
    expect(row).toHaveTextContent('En attente');
    expect(row).toHaveTextContent('02/03/2026 10:00');
    expect(row).toHaveTextContent('1 pièce jointe');

    await userEvent.click(
      within(row).getByRole('link', {
        name: 'Lire le courriel « Session annulée : Accueil » à julien@example.org',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Session annulée : Accueil' });
    expect(within(dialog).getByText('À : julien@example.org')).toBeVisible();
    // The text part, and the HTML part read back as text: no markup of the mail reaches the page.
    expect(within(dialog).getAllByText('Motif : <b>travaux</b>')).toHaveLength(2);
    // Its attachment, as sent, to download (decision 039).
    const attachment = within(dialog).getByRole('link', {
      name: 'Télécharger Convocation S-7 Lefèvre Élodie.pdf (47\u00a0Ko)',
    });
    expect(attachment).toHaveAttribute('href', '/api/mails/7/attachments/3');
    expect(dialog.querySelector('b')).toBeNull();
    expect(where()).toBe('/back/admin/templates?tab=outbox&mail=7');
  });

  it('filters the outbox by status through the URL', async () => {
    renderPage('/back/admin/templates?tab=outbox');
    const select = await screen.findByRole('combobox', { name: 'Statut' });
    await userEvent.selectOptions(select, 'Échec');
    await waitFor(() => expect(where()).toBe('/back/admin/templates?tab=outbox&status=FAILED'));
    expect(await screen.findByText('Aucun courriel.')).toBeVisible();
  });
});
