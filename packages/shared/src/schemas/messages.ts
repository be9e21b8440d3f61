import { z } from 'zod';
import { t } from '../i18n';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * The French message of any Zod issue, using the texts of spec §5. Installed below as Zod's
 * locale map (the lowest priority), so a message given in a schema still wins.
 */
export function frenchIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t('validation.required');
      if (issue.expected === 'int') return t('validation.integer');
      if (issue.expected === 'number' || issue.expected === 'bigint') return t('validation.number');
      if (issue.expected === 'string') return t('validation.text');
      if (issue.expected === 'boolean') return t('validation.boolean');
      if (issue.expected === 'date') return t('validation.date');
      return t('validation.invalid');
    case 'too_small':
      if (issue.origin === 'string') {
        const min = Number(issue.minimum);
        return min <= 1 ? t('validation.required') : t('validation.minLength', { min });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? t('validation.nonEmptyList') : t('validation.invalid');
      }
      if (issue.origin === 'date') return t('validation.date');
      return t('validation.minValue', { min: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return t('validation.maxLength', { max: String(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'date') {
        return t('validation.invalid');
      }
      return t('validation.maxValue', { max: String(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'url') return t('validation.url');
      if (['date', 'datetime', 'time', 'duration'].includes(issue.format)) {
        return t('validation.date');
      }
      return t('validation.invalid');
    case 'invalid_value':
      return t('validation.choice');
    case 'unrecognized_keys':
      return t('validation.unknownFields', { fields: issue.keys.join(', ') });
    default:
      return t('validation.invalid');
  }
}

/** Zod error map giving the French messages of spec §5. */
export const frenchErrorMap: z.core.$ZodErrorMap = (issue) => frenchIssueMessage(issue);

// Every schema parsed in the server or the browser speaks French: the shared package is what
// both import before any schema of theirs, so the map is set once, here. In the browser Zod must
// not probe `new Function` (its faster object parser): the pages' CSP forbids eval, and the probe
// is reported as a violation; the server keeps it.
z.config({ localeError: frenchErrorMap, jitless: 'document' in globalThis });
