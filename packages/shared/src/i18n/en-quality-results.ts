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
  'qualityResults.panel.no.short': 'No',
  'qualityResults.panel.total': 'All actions',
  'qualityResults.panel.empty': 'No session ended in the period.',
  'qualityResults.pdf.title': 'Results indicators {year}',
  'qualityResults.pdf.subtitle': 'Sessions ended {period}',
  'qualityResults.pdf.fileName': 'results-indicators-{year}',
  'qualityResults.pdf.link': 'Results indicators {year}',
  'qualityResults.pdf.links': 'A year’s indicators, in PDF',
  'qualityResults.pdf.intro':
    'Results of the provider’s trainings (Qualiopi, indicator 2), over the sessions held and ended in the year. Trainees trained: present for all or part of the training. Completion rate: share of trainees present throughout. Satisfaction rate: share of answers giving 4 or 5 stars out of 5 to overall satisfaction, in the closed satisfaction surveys.',
  'qualityResults.pdf.whole': 'All trainings',
  'qualityResults.pdf.answers': 'Answers to the survey',
  'qualityResults.pdf.byAction': 'Per training',
  'qualityResults.pdf.published':
    'A training is published on the portal from {min} answers to the satisfaction survey.',
  'qualityResults.pdf.none': 'No session of the provider ended this year.',
} as const;
