import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Database } from '../client.js';
import { userProfiles, users } from '../schema/index.js';
import { seedBaseData } from './base.js';
import { seedDemo, type DemoAccount } from './demo/index.js';
import { seedTemplates } from './templates.js';

export { seedBaseData } from './base.js';
export { DEMO_PASSWORD, seedDemo, type DemoAccount } from './demo/index.js';

export interface SeedResult {
  /** The demo accounts (created now or earlier) when demo data is allowed, to print at start. */
  demoAccounts: DemoAccount[];
  /** The username of the admin created from ADMIN_USERNAME, if one was created now. */
  createdAdmin: string | null;
}

type SeedConfig = Pick<
  Config,
  'NODE_ENV' | 'SEED_DEMO' | 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'
>;

/**
 * Start-up data. The base data (content pages, parameters, quotas) in every environment, adding
 * only what is missing. The demo data when the users table is empty, SEED_DEMO is not false and
 * NODE_ENV is not production (never in production). Then, when no admin exists, the first admin
 * from ADMIN_USERNAME / ADMIN_PASSWORD (and its address, ADMIN_EMAIL); in production a database without any admin and without
 * those variables is refused, since nobody could ever log in.
 */
export async function seedDatabase(db: Database, config: SeedConfig): Promise<SeedResult> {
  const result: SeedResult = { demoAccounts: [], createdAdmin: null };
  await seedBaseData(db);
  await seedTemplates(db);
  const demoAllowed = config.NODE_ENV !== 'production' && config.SEED_DEMO;
  // On a database that already has users, seedDemo only lists the demo accounts left.
  if (demoAllowed) result.demoAccounts = await seedDemo(db);

  if (!(await hasAdmin(db))) {
    if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
      await createAdmin(db, {
        username: config.ADMIN_USERNAME,
        password: config.ADMIN_PASSWORD,
        email: config.ADMIN_EMAIL ?? '',
      });
      result.createdAdmin = config.ADMIN_USERNAME;
    } else if (config.NODE_ENV === 'production') {
      throw new Error(
        'No administrator exists yet: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first one.',
      );
    }
  }
  return result;
}

async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.profileCode, 'profile_admin'))
    .limit(1);
  return row !== undefined;
}

/** The first admin: no structure (an admin needs none to log in). */
async function createAdmin(
  db: Database,
  { username, password, email }: { username: string; password: string; email: string },
): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (taken) {
    // Never promote an existing account (nor reset its password) from the environment.
    throw new Error(`ADMIN_USERNAME "${username}" already belongs to a user who is not an admin.`);
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username,
        givenName: 'Administrateur',
        familyName: 'Passerelle',
        email,
        passwordHash,
        currentProfileCode: 'profile_admin',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('The admin user was not created.');
    await tx.insert(userProfiles).values({ userId: user.id, profileCode: 'profile_admin' });
  });
}
