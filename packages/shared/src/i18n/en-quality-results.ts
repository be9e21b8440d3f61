/** English messages of the published quality results; same keys as `fr-quality-results.ts`. */
export const enQualityResults = {
  'qualityResults.period': 'from {from} to {to}',
  'qualityResults.title': 'Results of this training',
  'qualityResults.intro': 'Sessions ended {period}.',
  'qualityResults.trained': 'Trainees trained',
  'qualityResults.completion': 'Completion rate',
  'qualityResults.satisfaction': 'Satisfaction rate',
  'qualityResults.note': {
    one: 'Completion rate: share of trainees present throughout. Satisfaction rate: share of answers giving 4 or 5 stars out of 5 to overall satisfaction ({count} answer to the survey).',
    other:
      'Completion rate: share of trainees present throughout. Satisfaction rate: share of answers giving 4 or 5 stars out of 5 to overall satisfaction ({count} answers to the survey).',
  },
  'qualityResults.themes': 'Average rating per theme',
  'qualityResults.outOf5': '{average} out of 5',

  'qualityResults.panel.title': 'Results indicators',
  'qualityResults.panel.intro':
    'What the portal publishes on each training’s page (Qualiopi, indicator 2), for the sessions ended {period}: a result is published from {min} answers to the satisfaction survey.',
  'qualityResults.panel.caption': 'Results indicators per action',
  'qualityResults.panel.action': 'Action',
  'qualityResults.panel.trained': 'Trainees trained',
  'qualityResults.panel.answers': 'Answers',
  'qualityResults.panel.published': 'Published',
  'qualityResults.panel.yes': 'Yes',
  'qualityResults.panel.no': 'No, fewer than {min} answers',
  'qualityResults.panel.total': 'All actions',
  'qualityResults.panel.empty': 'No session ended in the period.',
  'qualityResults.panel.loadError': 'The results indicators could not be read.',
} as const;
