import type { ContactMessage } from '@passerelle/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactMessages, userProfiles, users } from '../../db/schema/index.js';

/** The staff who read the contact messages: active admins and managers with an address. */
export async function contactRecipients(db: Pick<Database, 'selectDistinct'>): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        inArray(userProfiles.profileCode, ['profile_admin', 'profile_manager']),
        eq(users.disabled, false),
        ne(users.email, ''),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

export async function insertContactMessage(
  db: Pick<Database, 'insert'>,
  message: ContactMessage,
  userId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      category: message.category,
      name: message.name,
      email: message.email,
      phone: message.phone ?? null,
      subject: message.subject,
      body: message.message,
      userId,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}
