/** Luhn checksum of a digit string: valid when it is a multiple of 10. */
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
