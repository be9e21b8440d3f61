import { can, t } from '@passerelle/shared';
import { useId } from 'react';
import { useRevalidator } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { useSessionUser } from '~/lib/session-user';

import { ActionCommands } from './action-commands';
import { ActionDocuments } from './action-documents';
import { ActionForm } from './action-form';
import { useActionOfPage, type ActionTabData } from './action-page-data';
import { ActionSheet } from './action-sheet';

/**
 * The 'Action' tab of /back/programming/{id}: the sheet of the action, editable by the
 * programme's staff (with 'Dupliquer' and 'Supprimer'), read-only for a provider; then its
 * documents and public links (a provider changes its public and participant documents and links).
 */
export function ActionTab({ title, data }: { title: string; data: ActionTabData }) {
  const action = useActionOfPage();
  const user = useSessionUser();
  const { revalidate } = useRevalidator();
  const headingId = useId();
  const editable = can(user, 'programming.manage') && data.lookups !== null;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {title}
        </h2>
        {editable ? <ActionCommands action={action} /> : null}
      </div>
      {editable && data.lookups ? (
        <ActionForm
          // Another action (after a copy) starts a fresh form.
          key={action.id}
          action={action}
          cost={data.cost}
          lookups={data.lookups}
          onSaved={() => void revalidate()}
        />
      ) : (
        <>
          <Alert tone="info">{t('programmingScreens.sheet.readOnly')}</Alert>
          <ActionSheet action={action} cost={data.cost} />
        </>
      )}
      <ActionDocuments
        // Another action (after a copy) starts from its own lists.
        key={`documents-${action.id}`}
        actionId={action.id}
        documents={data.documents}
        links={data.links}
      />
    </section>
  );
}
