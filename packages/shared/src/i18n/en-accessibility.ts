/** English messages of the accessibility statement; same keys as `fr-accessibility.ts`. */
export const enAccessibility = {
  'accessibility.status.title': 'Compliance status',
  'accessibility.status.full':
    'The Passerelle portal is fully compliant with the French accessibility framework (RGAA), version {version}.',
  'accessibility.status.partial':
    'The Passerelle portal is partially compliant with the French accessibility framework (RGAA), version {version}, because of the non-compliances listed below.',
  'accessibility.status.none':
    'The Passerelle portal is not compliant with the French accessibility framework (RGAA), version {version}, because of the non-compliances listed below.',

  'accessibility.results.title': 'Test results',
  'accessibility.results.intro': 'The compliance audit made by {auditor} shows that:',
  'accessibility.results.rate': '{rate} of the criteria of RGAA version {version} are met.',
  'accessibility.results.noRate': 'no criterion of RGAA version {version} could be assessed yet.',
  'accessibility.results.counts': 'Of the {count} criteria of the RGAA:',
  'accessibility.results.conform': {
    one: '{count} criterion is met;',
    other: '{count} criteria are met;',
  },
  'accessibility.results.nonConform': {
    one: '{count} criterion is not met;',
    other: '{count} criteria are not met;',
  },
  'accessibility.results.notApplicable': {
    one: '{count} criterion does not apply to the portal.',
    other: '{count} criteria do not apply to the portal.',
  },
  'accessibility.results.method':
    'The compliance rate is the number of criteria met divided by the number of applicable criteria. Every page of the sample is checked automatically at every new version of the portal, which is only published when no error is found; the journeys listed below are made again with the keyboard only at every version; the other criteria were checked by the team reading the pages and their components.',

  'accessibility.content.title': 'Non-accessible content',
  'accessibility.content.nonConformities': 'Non-compliances',
  'accessibility.content.noNonConformity': 'No non-compliance was found.',
  'accessibility.content.criteria': {
    one: 'criterion {list}',
    other: 'criteria {list}',
  },
  'accessibility.content.derogations': 'Exemptions for disproportionate burden',
  'accessibility.content.noDerogation': 'No exemption is claimed.',
  'accessibility.content.exemptions': 'Content not subject to the accessibility obligation',
  'accessibility.content.noExemption': 'None.',

  'accessibility.making.title': 'Preparation of this accessibility statement',
  'accessibility.making.date': 'This statement was made on {date}.',
  'accessibility.making.updated': 'This statement was made on {date}. It was updated on {updated}.',
  'accessibility.making.technologies': 'Technologies used to build the portal',
  'accessibility.making.environments': 'Test environment',
  'accessibility.making.environmentsIntro':
    'The checks of how content is rendered were made in the following environments:',
  'accessibility.making.tools': 'Tools used to assess accessibility',
  'accessibility.making.pages': 'Pages of the portal checked for compliance',
  'accessibility.making.journeys': 'Journeys checked with the keyboard only',

  'accessibility.contact.title': 'Feedback and contact',
  'accessibility.contact.text':
    'If you cannot access a content or a service, you can contact the person in charge of the portal to be directed to an accessible alternative or to get the content in another form.',
  'accessibility.contact.form': 'Send a message through the portal’s contact form',

  'accessibility.remedy.title': 'Remedies',
  'accessibility.remedy.text':
    'Use this procedure in the following case: you have reported to the person in charge of the portal an accessibility defect that prevents you from accessing a content or one of the portal’s services and you did not get a satisfactory answer.',
  'accessibility.remedy.intro': 'You can:',
  'accessibility.remedy.form': 'Write to the Défenseur des droits (online form)',
  'accessibility.remedy.delegate': 'Contact the Défenseur des droits delegate in your region',
  'accessibility.remedy.phone': 'Call {phone}',
  'accessibility.remedy.post': 'Send a letter by post (free, no stamp needed): {address}',
} as const;
