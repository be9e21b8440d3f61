import {
  decimalToInput,
  fieldNameOf,
  fromParisInput,
  PROVIDER_EDITABLE_SESSION_FIELDS,
  sessionCreateSchema,
  sessionRealisedHoursSchema,
  sessionRuleIssues,
  toParisInput,
  zodFieldErrors,
  type Modality,
  type SessionDetail,
  type SessionRuleFields,
} from '@passerelle/shared';

/*
 * The session form's values: what the inputs hold (text, Paris-time `datetime-local` values,
 * checkboxes), turned into the API body and judged by the shared schema — the same rules as the
 * server's, so the messages are the same on both sides.
 */

export interface InterventionDateRow {
  /** A stable key for React (rows are added and removed). */
  key: string;
  startsAt: string;
  endsAt: string;
}

export interface SessionFormValues {
  code: string;
  startDate: string;
  endDate: string;
  interventionDates: InterventionDateRow[];
  modality: Modality;
  cityId: string;
  /** The chosen city's name: the room list is narrowed to it. */
  cityName: string;
  roomId: string;
  seats: string;
  registrationDeadline: string;
  externalRegistration: boolean;
  externalRegistrationUrl: string;
  remoteUrl: string;
  eCourse: boolean;
  payable: boolean;
  registrationRequired: boolean;
  noFinancialContribution: boolean;
  published: boolean;
  realisedHoursOnsite: string;
  realisedHoursRemote: string;
  asyncTime: string;
  cost: string;
}

export type FieldErrors = Partial<Record<string, string[]>>;

let rowCounter = 0;
/** A new, empty intervention date row. */
export function newDateRow(startsAt = '', endsAt = ''): InterventionDateRow {
  rowCounter += 1;
  return { key: `date-${rowCounter}`, startsAt, endsAt };
}

/** Decimal text as the French reader writes it (3,50). */
/**
 * The values of a stored session, or of a new one (the API's defaults, and the seats of its
 * action type when it gives some).
 */
export function initialSessionValues(
  session: SessionDetail | null,
  defaultSeats = 0,
): SessionFormValues {
  if (!session) {
    return {
      code: '',
      startDate: '',
      endDate: '',
      interventionDates: [],
      modality: 'ONSITE',
      cityId: '',
      cityName: '',
      roomId: '',
      seats: defaultSeats > 0 ? String(defaultSeats) : '',
      registrationDeadline: '',
      externalRegistration: false,
      externalRegistrationUrl: '',
      remoteUrl: '',
      eCourse: false,
      payable: false,
      registrationRequired: true,
      noFinancialContribution: false,
      published: false,
      realisedHoursOnsite: '',
      realisedHoursRemote: '',
      asyncTime: '',
      cost: '',
    };
  }
  return {
    code: session.code,
    startDate: toParisInput(session.startDate),
    endDate: toParisInput(session.endDate),
    interventionDates: session.interventionDates.map((date) =>
      // Keyed by id: the server render and the browser give the same keys.
      ({
        key: `date-saved-${date.id}`,
        startsAt: toParisInput(date.startsAt),
        endsAt: toParisInput(date.endsAt),
      }),
    ),
    modality: session.modality,
    cityId: session.cityId === null ? '' : String(session.cityId),
    cityName: session.city?.name ?? '',
    roomId: session.roomId === null ? '' : String(session.roomId),
    seats: String(session.seats),
    registrationDeadline: toParisInput(session.registrationDeadline),
    externalRegistration: session.externalRegistration,
    externalRegistrationUrl: session.externalRegistrationUrl ?? '',
    remoteUrl: session.remoteUrl ?? '',
    eCourse: session.eCourse,
    payable: session.payable,
    registrationRequired: session.registrationRequired,
    noFinancialContribution: session.noFinancialContribution,
    published: session.published,
    realisedHoursOnsite: decimalToInput(session.realisedHoursOnsite),
    realisedHoursRemote: decimalToInput(session.realisedHoursRemote),
    asyncTime: decimalToInput(session.asyncTime),
    cost: session.cost === '0.00' ? '' : decimalToInput(session.cost),
  };
}

/** Whole numbers become numbers; other text is kept so that the schema names the mistake. */
function integerOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A required instant: '' is absent (the schema says 'Champ obligatoire'). */
const requiredInstant = (value: string) => fromParisInput(value) ?? undefined;

/** The request body the values stand for (every field: the API replaces the dates list). */
export function sessionBody(values: SessionFormValues): Record<string, unknown> {
  return {
    code: values.code,
    startDate: requiredInstant(values.startDate),
    endDate: requiredInstant(values.endDate),
    interventionDates: values.interventionDates.map((row) => ({
      startsAt: requiredInstant(row.startsAt),
      endsAt: requiredInstant(row.endsAt),
    })),
    modality: values.modality,
    cityId: values.cityId === '' ? null : Number(values.cityId),
    roomId: values.roomId === '' ? null : Number(values.roomId),
    seats: integerOf(values.seats) ?? 0,
    registrationDeadline: fromParisInput(values.registrationDeadline),
    externalRegistration: values.externalRegistration,
    // Without external registration the URL means nothing: it is not kept.
    externalRegistrationUrl: values.externalRegistration ? values.externalRegistrationUrl : null,
    // An onsite session has no remote link; a blank one is none.
    remoteUrl:
      values.modality === 'ONSITE' || values.remoteUrl.trim() === '' ? null : values.remoteUrl,
    eCourse: values.eCourse,
    payable: values.payable,
    registrationRequired: values.registrationRequired,
    noFinancialContribution: values.noFinancialContribution,
    published: values.published,
    realisedHoursOnsite: values.realisedHoursOnsite,
    realisedHoursRemote: values.realisedHoursRemote,
    asyncTime: values.asyncTime,
    cost: values.cost.trim() === '' ? '0' : values.cost,
  };
}

/**
 * The body to send, or the French messages by field name (`interventionDates[0].endsAt`…),
 * judged by the shared schema. The body always holds every field, so the creation schema (every
 * rule, nothing optional that the form leaves out) judges an edit too. The rules spanning several
 * fields are also judged on their own: Zod skips them while another field is wrong, and the user
 * should see every mistake at once.
 */
export function validateSessionValues(
  values: SessionFormValues,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const body = sessionBody(values);
  const parsed = sessionCreateSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors = zodFieldErrors(parsed.error);
  for (const issue of sessionRuleIssues(body as SessionRuleFields)) {
    const messages = (errors[fieldNameOf(issue.path)] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { ok: false, errors };
}

/**
 * The body of a provider's save: the realised hours alone (shared
 * PROVIDER_EDITABLE_SESSION_FIELDS), judged by the same schema as the server's.
 */
export function validateRealisedHours(
  values: SessionFormValues,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const all = sessionBody(values);
  const body = Object.fromEntries(
    PROVIDER_EDITABLE_SESSION_FIELDS.map((field) => [field, all[field]]),
  );
  const parsed = sessionRealisedHoursSchema.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/**
 * Whether the inputs move the session in time or space (its dates and times, town or room): the
 * changes its registered trainees are told of (decision 060).
 */
export function movesSession(values: SessionFormValues, saved: SessionFormValues): boolean {
  return (['startDate', 'endDate', 'cityId', 'roomId'] as const).some(
    (key) => values[key] !== saved[key],
  );
}

/** Whether the inputs differ from the saved values (the editing lock holds while they do). */
export function sameValues(a: SessionFormValues, b: SessionFormValues): boolean {
  const strip = (values: SessionFormValues) =>
    JSON.stringify({
      ...values,
      interventionDates: values.interventionDates.map(({ startsAt, endsAt }) => ({
        startsAt,
        endsAt,
      })),
    });
  return strip(a) === strip(b);
}
