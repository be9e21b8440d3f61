import {
  CIVILITY_LABELS,
  MODALITY_LABELS,
  t,
  type Civility,
  type MailValues,
  type Modality,
} from '@passerelle/shared';

/** What every mail about a session says of it: its action, dates and place. */
export interface SessionMailSubject {
  id: number;
  code: string;
  startDate: Date;
  endDate: Date;
  cityName: string | null;
  modality: Modality;
}

/**
 * Where a session takes place, as mails and documents write it: the room or town (`onsite`),
 * "À distance" for a remote session, both for a mixed one, and "lieu à préciser" when an on-site
 * session has no place yet — never an empty value that leaves ", ()" in a sentence.
 */
export function sessionPlace(modality: Modality, onsite: string | null): string {
  const here = onsite?.trim() ?? '';
  switch (modality) {
    case 'REMOTE':
      return t('documents.pdf.remote');
    case 'BOTH':
      return [here, t('documents.pdf.remote')].filter(Boolean).join(' · ');
    default:
      return here || t('documents.pdf.placeToCome');
  }
}

/**
 * The action's and the session's tags (MAIL_EVENT_TAGS' SESSION set), the one builder every
 * mail about a session uses; `sessionPath` is where `session.url` leads (its catalogue sheet by
 * default), `place` the room when the caller knows it (the town otherwise).
 */
export function sessionMailValues(
  actionName: string,
  session: SessionMailSubject,
  options: { publicUrl: string; sessionPath?: string; place?: string },
): MailValues<'SESSION_REPROGRAMMED'> {
  return {
    'action.name': actionName,
    'session.code': session.code,
    'session.startDate': session.startDate,
    'session.endDate': session.endDate,
    'session.city': session.cityName,
    'session.modality': MODALITY_LABELS[session.modality],
    'session.place': options.place ?? sessionPlace(session.modality, session.cityName),
    'session.url': new URL(
      options.sessionPath ?? `/training/${session.id}`,
      options.publicUrl,
    ).toString(),
  };
}

/** What a mail about one trainee's registration says of the person and the session. */
export interface RegistrationMailSubject {
  beneficiary: { civility: Civility | null; givenName: string; familyName: string };
  structureName: string | null;
  action: { name: string };
  session: SessionMailSubject;
  /** The portal's address (PUBLIC_URL), for the session's link. */
  publicUrl: string;
}

/**
 * The beneficiary's and the session's tags (MAIL_EVENT_TAGS' REGISTRATION set), shared by every
 * mail about a registration: the registration workflow's and the survey's.
 */
export function registrationMailValues(
  subject: RegistrationMailSubject,
): MailValues<'REGISTRATION_REGISTERED'> {
  const { beneficiary } = subject;
  return {
    'beneficiary.civility': beneficiary.civility ? CIVILITY_LABELS[beneficiary.civility] : null,
    'beneficiary.givenName': beneficiary.givenName,
    'beneficiary.familyName': beneficiary.familyName,
    'beneficiary.structure': subject.structureName,
    ...sessionMailValues(subject.action.name, subject.session, { publicUrl: subject.publicUrl }),
  };
}
