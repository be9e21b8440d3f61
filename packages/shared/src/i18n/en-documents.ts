import type { frDocuments } from './fr-documents';
import type { TranslationOf } from './format';

/** English messages of the generated documents; same keys and placeholders as the French ones. */
export const enDocuments = {
  'documents.label.convocation': 'Notice to attend',
  'documents.label.convention': 'Training agreement',
  'documents.label.participant_list': 'Participant list',
  'documents.label.csv': 'Participant list (CSV)',
  'documents.label.registration_signature': 'Attendance sheet',
  'documents.label.participation_certificate': 'Certificate of participation',
  'documents.label.completion_certificate': 'Certificate of completion',
  'documents.label.end_certificate': 'End-of-training certificate',
  'documents.label.report_pdf': 'Pedagogical report',

  'documents.error.notRegistered':
    'Document unavailable: this trainee’s registration to the session is not confirmed.',
  'documents.error.sessionCanceled': 'Document unavailable: the session was cancelled.',
  'documents.error.notRealized': 'Certificates are available once the session is realised.',
  'documents.error.attendance':
    'No certificate for this trainee: their attendance is not recorded (present or partial absence).',
  'documents.error.hours':
    'No certificate of completion for this trainee: their hours attended are not recorded.',
  'documents.error.noTrainee':
    'No agreement: none of the session’s trainees belongs to this structure.',
  'documents.error.noReport':
    'No pedagogical report to print: it has not been written for this session yet.',
  'documents.error.notOffered':
    'This document is not offered for the sessions of this action type (see its generated and regulatory documents).',
  'documents.error.templateBroken':
    'The DOCX template imported for this document cannot be filled ({reason}). Import a corrected template.',
  'documents.error.tooLarge':
    'This document is too large to be made: the memory set aside for it is not enough.',
  'documents.error.unknownTag': {
    one: 'Unknown tag for this document: {tags}. Allowed tags: {allowed}.',
    other: 'Unknown tags for this document: {tags}. Allowed tags: {allowed}.',
  },
  'documents.error.unreadableTemplate':
    'The template cannot be read: a tag is malformed ({reason}).',

  'documents.pdf.page': 'Page {page} of {count}',
  'documents.pdf.madeAt': 'Made in {place}, on {date}',
  'documents.pdf.madeOn': 'Made on {date}',
  'documents.pdf.providerSignature': 'Stamp and signature of the training organisation',
  'documents.pdf.remote': 'Remote',
  'documents.pdf.placeToCome': 'place to be confirmed',
  'documents.pdf.hours': '{hours} h',
  'documents.pdf.noDate': 'Dates to be confirmed',
  'documents.pdf.dateHours': '{day}: {start} – {end}',
  'documents.pdf.session': 'Session {code}',
  'documents.pdf.field.action': 'Training action',
  'documents.pdf.field.session': 'Session',
  'documents.pdf.field.dates': 'Dates',
  'documents.pdf.field.hours': 'Length',
  'documents.pdf.field.place': 'Place',
  'documents.pdf.field.modality': 'Modality',
  'documents.pdf.field.provider': 'Training organisation',
  'documents.pdf.field.speakers': 'Speakers',
  'documents.pdf.field.goal': 'Goals',
  'documents.pdf.field.public': 'Audience',
  'documents.pdf.field.trainee': 'Trainee',
  'documents.pdf.field.structure': 'Structure',
  'documents.pdf.field.traineeHours': 'Hours attended',
  'documents.pdf.field.nature': 'Nature of the action',
  'documents.pdf.nature': 'Training action',
  'documents.pdf.column.number': 'No.',
  'documents.pdf.column.familyName': 'Family name',
  'documents.pdf.column.givenName': 'Given name',
  'documents.pdf.column.email': 'E-mail address',
  'documents.pdf.column.status': 'Status',
  'documents.pdf.traineeCount': { one: '{count} trainee', other: '{count} trainees' },

  'documents.convocation.title': 'Notice to attend',
  'documents.convocation.subject': 'Subject: notice to attend the training action “{action}”',
  'documents.convocation.greeting': '{name},',
  'documents.convocation.intro':
    'Your registration to session {code} of the training action “{action}”, organised by {provider}, is confirmed. We expect you on the following dates and times:',
  'documents.convocation.where': 'Place',
  'documents.convocation.remoteLink':
    'The session takes place remotely: the training organisation will send you the link before it starts.',
  'documents.convocation.remoteUrl':
    'To attend remotely, connect a few minutes before the start at: {url}',
  'documents.convocation.bring': 'What to bring',
  'documents.convocation.bringOnsite':
    'Please bring this notice and something to take notes with, and arrive ten minutes before the start.',
  'documents.convocation.bringRemote':
    'To attend remotely: a computer with a microphone and a camera, an internet connection and a quiet place.',
  'documents.convocation.contact': 'Contact',
  'documents.convocation.cancel':
    'If you cannot attend, tell the training organisation as soon as possible and cancel your registration from your space.',

  'documents.convention.title': 'Vocational training agreement',
  'documents.convention.legal': 'Articles L. 6353-1 and D. 6353-1 of the French Labour Code',
  'documents.convention.between': 'Between the undersigned:',
  'documents.convention.providerParty': 'hereinafter “the training organisation”',
  'documents.convention.structureParty': 'hereinafter “the beneficiary structure”',
  'documents.convention.representedBy': 'represented by {name}, {title}',
  'documents.convention.siret': 'SIRET: {siret}',
  'documents.convention.and': 'and',
  'documents.convention.agreed': 'the following is agreed.',
  'documents.convention.article1': 'Article 1 – Purpose',
  'documents.convention.article1.text':
    'The training organisation organises, for the employees of the beneficiary structure named in article 3, the training action “{action}” (session {code}). Nature of the action: training action in the sense of article L. 6313-1 of the Labour Code.',
  'documents.convention.article2': 'Article 2 – Dates, length and place',
  'documents.convention.article3': 'Article 3 – Trainees',
  'documents.convention.article4': 'Article 4 – Financial terms',
  'documents.convention.cost': 'Cost of the session: {cost}.',
  'documents.convention.noContribution':
    'The action is funded by the programme: no financial contribution is asked of the beneficiary structure.',
  'documents.convention.contribution':
    'The financial contribution of the beneficiary structure is invoiced by the training organisation as it tells it.',
  'documents.convention.article5': 'Article 5 – Attendance and certificates',
  'documents.convention.article5.text':
    'Each trainee signs the attendance sheet for every half-day. After the action, the training organisation gives each trainee who attended an end-of-training certificate and issues a certificate of completion.',
  'documents.convention.article6': 'Article 6 – Absence and cancellation',
  'documents.convention.article6.text':
    'The beneficiary structure tells the training organisation as soon as possible when a trainee cannot attend. A session cancelled by the training organisation is not invoiced.',
  'documents.convention.forProvider': 'For the training organisation',
  'documents.convention.forStructure': 'For the beneficiary structure',
  'documents.convention.nameAndTitle': 'Name, position, stamp and signature',

  'documents.participants.title': 'Participant list',
  'documents.participants.empty': 'No trainee registered to this session.',
  'documents.signature.title': 'Attendance sheet',
  'documents.signature.intro':
    'Each trainee signs for every half-day attended; the speaker signs at the end of the half-day.',
  'documents.signature.trainee': 'Trainee',
  'documents.signature.speaker': 'Speaker',
  'documents.signature.typed': 'Signed electronically by {name}',
  'documents.period.morning': 'Morning',
  'documents.period.afternoon': 'Afternoon',
  'documents.period.evening': 'Evening',

  'documents.participation.title': 'Certificate of participation',
  'documents.participation.text':
    '{signatory} certifies that {trainee} took part in the training action “{action}” (session {code}), which took place {dates}.',
  'documents.completion.title': 'Certificate of completion',
  'documents.completion.signatory':
    'I, the undersigned {name}, legal representative of the provider of the skills development action {provider},',
  'documents.completion.signatoryProvider':
    'The legal representative of the provider of the skills development action {provider},',
  'documents.completion.attests': 'certifies that:',
  'documents.completion.trainee': '{trainee}, employee of the structure {structure},',
  'documents.completion.traineeAlone': '{trainee},',
  'documents.completion.followed': 'attended the action “{action}”',
  'documents.completion.nature': 'Nature of the skills development action:',
  'documents.completion.natureTraining': 'training action',
  'documents.completion.natureSkills': 'skills assessment',
  'documents.completion.natureVae': 'accreditation of prior learning',
  'documents.completion.natureApprenticeship': 'apprenticeship training',
  'documents.completion.when': 'which took place from {start} to {end}, lasting {hours} hours.',
  'documents.completion.attendance': 'Trainee’s attendance: {hours} hours attended.',
  'documents.completion.keep':
    'Without prejudice to the periods set by tax, accounting or commercial rules, I undertake to keep all the supporting documents used to issue this certificate for 3 years from the end of the year of the last payment. With European co-funding, the period is extended as the specific agreements require.',
  'documents.completion.signature': 'Stamp and signature of the provider’s manager',
  'documents.end.title': 'End-of-training certificate',
  'documents.end.text':
    '{signatory} certifies that {trainee} attended the training action “{action}” (session {code}), {dates}.',
  'documents.end.evaluation':
    'The training organisation assessed what was learnt against the goals above.',
  'documents.certificate.signatoryManager': '{name}, {title} of {provider},',
  'documents.certificate.signatoryProvider': 'The training organisation {provider}',

  'documents.report.title': 'Pedagogical report',
  'documents.report.status': 'Status: {status}',
  'documents.report.completed': 'Completed on {date} by {name}',
  'documents.report.validated': 'Validated on {date} by {name}',
  'documents.report.empty': 'Section left empty.',

  'documents.csv.session': 'Session',
  'documents.csv.action': 'Action',
  'documents.csv.civility': 'Title',
  'documents.csv.structure': 'Structure',
  'documents.csv.hours': 'Hours attended',

  'documents.section.title': 'Generated documents',
  'documents.section.intro':
    'Documents made from the session’s data, in the name of the training organisation.',
  'documents.section.session': 'Session documents',
  'documents.section.conventions': 'Agreements, per structure',
  'documents.section.noConvention': 'No agreement: no registered trainee belongs to a structure.',
  'documents.section.trainees': 'Trainees’ documents',
  'documents.section.noTrainee': 'No trainee registered to this session.',
  'documents.section.loadError': 'The session’s documents could not be loaded.',
  'documents.column.trainee': 'Trainee',
  'documents.column.structure': 'Structure',
  'documents.column.documents': 'Documents',
  'documents.column.notYet': 'Not available yet',
  'documents.download': 'Download {label}',
  'documents.downloadFor': 'Download {label} – {name}',
  'documents.format.docx': 'Word',
  'documents.remoteUrlHint':
    'The virtual classroom’s link, written in the notices to attend. Left blank, the notice says it will be sent.',
  'documents.beneficiary.column': 'Documents',
  'documents.beneficiary.none': 'No document yet',
  'documents.beneficiary.actionDocuments': 'Documents of the action {name}',
  'documents.beneficiary.badge': 'Open badge: {description}',
  'documents.beneficiary.badgeImage': 'Open badge image – {name}',
  'documents.beneficiary.requestBadge': 'Request the open badge',
  'documents.beneficiary.requestBadgeFor': 'Request the open badge – {name}',

  'documents.tags.title': 'Tags of {label}',
  'documents.tags.intro':
    'Write tags between double braces, for example {{ session.code }}. A loop repeats what it surrounds: {{#trainees}} … {{/trainees}}.',
  'documents.tags.loops': 'Loops',
  'documents.tags.loopTags': 'Tags inside the loop: {tags}',
} as const satisfies TranslationOf<typeof frDocuments>;
