import { PROFILE_CODES } from '@passerelle/shared';
import { DEMO_ACCOUNTS, type DemoPerson } from './accounts.js';
import { DEMO_STRUCTURES } from './structures.js';

/** "Élodie", "Bousquet" → "elodie.bousquet". */
function usernameOf(givenName: string, familyName: string): string {
  return `${givenName}.${familyName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.-]/g, '');
}

/** Everyone of the demo: the five named accounts first, then each structure's people. */
export function demoPeople(): DemoPerson[] {
  const people: DemoPerson[] = [...DEMO_ACCOUNTS];
  for (const structure of DEMO_STRUCTURES) {
    for (const profile of PROFILE_CODES) {
      for (const [civility, givenName, familyName] of structure.people[profile] ?? []) {
        const username = usernameOf(givenName, familyName);
        people.push({
          username,
          civility,
          givenName,
          familyName,
          email: `${username}@${structure.domain}`,
          profile,
          structure: structure.key,
        });
      }
    }
  }
  const taken = new Set<string>();
  for (const { username } of people) {
    if (taken.has(username)) throw new Error(`Duplicate demo username: ${username}`);
    taken.add(username);
  }
  return people;
}
