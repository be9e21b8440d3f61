import {
  CIVILITY_LABELS,
  MODALITY_LABELS,
  type Civility,
  type MailValues,
  type Modality,
} from '@passerelle/shared';

/** What a mail about one trainee's registration says of the person and the session. */
export interface RegistrationMailSubject {
  beneficiary: { civility: Civility | null; givenName: string; familyName: string };
  structureName: string | null;
  action: { name: string };
  session: {
    id: number;
    code: string;
    startDate: Date;
    endDate: Date;
    cityName: string | null;
    modality: Modality;
  };
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
  const { beneficiary, session } = subject;
  return {
    'beneficiary.civility': beneficiary.civility ? CIVILITY_LABELS[beneficiary.civility] : null,
    'beneficiary.givenName': beneficiary.givenName,
    'beneficiary.familyName': beneficiary.familyName,
    'beneficiary.structure': subject.structureName,
    'action.name': subject.action.name,
    'session.code': session.code,
    'session.startDate': session.startDate,
    'session.endDate': session.endDate,
    'session.city': session.cityName,
    'session.modality': MODALITY_LABELS[session.modality],
    'session.url': new URL(`/training/${session.id}`, subject.publicUrl).toString(),
  };
}
