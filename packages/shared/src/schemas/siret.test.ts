import { describe, expect, it } from 'vitest';
import { formatSiret, isValidSiret, luhnSum, siretField, siretRefusal } from './siret';

describe('SIRET', () => {
  it('accepts 14 digits passing Luhn, spaces ignored', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(siretField.parse(' 732 829 320 00074 ')).toBe('73282932000074');
  });

  it('refuses a wrong length or non-digits with the format message', () => {
    expect(siretRefusal('7328293200007')).toBe('format');
    expect(siretRefusal('7328293200007A')).toBe('format');
    const result = siretField.safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Numéro SIRET invalide (14 chiffres attendus)');
  });

  it('refuses a wrong Luhn key with its own message', () => {
    expect(siretRefusal('73282932000075')).toBe('checksum');
    expect(siretField.safeParse('73282932000075').error?.issues[0]?.message).toBe(
      'Numéro SIRET invalide : la clé de contrôle ne correspond pas',
    );
  });

  it('accepts La Poste establishments whose digits add up to a multiple of 5', () => {
    // 3+5+6+1 = 15, not a Luhn number.
    expect(luhnSum('35600000000001') % 10).not.toBe(0);
    expect(isValidSiret('35600000000001')).toBe(true);
    // Its head office passes Luhn.
    expect(isValidSiret('35600000000048')).toBe(true);
    // 16: neither rule.
    expect(isValidSiret('35600000000002')).toBe(false);
    // The digit-sum rule is La Poste's alone: 10 + 5 = 15 elsewhere is still refused.
    expect(luhnSum('10000000000005') % 10).not.toBe(0);
    expect(isValidSiret('10000000000005')).toBe(false);
  });

  it('says a blank SIRET is required', () => {
    expect(siretField.safeParse('  ').error?.issues[0]?.message).toBe('Champ obligatoire');
  });

  it('writes a SIRET as the French do, leaving anything else as it is', () => {
    expect(formatSiret('73282932000074')).toBe('732 829 320 00074');
    expect(formatSiret('732 82932000074')).toBe('732 829 320 00074');
    expect(formatSiret('1234')).toBe('1234');
  });
});
