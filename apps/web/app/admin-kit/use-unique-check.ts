import { valueSchema, type Resource } from '@passerelle/shared';
import { useEffect, useState } from 'react';

import { toBodyValue, type FormValues } from './field-value';
import { isUnique } from './resource-api';
import { TYPING_DELAY_MS } from './use-debounced-callback';

export type UniqueStatus = 'idle' | 'checking' | 'unique' | 'taken';

/** `field:value` of each unique field worth checking: well formed and changed since saved. */
function candidatesOf(resource: Resource, values: FormValues, saved: FormValues) {
  const candidates: Record<string, string> = {};
  for (const field of resource.fields) {
    const raw = values[field.key] ?? '';
    if (!field.unique || raw === saved[field.key]) continue;
    const value = toBodyValue(field, raw);
    if (value === null || !valueSchema(field).safeParse(value).success) continue;
    candidates[field.key] = JSON.stringify(value);
  }
  return candidates;
}

/**
 * Live duplicate checks of the resource's `unique` fields (`GET /api/{name}/is_unique_{field}`)
 * once typing pauses. Answers are kept per value, so an old answer never speaks for a newer
 * value. The server checks again on save (409), so a failed check just stays silent.
 */
export function useUniqueChecks(
  resource: Resource,
  values: FormValues,
  saved: FormValues,
  excludeId: number | null,
): Record<string, UniqueStatus> {
  const candidates = candidatesOf(resource, values, saved);
  const signature = JSON.stringify(candidates);
  const [answers, setAnswers] = useState<Record<string, UniqueStatus>>({});

  useEffect(() => {
    const wanted = Object.entries(JSON.parse(signature) as Record<string, string>).filter(
      ([field, value]) => answers[`${field}:${value}`] === undefined,
    );
    if (wanted.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      for (const [field, value] of wanted) {
        void isUnique(resource.name, field, JSON.parse(value), excludeId, controller.signal).then(
          (unique) => {
            if (controller.signal.aborted) return;
            const status = unique === null ? 'idle' : unique ? 'unique' : 'taken';
            setAnswers((all) => ({ ...all, [`${field}:${value}`]: status }));
          },
        );
      }
    }, TYPING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [resource.name, signature, answers, excludeId]);

  const statuses: Record<string, UniqueStatus> = {};
  for (const field of resource.fields) {
    if (!field.unique) continue;
    const value = candidates[field.key];
    statuses[field.key] =
      value === undefined ? 'idle' : (answers[`${field.key}:${value}`] ?? 'checking');
  }
  return statuses;
}
