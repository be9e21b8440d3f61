import {
  fullName,
  STRUCTURES_API,
  t,
  UPLOAD_TYPES,
  type StructurePerson,
  type StructureRecord,
} from '@passerelle/shared';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';

import { AttachedFilesKind } from '~/components/attached-files';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { FormSection } from '~/components/ui/form-controls';
import { browserApi } from '~/lib/api-client-browser';
import { useMutation } from '~/lib/use-mutation';

import {
  attachStructureFiles,
  detachStructureFile,
  uploadStructureFiles,
} from './structures-admin-api';
import { StructureForm } from './structure-form';

/** Where the users administration opens one account. */
const userHref = (person: StructurePerson) => `/back/admin/users?edit=${person.id}`;

function People({
  title,
  people,
  empty,
}: {
  title: string;
  people: readonly StructurePerson[];
  empty: string;
}) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold">{title}</h2>
      {people.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-6">
          {people.map((person) => {
            const name = fullName(person);
            return (
              <li key={person.id}>
                <Link
                  to={userHref(person)}
                  className="underline"
                  aria-label={t('structuresAdmin.personLink', { name })}
                >
                  {name}
                </Link>{' '}
                <span className="text-muted">({person.email})</span>
                {person.disabled ? ` – ${t('structuresAdmin.personDisabled')}` : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type Confirming = 'disable' | 'delete' | null;

/**
 * /back/admin/structures/{id}: the structure's form, a provider's information on documents, its
 * state (disable, enable, delete when nothing uses it), its HR validators and members linked to their accounts, the structures
 * attached to it and its files.
 */
export function StructureRecordPage({
  structure,
  providerInformation,
}: {
  structure: StructureRecord;
  /**
   * A provider structure's information on documents (logo, stamp, manager; decision 037), as
   * its route composes it: shown below the structure's form.
   */
  providerInformation?: ReactNode;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { run } = useMutation();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [documents, setDocuments] = useState(structure.documents);
  const [seen, setSeen] = useState(structure.documents);
  if (structure.documents !== seen) {
    setSeen(structure.documents);
    setDocuments(structure.documents);
  }
  const inUse = structure.usedBy.length > 0;
  const usedBy = new Intl.ListFormat('fr', { type: 'conjunction' }).format(structure.usedBy);

  const setActive = (active: boolean) => {
    setConfirming(null);
    const call = () =>
      browserApi.call(STRUCTURES_API.update, {
        params: { id: structure.id },
        body: { active },
        defaultErrorMessage: t('toast.editError'),
      });
    void run(call, {
      successToast: t(active ? 'structuresAdmin.enabledToast' : 'structuresAdmin.disabledToast'),
      revalidate: true,
    });
  };

  const remove = () => {
    setConfirming(null);
    const call = () =>
      browserApi.call(STRUCTURES_API.remove, {
        params: { id: structure.id },
        defaultErrorMessage: t('toast.deleteError'),
      });
    void run(call, {
      successToast: t('structuresAdmin.deletedToast'),
      onSuccess: () => void navigate('/back/admin/structures'),
    });
  };

  return (
    <div className="space-y-6">
      <Link to="/back/admin/structures" className="inline-flex items-center gap-1 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('structuresAdmin.back')}
      </Link>
      <h1 className="text-3xl font-bold">{structure.name}</h1>
      {structure.active ? null : (
        <Alert tone="warning">{t('structuresAdmin.disabledNotice')}</Alert>
      )}
      <FormSection legend={t('structuresAdmin.information')}>
        <StructureForm
          key={`${structure.id}-${JSON.stringify(structure)}`}
          structure={structure}
          onSaved={() => void revalidator.revalidate()}
        />
      </FormSection>
      {providerInformation}
      <div className="flex flex-wrap gap-3">
        {structure.active ? (
          <Button variant="secondary" onClick={() => setConfirming('disable')}>
            {t('structuresAdmin.disable')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setActive(true)}>
            {t('structuresAdmin.enable')}
          </Button>
        )}
        {inUse ? null : (
          <Button variant="danger" onClick={() => setConfirming('delete')}>
            {t('structuresAdmin.delete')}
          </Button>
        )}
      </div>
      {inUse ? <p className="text-muted">{t('structuresAdmin.inUseNotice', { usedBy })}</p> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <People
          title={t('structuresAdmin.validators')}
          people={structure.validators}
          empty={t('structuresAdmin.noValidators')}
        />
        <People
          title={t('structuresAdmin.members')}
          people={structure.members}
          empty={t('structuresAdmin.noMembers')}
        />
      </div>
      {structure.children.length > 0 ? (
        <section className="space-y-2">
          <h2 className="text-xl font-bold">{t('structuresAdmin.children')}</h2>
          <ul className="list-disc space-y-1 pl-6">
            {structure.children.map((child) => (
              <li key={child.id}>
                <Link to={`/back/admin/structures/${child.id}`} className="underline">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AttachedFilesKind
        label={t('structuresAdmin.files')}
        headingLevel={2}
        files={documents}
        types={UPLOAD_TYPES}
        editable
        removeDescription={t('structuresAdmin.removeFileDescription')}
        onAdd={async (files) => {
          const stored = await uploadStructureFiles(files);
          if (!stored.ok) return stored;
          const attached = await attachStructureFiles(
            structure.id,
            stored.data.map((file) => file.id),
          );
          if (!attached.ok) return attached;
          setDocuments(attached.data);
          return null;
        }}
        onRemove={async (document) => {
          const result = await detachStructureFile(document.id);
          if (!result.ok) return result;
          setDocuments((list) => list.filter((item) => item.id !== document.id));
          return null;
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t(
          confirming === 'delete' ? 'structuresAdmin.deleteTitle' : 'structuresAdmin.disableTitle',
          { name: structure.name },
        )}
        description={t(
          confirming === 'delete'
            ? 'structuresAdmin.deleteDescription'
            : 'structuresAdmin.disableDescription',
        )}
        confirmLabel={t(
          confirming === 'delete' ? 'structuresAdmin.delete' : 'structuresAdmin.disable',
        )}
        cancelLabel={t('adminKit.cancel')}
        onConfirm={() => (confirming === 'delete' ? remove() : setActive(false))}
        onCancel={() => setConfirming(null)}
        tone="danger"
      />
    </div>
  );
}
