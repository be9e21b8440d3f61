import { t } from '@passerelle/shared';

import { validateWith, type Validation } from '~/lib/use-submit-form';

import type { SignatureValue } from './signature-field';

/** The fields of a signature form, in reading order (the error focus goes to the first). */
export const SIGNATURE_FIELDS = ['image', 'typedName', 'certified'] as const;

type SafeParser<Out> = Parameters<typeof validateWith<Out>>[0];

/**
 * The browser's check of a signature with the shared schema of its route; while typing, an
 * empty name is said on the name's field (the drawing's field is not shown then).
 */
export function checkSignature<Out>(
  schema: SafeParser<Out>,
  value: SignatureValue,
  extra: Record<string, unknown>,
): Validation<Out> {
  if (value.typedName !== undefined && value.typedName.trim() === '') {
    return { ok: false, errors: { typedName: [t('validation.required')] } };
  }
  const body = value.typedName !== undefined ? value : { image: value.image };
  return validateWith(schema, { ...extra, ...body });
}
