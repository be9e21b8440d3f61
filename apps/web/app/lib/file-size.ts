import { frenchNumberFormat } from '@passerelle/shared';

const units = [
  { size: 1024 * 1024 * 1024, unit: 'Go' },
  { size: 1024 * 1024, unit: 'Mo' },
  { size: 1024, unit: 'Ko' },
] as const;

const number = () => frenchNumberFormat({ maximumFractionDigits: 1 });

/** A file size as a French reader expects it: '512 octets', '12 Ko', '1,5 Mo'. */
export function formatFileSize(bytes: number): string {
  const unit = units.find((candidate) => bytes >= candidate.size);
  if (!unit) return `${number().format(bytes)}\u00a0${bytes < 2 ? 'octet' : 'octets'}`;
  return `${number().format(bytes / unit.size)}\u00a0${unit.unit}`;
}
