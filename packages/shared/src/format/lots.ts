import { t } from '../i18n/t';

/** "Lot 3" from what was typed ("3", "Lot 3", "lot 3"): never "Lot Lot 3". */
export function lotLabel(lotNumber: string): string {
  const typed = lotNumber.trim();
  return /^lot\b/i.test(typed) ? typed : t('programmingScreens.list.lot', { lot: typed });
}
