import { z } from 'zod';
import { t } from '../i18n';
import './messages';

/*
 * SIRET numbers (decisions.md "Structures"): 14 digits whose Luhn sum is a multiple of 10. La
 * Poste's establishments (SIREN 356 000 000) are too many for the Luhn key: theirs is also valid
 * when the plain sum of the digits is a multiple of 5 (its head office, 356 000 000 00048,
 * passes Luhn).
 */

/** La Poste's SIREN: its SIRET numbers follow the digit-sum rule instead of Luhn. */
export const LA_POSTE_SIREN = '356000000';

/** Luhn sum of a digit string (every second digit from the right doubled): valid when % 10 is 0. */
export function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** A SIRET as typed, without its spaces (`123 456 789 00012`). */
export function normalizeSiret(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Why a (normalised) SIRET is refused: not 14 digits, a wrong key; null when valid. */
export function siretRefusal(siret: string): 'format' | 'checksum' | null {
  if (!/^\d{14}$/.test(siret)) return 'format';
  if (luhnSum(siret) % 10 === 0) return null;
  if (siret.startsWith(LA_POSTE_SIREN)) {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0);
    if (sum % 5 === 0) return null;
  }
  return 'checksum';
}

/**
 * A SIRET as the French write it: the SIREN in groups of three, then the establishment's five
 * digits (`732 829 320 00074`). Anything else is given back as it is.
 */
export function formatSiret(siret: string): string {
  const digits = normalizeSiret(siret);
  if (!/^\d{14}$/.test(digits)) return siret;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}

export function isValidSiret(value: string): boolean {
  return siretRefusal(normalizeSiret(value)) === null;
}

/** A required SIRET: spaces dropped, 14 digits, checked key; the French message says which. */
export const siretField = z
  .string({ error: () => t('validation.required') })
  .transform(normalizeSiret)
  .superRefine((siret, ctx) => {
    if (siret === '') {
      ctx.addIssue({ code: 'custom', message: t('validation.required') });
      return;
    }
    const refusal = siretRefusal(siret);
    if (refusal === 'format') ctx.addIssue({ code: 'custom', message: t('validation.siret') });
    if (refusal === 'checksum') {
      ctx.addIssue({ code: 'custom', message: t('validation.siretChecksum') });
    }
  });
