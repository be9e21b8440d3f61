import { CIVILITY_LABELS, type Speaker } from '@passerelle/shared';

/** "Mme Claire Martin". */
export function personName(person: Pick<Speaker, 'civility' | 'givenName' | 'familyName'>): string {
  const civility = person.civility ? `${CIVILITY_LABELS[person.civility]} ` : '';
  return `${civility}${person.givenName} ${person.familyName}`;
}
