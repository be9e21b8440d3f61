import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createStructure, createUser } from '../../test/factories.js';
import { structureRecipients } from './users.service.js';

/*
 * "Who receives a structure's mails" is one query (the registration, session, report and
 * convention mails all read it): the enabled users holding the profile on the structure, with an
 * address, once each, oldest account first.
 */
describe('structureRecipients', () => {
  let database: TestDatabase;
  let employer: number;
  let otherEmployer: number;
  let provider: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    employer = (await createStructure(db, { type: 'employer' })).id;
    otherEmployer = (await createStructure(db, { type: 'employer' })).id;
    provider = (await createStructure(db)).id;
    const hr = (structureId: number, values = {}) =>
      createUser(db, { profile: 'profile_hr', structureId, values });
    ids.validator = (await hr(employer)).id;
    ids.disabled = (await hr(employer, { disabled: true })).id;
    ids.noAddress = (await hr(employer, { email: '' })).id;
    ids.padded = (await hr(employer, { email: '  padded@example.test ' })).id;
    ids.elsewhere = (await hr(otherEmployer)).id;
    // Holds profile_hr, but on the other structure: here only a beneficiary.
    await database.db
      .insert(userProfiles)
      .values({ userId: ids.elsewhere, profileCode: 'profile_beneficiary', structureId: employer });
    ids.both = (await hr(otherEmployer)).id;
    await database.db
      .insert(userProfiles)
      .values({ userId: ids.both, profileCode: 'profile_hr', structureId: employer });
    ids.member = (
      await createUser(db, { profile: 'profile_beneficiary', structureId: employer })
    ).id;
    ids.providerUser = (
      await createUser(db, { profile: 'profile_provider', structureId: provider })
    ).id;
  });

  afterAll(async () => {
    await database?.close();
  });

  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

  it('answers the enabled holders of the profile on the structure, with an address, oldest first', async () => {
    const rows = await structureRecipients(database.db, 'profile_hr', [employer]);
    expect(idsOf(rows)).toEqual([ids.validator, ids.padded, ids.both]);
  });

  it('leaves out disabled accounts and accounts without an address', async () => {
    const found = idsOf(await structureRecipients(database.db, 'profile_hr', [employer]));
    expect(found).not.toContain(ids.disabled);
    expect(found).not.toContain(ids.noAddress);
  });

  it('gives the address trimmed', async () => {
    const rows = await structureRecipients(database.db, 'profile_hr', [employer]);
    expect(rows.find((row) => row.id === ids.padded)?.email).toBe('padded@example.test');
  });

  it('matches the profile: other profiles held on the structure do not count', async () => {
    const found = idsOf(await structureRecipients(database.db, 'profile_hr', [employer]));
    expect(found).not.toContain(ids.member);
    expect(
      idsOf(await structureRecipients(database.db, 'profile_beneficiary', [employer])),
    ).toEqual([ids.elsewhere, ids.member]);
  });

  it('matches the structure: the profile held on another structure does not count', async () => {
    const found = idsOf(await structureRecipients(database.db, 'profile_hr', [employer]));
    expect(found).not.toContain(ids.elsewhere);
    expect(idsOf(await structureRecipients(database.db, 'profile_hr', [otherEmployer]))).toEqual([
      ids.elsewhere,
      ids.both,
    ]);
    expect(idsOf(await structureRecipients(database.db, 'profile_provider', [employer]))).toEqual(
      [],
    );
    expect(idsOf(await structureRecipients(database.db, 'profile_provider', [provider]))).toEqual([
      ids.providerUser,
    ]);
  });

  it('answers each user once over several structures, and nobody for none', async () => {
    const rows = await structureRecipients(database.db, 'profile_hr', [employer, otherEmployer]);
    expect(idsOf(rows)).toEqual([ids.validator, ids.padded, ids.elsewhere, ids.both]);
    expect(await structureRecipients(database.db, 'profile_hr', [])).toEqual([]);
  });
});
