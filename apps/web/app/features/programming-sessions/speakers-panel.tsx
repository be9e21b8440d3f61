import { fullName, personName, t, type Speaker, type SpeakerCandidate } from '@passerelle/shared';
import { Trash2, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { Combobox, type ComboboxOption } from '~/admin-kit/combobox';
import { useDebouncedCallback } from '~/admin-kit/use-debounced-callback';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { Field } from '~/components/ui/field';
import { toast } from '~/lib/toast';

import { putSpeakers, searchSpeakerCandidates } from './programming-tabs-api';

export interface SpeakersPanelProps {
  actionId: number;
  speakers: readonly Speaker[];
  /** Add and remove (the programme staff); otherwise the list is read-only. */
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
 * The speakers of an action: the list, and for the staff a combobox over the people who may
 * speak (`speaker_candidates`, searched as one types) with "Ajouter", and "Retirer" on each row
 * after confirmation. Each change replaces the list (`PUT /api/actions/{id}/speakers`).
 */
export function SpeakersPanel({ actionId, speakers, editable, onChange }: SpeakersPanelProps) {
  const [current, setCurrent] = useState(speakers);
  const [seen, setSeen] = useState(speakers);
  if (speakers !== seen) {
    setSeen(speakers);
    setCurrent(speakers);
  }
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState<Speaker | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const save = async (ids: number[], success: string): Promise<boolean> => {
    setPending(true);
    const result = await putSpeakers(actionId, ids, t('toast.editError'));
    setPending(false);
    if (result.ok) {
      setCurrent(result.data);
      toast.success(success);
      onChange?.(result.data);
      return true;
    }
    if (!result.unauthorized) toast.error(result.error, { title: t('toast.editError') });
    return false;
  };

  const remove = async (speaker: Speaker) => {
    setRemoving(null);
    const done = await save(
      current.filter((item) => item.id !== speaker.id).map((item) => item.id),
      t('programmingSpeakers.removed', { name: personName(speaker) }),
    );
    // The row and its button are gone: the focus goes back to the list's title.
    if (done) headingRef.current?.focus();
  };

  return (
    <div className="space-y-6">
      <h2 ref={headingRef} tabIndex={-1} className={cn('rounded-sm text-2xl font-bold', focusRing)}>
        {t('programmingSpeakers.caption')}
      </h2>
      {current.length === 0 ? (
        <p className="text-muted">{t('programmingSpeakers.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('programmingSpeakers.caption')}</caption>
            <thead>
              <tr className="border-b-2 border-border">
                <th scope="col" className="px-3 py-2 font-bold">
                  {t('programmingSpeakers.column.name')}
                </th>
                <th scope="col" className="px-3 py-2 font-bold">
                  {t('programmingSpeakers.column.email')}
                </th>
                {editable ? (
                  <th scope="col" className="px-3 py-2 text-right font-bold">
                    {t('adminKit.actions')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {current.map((speaker) => (
                <tr key={speaker.id} className="border-b border-border">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {personName(speaker)}
                  </th>
                  <td className="px-3 py-2">
                    {speaker.email ? (
                      <a href={`mailto:${speaker.email}`} className="text-primary underline">
                        {speaker.email}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  {editable ? (
                    <td className="px-3 py-2 text-right">
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={pending}
                        onClick={() => setRemoving(speaker)}
                        aria-label={t('programmingSpeakers.remove', { name: personName(speaker) })}
                      >
                        <Trash2 aria-hidden="true" />
                        {t('programmingSpeakers.removeConfirm')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editable ? (
        <AddSpeakerForm
          actionId={actionId}
          exclude={current.map((speaker) => speaker.id)}
          pending={pending}
          onAdd={(candidate) =>
            save(
              [...current.map((speaker) => speaker.id), candidate.id],
              t('programmingSpeakers.added', { name: personName(candidate) }),
            )
          }
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
        onConfirm={() => removing && void remove(removing)}
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
  onAdd: (candidate: SpeakerCandidate) => Promise<boolean>;
}) {
  const id = useId();
  const [candidates, setCandidates] = useState<SpeakerCandidate[]>([]);
  const [chosen, setChosen] = useState<SpeakerCandidate | null>(null);
  const [error, setError] = useState<string[] | undefined>();

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError([t('validation.required')]);
      document.getElementById(id)?.focus();
      return;
    }
    if (await onAdd(chosen)) {
      setChosen(null);
      setError(undefined);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-legend`}
      className="space-y-3 rounded-sm border border-border p-4"
    >
      <h3 id={`${id}-legend`} className="text-lg font-bold">
        {t('programmingSpeakers.addLegend')}
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          id={id}
          label={t('programmingSpeakers.choose')}
          hint={t('programmingSpeakers.chooseHint')}
          errors={error}
          className="flex-1"
        >
          {(control) => (
            <Combobox
              id={id}
              label={t('programmingSpeakers.choose')}
              options={options.map(candidateOption)}
              value={chosen ? String(chosen.id) : null}
              onChange={(value) => {
                setChosen(options.find((candidate) => String(candidate.id) === value) ?? null);
                setError(undefined);
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
