/**
 * French validation messages (spec §5), shown by forms and by the API's answers. Spread into `fr`
 * (fr.ts); in the browser, registered by the pages with a form (apps/web/app/lib/messages/:
 * validation.ts, login.ts, all.ts), not carried by every public page (decision 018).
 */
export const frValidation = {
  'validation.required': 'Champ obligatoire',
  'validation.integer': 'Doit être un nombre entier',
  'validation.number': 'Doit être un nombre',
  'validation.nonEmptyList': 'Doit contenir au moins un élément',
  'validation.url': 'URL invalide',
  'validation.fileFormat': 'Format de fichier invalide (format attendu : {format})',
  'validation.fileNameMismatch':
    'Le contenu du fichier ({type}) ne correspond pas à son extension (extension attendue : {extensions})',
  'validation.maxLength': 'Maximum {max} caractères',
  'validation.minLength': 'Minimum {min} caractères',
  'validation.minValue': 'Doit être supérieur ou égal à {min}',
  'validation.maxValue': 'Doit être inférieur ou égal à {max}',
  'validation.email': 'Adresse e-mail invalide',
  'validation.postalCode': 'Code postal invalide',
  'validation.siret': 'Numéro SIRET invalide (14 chiffres attendus)',
  'validation.date': 'Date invalide',
  'validation.text': 'Doit être un texte',
  'validation.boolean': 'Doit être oui ou non',
  'validation.choice': 'Valeur non autorisée',
  'validation.invalid': 'Valeur invalide',
  'validation.nulCharacter': 'Contient un caractère non autorisé (caractère nul)',
  'validation.unknownFields': 'Champ non autorisé : {fields}',
  'validation.uniqueNumber': 'Ce numéro est déjà utilisé',
  'validation.dateRange': 'La date de début doit précéder la date de fin',
  'validation.malformedTag': 'Balise mal formée : {tag}',
  'validation.unauthorizedTag': 'Balise non autorisée : {tag} (balises autorisées : {allowed})',
  'validation.reasonRequired': 'Un motif est obligatoire',
  'validation.starRating': 'La note doit être comprise entre {min} et {max}',
  'validation.surveyIncomplete': 'Veuillez répondre à toutes les questions obligatoires.',
  'validation.quotaMembersOnly': {
    one: 'Inscription impossible : vous avez atteint le quota annuel de {count} action réservée aux structures adhérentes.',
    other:
      'Inscription impossible : vous avez atteint le quota annuel de {count} actions réservées aux structures adhérentes.',
  },
  'validation.quotaHrValidated': {
    one: 'Inscription impossible : vous avez atteint le quota annuel de {count} action soumise à validation RH.',
    other:
      'Inscription impossible : vous avez atteint le quota annuel de {count} actions soumises à validation RH.',
  },
  // A list's URL parameters its schema refused (apps/web/app/lib/list-state.ts, decision 053).
  'listState.dropped': {
    one: "Le paramètre {params} de l'adresse n'est pas valable : il a été retiré.",
    other: "Les paramètres {params} de l'adresse ne sont pas valables : ils ont été retirés.",
  },
} as const;
