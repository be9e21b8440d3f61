/**
 * French messages the resource definitions need that are not (yet) in i18n/fr.ts. Kept here
 * because this folder may not edit the shared catalogue; the lead may move them into fr.ts.
 */
export const RESOURCE_MESSAGES = {
  color: 'Couleur invalide (format attendu : #rrggbb)',
  decimal: 'Doit être un montant avec au plus {scale} décimales',
  decimalDigits: 'Doit avoir au plus {digits} chiffres avant la virgule',
  maxItems: 'Au plus {max} éléments',
  sort: 'Tri non autorisé : {field}',
  /** A file id that does not exist, or that the caller may not attach (not theirs). */
  fileNotFound: 'Fichier introuvable : envoyez le fichier à nouveau',
  documentSourceMissing: 'Indiquez un fichier ou une adresse web',
  documentSourceBoth: 'Indiquez un fichier ou une adresse web, pas les deux',
} as const;
