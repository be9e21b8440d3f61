import { CIVILITY_LABELS, type Civility } from '../enums/civilities';

/**
 * A person as the name formatters need it (users, speakers, beneficiaries, members); a missing
 * part (an outer join's null) is left out.
 */
export interface PersonNameParts {
  givenName: string | null;
  familyName: string | null;
  civility?: Civility | null;
}

/** `Claire Martin`. */
export function fullName(person: Pick<PersonNameParts, 'givenName' | 'familyName'>): string {
  return [person.givenName, person.familyName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** `Mme Claire Martin`, or `Claire Martin` when the civility is not known. */
export function personName(person: PersonNameParts): string {
  const name = fullName(person);
  return person.civility ? `${CIVILITY_LABELS[person.civility]} ${name}` : name;
}
