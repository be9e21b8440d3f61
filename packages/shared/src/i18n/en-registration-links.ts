/** English messages of the decision links; same keys as `fr-registration-links.ts`. */
export const enRegistrationLinks = {
  'registrationLinks.unknown':
    'This link is not valid: check that it is whole, or decide from the portal.',
  'registrationLinks.used':
    'This link was already used on {date}: the decision taken then is recorded and nothing changed.',
  'registrationLinks.expired':
    'This link expired on {date}, with the registration deadline: nothing changed.',
  'registrationLinks.moved':
    'This registration no longer awaits your decision: it is now “{status}”. Nothing changed.',
  'registrationLinks.revoked':
    'You can no longer decide on this registration with this link: your account or your organisation changed. Nothing changed.',
  'registrationLinks.historyNote': 'by a link received by e-mail',

  'registrationLinks.title.validate': 'Approve a registration request',
  'registrationLinks.title.refuse': 'Refuse a registration request',
  'registrationLinks.greeting': 'Hello {name},',
  'registrationLinks.intro.hr':
    '{beneficiary} ({structure}) asks to register for the session below. Your approval as HR validator is awaited.',
  'registrationLinks.intro.provider':
    'The registration of {beneficiary} ({structure}) for the session below awaits the training provider’s approval.',
  'registrationLinks.noStructure': 'no organisation',
  'registrationLinks.motivation': 'Motivation given',
  'registrationLinks.session': 'Session',
  'registrationLinks.expiresAt': 'This link is valid until {date}.',
  'registrationLinks.confirmValidate': 'Confirm the approval',
  'registrationLinks.confirmRefuse': 'Confirm the refusal',
  'registrationLinks.choose': 'What do you decide?',
  'registrationLinks.choice.validate': 'Approve the request',
  'registrationLinks.choice.refuse': 'Refuse the request',
  'registrationLinks.reason': 'Reason for the refusal',
  'registrationLinks.reasonHint': 'The reason is sent to the person by e-mail.',
  'registrationLinks.otherChoice.validate': 'I would rather approve this request',
  'registrationLinks.otherChoice.refuse': 'I would rather refuse this request',
  'registrationLinks.done.validate':
    'Done: the request is approved, and the person is told by e-mail.',
  'registrationLinks.done.refuse':
    'Done: the request is refused, and the person is told by e-mail with your reason.',
  'registrationLinks.doneWaitingList':
    'The session being full, the request joins the waiting list.',
  'registrationLinks.portalLink': 'Open the portal',
} as const;
