import { fullName, personName, t, type Speaker, type SpeakerCandidate } from '@passerelle/shared';
import { Trash2, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Combobox, type ComboboxOption } from '~/admin-kit/combobox';
import { useDebouncedCallback } from '~/admin-kit/use-debounced-callback';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { DataTable } from '~/components/ui/data-table';
import { focusRing } from '~/components/ui/focus';
import { Field } from '~/components/ui/field';
import { controlId } from '~/components/ui/form-controls';
import type { ApiResult } from '~/lib/api-client';
import { IGNORED_CALL, useMutation } from '~/lib/use-mutation';
import { useSubmitForm, type SubmitResult, type Validation } from '~/lib/use-submit-form';

import { putSpeakers, searchSpeakerCandidates } from './programming-tabs-api';

export interface SpeakersPanelProps {
  actionId: number;
  speakers: readonly Speaker[];
  /** Add and remove (the programme staff, the action's provider); otherwise the list is read-only. */
  editable: boolean;
  /** After a change the API accepted (reload what shows the speakers elsewhere). */
  onChange?: (speakers: Speaker[]) => void;
}

function candidateOption(candidate: SpeakerCandidate): ComboboxOption {
  const structures = candidate.structures.join(', ');
  return {
    value: String(candidate.id),
    label: `${fullName(candidate)}${structures ? ` — ${structures}` : ''}`,
  };
}

/**
 * The speakers of an action: the list, and for the staff and the provider a combobox over the
 * people who may speak (`speaker_candidates`, searched as one types) with "Ajouter", and
 * "Retirer" on each row after confirmation. Each change replaces the list (`PUT /api/actions/{id}/speakers`).
 */
export function SpeakersPanel({ actionId, speakers, editable, onChange }: SpeakersPanelProps) {
  const [current, setCurrent] = useState(speakers);
  const [seen, setSeen] = useState(speakers);
  if (speakers !== seen) {
    setSeen(speakers);
    setCurrent(speakers);
  }
  const mutation = useMutation();
  const [removing, setRemoving] = useState<Speaker | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Replaces the list; the caller says how it went. */
  const save = async (ids: number[]): Promise<ApiResult<Speaker[]>> => {
    const result = await putSpeakers(actionId, ids, t('toast.editError'));
    if (result.ok) {
      setCurrent(result.data);
      onChange?.(result.data);
    }
    return result;
  };

  const remove = (speaker: Speaker) => {
    setRemoving(null);
    const ids = current.filter((item) => item.id !== speaker.id).map((item) => item.id);
    void mutation.run(() => save(ids), {
      successToast: t('programmingSpeakers.removed', { name: personName(speaker) }),
      errorTitle: t('toast.editError'),
      // The row and its button are gone: the focus goes back to the list's title.
      onSuccess: () => headingRef.current?.focus(),
    });
  };

  return (
    <div className="space-y-6">
      <h2 ref={headingRef} tabIndex={-1} className={cn('rounded-sm text-2xl font-bold', focusRing)}>
        {t('programmingSpeakers.caption')}
      </h2>
      <DataTable
        caption={t('programmingSpeakers.caption')}
        rows={current}
        rowKey={(speaker) => speaker.id}
        empty={t('programmingSpeakers.empty')}
        columns={[
          {
            key: 'name',
            header: t('programmingSpeakers.column.name'),
            rowHeader: true,
            cell: (speaker) => personName(speaker),
          },
          {
            key: 'email',
            header: t('programmingSpeakers.column.email'),
            cell: (speaker) =>
              speaker.email ? (
                <a href={`mailto:${speaker.email}`} className="text-primary underline">
                  {speaker.email}
                </a>
              ) : (
                '—'
              ),
          },
        ]}
        rowActions={
          editable
            ? {
                header: t('adminKit.actions'),
                cell: (speaker) => (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={mutation.pending}
                    onClick={() => setRemoving(speaker)}
                    aria-label={t('programmingSpeakers.remove', { name: personName(speaker) })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('programmingSpeakers.removeConfirm')}
                  </Button>
                ),
              }
            : undefined
        }
      />
      {editable ? (
        <AddSpeakerForm
          actionId={actionId}
          exclude={current.map((speaker) => speaker.id)}
          pending={mutation.pending}
          // The form says how an addition went; the list's buttons wait for it.
          onAdd={async (candidate) => {
            const ids = [...current.map((speaker) => speaker.id), candidate.id];
            const result = await mutation.run(() => save(ids), { errorText: () => null });
            return result ?? IGNORED_CALL;
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('programmingSpeakers.removeTitle', {
          name: removing ? personName(removing) : '',
        })}
        description={t('programmingSpeakers.removeDescription', {
          name: removing ? personName(removing) : '',
        })}
        confirmLabel={t('programmingSpeakers.removeConfirm')}
        cancelLabel={t('adminKit.cancel')}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
        tone="danger"
      />
    </div>
  );
}

function AddSpeakerForm({
  actionId,
  exclude,
  pending,
  onAdd,
}: {
  actionId: number;
  exclude: readonly number[];
  pending: boolean;
  onAdd: (candidate: SpeakerCandidate) => Promise<SubmitResult<Speaker[]>>;
}) {
  const id = useId();
  const [candidates, setCandidates] = useState<SpeakerCandidate[]>([]);
  const [chosen, setChosen] = useState<SpeakerCandidate | null>(null);
  const form = useSubmitForm({
    formId: id,
    fields: ['speaker'],
    validate: (): Validation<SpeakerCandidate> =>
      chosen
        ? { ok: true, body: chosen }
        : { ok: false, errors: { speaker: [t('validation.required')] } },
    submit: onAdd,
    errorToast: t('toast.editError'),
    successToast: (_, candidate) => t('programmingSpeakers.added', { name: personName(candidate) }),
    onSuccess: () => setChosen(null),
  });

  const search = useDebouncedCallback((q: string) => {
    void searchSpeakerCandidates(actionId, q).then(setCandidates);
  });
  useEffect(() => {
    const controller = new AbortController();
    void searchSpeakerCandidates(actionId, '', controller.signal).then((found) => {
      if (!controller.signal.aborted) setCandidates(found);
    });
    return () => controller.abort();
  }, [actionId]);

  const available = candidates.filter((candidate) => !exclude.includes(candidate.id));
  const options = [
    ...(chosen && !available.some((c) => c.id === chosen.id) ? [chosen] : []),
    ...available,
  ];

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.busy}
      aria-labelledby={`${id}-legend`}
      className="space-y-3 rounded-sm border border-border p-4"
    >
      <h3 id={`${id}-legend`} className="text-lg font-bold">
        {t('programmingSpeakers.addLegend')}
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          id={controlId(id, 'speaker')}
          label={t('programmingSpeakers.choose')}
          hint={t('programmingSpeakers.chooseHint')}
          errors={form.errors.speaker}
          className="flex-1"
        >
          {(control) => (
            <Combobox
              id={control.id}
              label={t('programmingSpeakers.choose')}
              options={options.map(candidateOption)}
              value={chosen ? String(chosen.id) : null}
              onChange={(value) => {
                setChosen(options.find((candidate) => String(candidate.id) === value) ?? null);
                form.clear('speaker');
              }}
              onInputChange={search.run}
              required
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
            />
          )}
        </Field>
        <Button type="submit" disabled={pending}>
          <UserPlus aria-hidden="true" />
          {t('programmingSpeakers.add')}
        </Button>
      </div>
    </form>
  );
}
