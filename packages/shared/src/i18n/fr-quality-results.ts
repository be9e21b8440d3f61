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
  'qualityEvidence.link': 'Preuves qualité {year}',
  'qualityEvidence.links':
    'Les preuves d’une année pour l’audit Qualiopi, session par session, en ZIP',
  'qualityEvidence.fileName': 'preuves-qualite-{year}',
  'qualityEvidence.prefix': 'Ind. {numbers}',
  'qualityEvidence.indicator.2': 'Indicateur 2 – Indicateurs de résultats',
  'qualityEvidence.indicator.11': 'Indicateur 11 – Évaluation de l’atteinte des objectifs',
  'qualityEvidence.indicator.12':
    'Indicateur 12 – Engagement des bénéficiaires et prévention des ruptures de parcours',
  'qualityEvidence.indicator.30': 'Indicateur 30 – Recueil des appréciations des parties prenantes',
  'qualityEvidence.indicator.32': 'Indicateur 32 – Mesures d’amélioration',
  'qualityEvidence.sessions': 'Sessions',
  'qualityEvidence.index.fileName': 'Sommaire.csv',
  'qualityEvidence.index.indicators': 'Indicateurs',
  'qualityEvidence.index.evidence': 'Preuve',
  'qualityEvidence.index.session': 'Session',
  'qualityEvidence.index.action': 'Action',
  'qualityEvidence.index.end': 'Fin de la session',
  'qualityEvidence.index.file': 'Fichier',
  'qualityEvidence.index.note': 'Remarque',
  'qualityEvidence.readme.fileName': 'Lisez-moi.txt',
  'qualityEvidence.readme.title': 'Preuves qualité {year} – {provider}',
  'qualityEvidence.readme.intro':
    'Ce dossier réunit, pour chaque session réalisée par l’organisme et terminée en {year}, les documents qui prouvent les indicateurs du Référentiel national qualité (Qualiopi) ci-dessous. Le nom de chaque fichier commence par les numéros des indicateurs qu’il prouve. Sommaire.csv liste chaque preuve, session par session, et ce qui manque.',
  'qualityEvidence.readme.indicators': 'Indicateurs et preuves',
  'qualityEvidence.readme.files': { one: '{count} fichier', other: '{count} fichiers' },
  'qualityEvidence.readme.sessions': {
    one: '{count} session terminée en {year}',
    other: '{count} sessions terminées en {year}',
  },
  'qualityEvidence.readme.noSession': 'Aucune session de l’organisme ne s’est terminée en {year}.',
  'qualityEvidence.readme.missing': {
    one: '{count} preuve manque : voir la colonne « Remarque » du sommaire.',
    other: '{count} preuves manquent : voir la colonne « Remarque » du sommaire.',
  },
  'qualityEvidence.readme.madeOn': 'Généré le {date} par le portail {app}.',
  'qualityEvidence.kind.results': 'Indicateurs de résultats de l’année',
  'qualityEvidence.kind.attendance': 'Feuilles d’émargement signées',
  'qualityEvidence.kind.certificate': 'Attestations et certificats de chaque stagiaire',
  'qualityEvidence.kind.report':
    'Bilans pédagogiques, avec les objectifs atteints et les pistes d’amélioration',
  'qualityEvidence.kind.survey':
    'Résultats des questionnaires de satisfaction et des évaluations à froid',
  'qualityEvidence.missing': 'Manquant : {reason}',
  'qualityEvidence.noSurvey':
    'aucun questionnaire de satisfaction n’a été ouvert pour cette session.',
  'qualityEvidence.surveyOpen':
    'Questionnaire encore ouvert : ses résultats peuvent encore changer.',
  'qualityEvidence.notIssued': 'Non délivré : {reason}',
} as const;
