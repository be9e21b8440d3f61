import { luhnSum } from '@passerelle/shared';

/** Appends the digit that makes `digits` pass the Luhn check. */
function withCheckDigit(digits: string): string {
  const digit = [...'0123456789'].find((candidate) => luhnSum(digits + candidate) % 10 === 0);
  return digits + digit;
}

/**
 * A SIRET whose SIREN (first 9 digits) and whole 14 digits both pass the Luhn check, as real ones
 * do: `sirenStem` has 8 digits, `nicStem` 4.
 */
export function demoSiret(sirenStem: string, nicStem: string): string {
  if (!/^\d{8}$/.test(sirenStem) || !/^\d{4}$/.test(nicStem)) {
    throw new Error(`Bad SIRET stems: ${sirenStem} ${nicStem}`);
  }
  return withCheckDigit(withCheckDigit(sirenStem) + nicStem);
}
