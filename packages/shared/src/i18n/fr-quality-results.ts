/**
 * French messages of the published quality results (Qualiopi indicator 2, decision 079): the
 * block of a session's page and the provider's panel. `en-quality-results.ts` holds the same keys.
 */
export const frQualityResults = {
  'qualityResults.period': 'du {from} au {to}',
  'qualityResults.title': 'Résultats de cette formation',
  'qualityResults.intro': 'Sessions terminées {period}.',
  'qualityResults.trained': 'Stagiaires formés',
  'qualityResults.completion': 'Taux d’achèvement',
  'qualityResults.satisfaction': 'Taux de satisfaction',
  'qualityResults.note': {
    one: 'Taux d’achèvement : part des stagiaires présents à toute la formation. Taux de satisfaction : part des réponses donnant 4 ou 5 étoiles sur 5 à la satisfaction globale ({count} réponse au questionnaire).',
    other:
      'Taux d’achèvement : part des stagiaires présents à toute la formation. Taux de satisfaction : part des réponses donnant 4 ou 5 étoiles sur 5 à la satisfaction globale ({count} réponses au questionnaire).',
  },
  'qualityResults.themes': 'Note moyenne par thème',
  'qualityResults.outOf5': '{average} sur 5',

  'qualityResults.panel.title': 'Indicateurs de résultats',
  'qualityResults.panel.intro':
    'Ce que le portail publie sur la page de chaque formation (Qualiopi, indicateur 2), pour les sessions terminées {period} : un résultat n’est publié qu’à partir de {min} réponses au questionnaire de satisfaction.',
  'qualityResults.panel.caption': 'Indicateurs de résultats par action',
  'qualityResults.panel.action': 'Action',
  'qualityResults.panel.trained': 'Stagiaires formés',
  'qualityResults.panel.answers': 'Réponses',
  'qualityResults.panel.published': 'Publié',
  'qualityResults.panel.yes': 'Oui',
  'qualityResults.panel.no': 'Non, moins de {min} réponses',
  'qualityResults.panel.no.short': 'Non',
  'qualityResults.panel.total': 'Toutes les actions',
  'qualityResults.panel.empty': 'Aucune session terminée sur la période.',
  'qualityResults.pdf.title': 'Indicateurs de résultats {year}',
  'qualityResults.pdf.subtitle': 'Sessions terminées {period}',
  'qualityResults.pdf.fileName': 'indicateurs-de-resultats-{year}',
  'qualityResults.pdf.link': 'Indicateurs de résultats {year}',
  'qualityResults.pdf.links': 'Les indicateurs d’une année, en PDF',
  'qualityResults.pdf.intro':
    'Résultats des formations de l’organisme (Qualiopi, indicateur 2), sur les sessions réalisées et terminées dans l’année. Stagiaires formés : présents à tout ou partie de la formation. Taux d’achèvement : part des stagiaires présents à toute la formation. Taux de satisfaction : part des réponses donnant 4 ou 5 étoiles sur 5 à la satisfaction globale, dans les questionnaires de satisfaction clos.',
  'qualityResults.pdf.whole': 'Toutes les formations',
  'qualityResults.pdf.answers': 'Réponses au questionnaire',
  'qualityResults.pdf.byAction': 'Par formation',
  'qualityResults.pdf.published':
    'Une formation n’est publiée sur le portail qu’à partir de {min} réponses au questionnaire de satisfaction.',
  'qualityResults.pdf.none': 'Aucune session de l’organisme ne s’est terminée cette année.',
} as const;
