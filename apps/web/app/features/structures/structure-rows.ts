import {
  fullName,
  type StructureDetail,
  type StructureMember,
  type StructureRegistration,
} from '@passerelle/shared';

/** One open registration of the page with its person, as the tables and the dialog show it. */
export interface PendingRequest {
  registration: StructureRegistration;
  person: StructureMember;
  personName: string;
  /** "Action name (CODE)". */
  sessionLabel: string;
}

export function sessionLabel(registration: StructureRegistration): string {
  return `${registration.action.name} (${registration.session.code})`;
}

/**
 * The page's open registrations, oldest request first, split in two: those at the HR step
 * (REQUESTED of a type with HR validation, on the waiting list or not: decision 015 lets the
 * validator decide while it waits) and the others (awaiting the provider or a seat).
 */
export function splitRequests(detail: StructureDetail): {
  toValidate: PendingRequest[];
  others: PendingRequest[];
} {
  const rows = detail.members
    .flatMap((person) =>
      person.registrations.map((registration) => ({
        registration,
        person,
        personName: fullName(person),
        sessionLabel: sessionLabel(registration),
      })),
    )
    .sort(
      (a, b) =>
        a.registration.askedAt.localeCompare(b.registration.askedAt) ||
        a.registration.id - b.registration.id,
    );
  const atHrStep = (row: PendingRequest) =>
    row.registration.status === 'REQUESTED' && row.registration.action.hrValidation;
  return { toValidate: rows.filter(atHrStep), others: rows.filter((row) => !atHrStep(row)) };
}
