import { describe, expect, it } from 'vitest';
import {
  QUALITY_EVIDENCE,
  QUALITY_INDICATORS,
  qualityEvidenceIndicators,
  qualityEvidencePrefix,
  qualityEvidenceUrl,
  qualityIndicatorLabel,
} from './quality-evidence';

describe('the Qualiopi evidence (decision 081)', () => {
  it('names each file after the indicators it proves, as a French sentence lists them', () => {
    expect(qualityEvidencePrefix('attendance')).toBe('Ind. 12');
    expect(qualityEvidencePrefix('report')).toBe('Ind. 11 et 32');
    expect(qualityEvidenceIndicators('survey')).toBe('30');
  });

  it('proves every indicator it names, with nothing outside them', () => {
    const proven = new Set(Object.values(QUALITY_EVIDENCE).flat());
    expect([...proven].sort((a, b) => a - b)).toEqual([...QUALITY_INDICATORS]);
    for (const indicator of QUALITY_INDICATORS) {
      expect(qualityIndicatorLabel(indicator)).toMatch(
        new RegExp(`^Indicateur ${indicator} – .{10,}`),
      );
    }
  });

  it('is downloaded per provider and year', () => {
    expect(qualityEvidenceUrl(7, 2026)).toBe('/api/structures/7/quality_evidence?year=2026');
  });
});
