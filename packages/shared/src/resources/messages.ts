/**
 * French messages the resource definitions need that are not (yet) in i18n/fr.ts. Kept here
 * because this folder may not edit the shared catalogue; the lead may move them into fr.ts.
 */
export const RESOURCE_MESSAGES = {
  color: 'Couleur invalide (format attendu : #rrggbb)',
  decimal: 'Doit être un montant avec au plus {scale} décimales',
  sort: 'Tri non autorisé : {field}',
} as const;
