import {
  formatCalendarDate,
  frenchNumberFormat,
  t,
  type FieldDefinition,
} from '@passerelle/shared';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

import { isFileValue } from './field-value';

function formatDecimal(value: unknown, scale: number): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return frenchNumberFormat({
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  }).format(number);
}

/** A colour as a swatch beside its hex code (the code is the text; the swatch is decoration). */
export function ColorSwatch({ value }: { value: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block size-5 rounded-sm border border-border"
        style={{ backgroundColor: value }}
      />
      <code>{value}</code>
    </span>
  );
}

/** How a value of `field` reads in a list cell, in French. */
export function CellValue({ field, value }: { field: FieldDefinition; value: unknown }) {
  if (field.kind === 'boolean') return <>{value ? t('adminKit.yes') : t('adminKit.no')}</>;
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    const labelOf = (item: unknown) =>
      field.options?.find((option) => option.value === item)?.label ?? String(item);
    return <>{value.map(labelOf).join(', ')}</>;
  }
  if (field.kind === 'file') {
    if (!isFileValue(value)) return null;
    return (
      <a href={value.url} className={cn('break-all text-primary underline', focusRing)}>
        {value.name}
      </a>
    );
  }
  const text = String(value);
  switch (field.kind) {
    case 'color':
      return <ColorSwatch value={text} />;
    case 'decimal':
      return <>{formatDecimal(value, field.scale ?? 2)}</>;
    case 'number':
    case 'integer':
      // French decimal comma; no grouping, as numbers here are often identifiers (axis n° 12).
      return (
        <>
          {typeof value === 'number' ? value.toLocaleString('fr-FR', { useGrouping: false }) : text}
        </>
      );
    case 'date':
      // A calendar day (`2026-03-10`): no time zone moves it.
      return <>{formatCalendarDate(text)}</>;
    case 'select':
      return <>{field.options?.find((option) => option.value === text)?.label ?? text}</>;
    case 'url':
    case 'email':
      return (
        <a
          href={field.kind === 'email' ? `mailto:${text}` : text}
          className={cn('text-primary underline', focusRing)}
        >
          {text}
        </a>
      );
    default:
      return <>{text}</>;
  }
}
