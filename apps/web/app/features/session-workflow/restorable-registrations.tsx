import { REGISTRATION_STATUS_LABELS, t, type CancelledRegistration } from '@passerelle/shared';
import { useEffect, useId, useState } from 'react';

import { Alert } from '~/components/ui/alert';

import { getCancelledRegistrations } from './session-workflow-api';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; registrations: CancelledRegistration[] };

/**
 * The registrations a session's cancellation cancelled, offered back in the "return to programmed"
 * dialog: one checkbox each (unticked: restoring is a choice), with the trainee, the structure and
 * the status it will get back; how many are ticked is announced.
 */
export function RestorableRegistrations({
  sessionId,
  selected,
  onChange,
}: {
  sessionId: number;
  selected: readonly number[];
  onChange: (ids: readonly number[]) => void;
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const hintId = useId();
  const idBase = useId();

  useEffect(() => {
    const controller = new AbortController();
    void getCancelledRegistrations(sessionId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoad(
        result.ok
          ? { state: 'loaded', registrations: result.data }
          : { state: 'failed', message: result.error },
      );
    });
    return () => controller.abort();
  }, [sessionId]);

  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((other) => other !== id));

  return (
    <fieldset
      className="mt-4 space-y-2 rounded-sm border border-border p-3"
      aria-describedby={hintId}
      aria-busy={load.state === 'loading'}
    >
      <legend className="px-1 font-bold">{t('sessionReturn.registrations.legend')}</legend>
      <p id={hintId} className="text-sm">
        {t('sessionReturn.registrations.hint')}
      </p>
      {load.state === 'loading' ? (
        <p className="text-sm text-muted">{t('sessionReturn.registrations.loading')}</p>
      ) : load.state === 'failed' ? (
        <Alert tone="error">{load.message}</Alert>
      ) : load.registrations.length === 0 ? (
        <p className="text-sm">{t('sessionReturn.registrations.none')}</p>
      ) : (
        <>
          <ul className="max-h-64 space-y-2 overflow-y-auto">
            {load.registrations.map((registration) => {
              const id = `${idBase}-${registration.id}`;
              const status = REGISTRATION_STATUS_LABELS[registration.previousStatus];
              return (
                <li key={registration.id} className="flex items-start gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-5 accent-primary"
                    checked={selected.includes(registration.id)}
                    onChange={(change) => toggle(registration.id, change.target.checked)}
                    aria-describedby={`${id}-before`}
                  />
                  <div className="flex flex-col">
                    <label htmlFor={id} className="font-medium">
                      {registration.beneficiary.name} —{' '}
                      {registration.structureName ?? t('sessionReturn.registrations.noStructure')}
                    </label>
                    <span id={`${id}-before`} className="text-sm text-muted">
                      {t(
                        registration.waitingList
                          ? 'sessionReturn.registrations.beforeWaiting'
                          : 'sessionReturn.registrations.before',
                        { status },
                      )}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
          <p role="status" className="text-sm">
            {selected.length > 0
              ? t('sessionReturn.registrations.selected', { count: selected.length })
              : ''}
          </p>
        </>
      )}
    </fieldset>
  );
}
