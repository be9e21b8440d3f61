import { CONTACT_CATEGORY_LABELS, type ContactMessage } from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { enqueueMail } from '../mail/enqueue.js';
import { contactRecipients, insertContactMessage } from './contact.repository.js';

/**
 * Stores a contact message and mails it to the staff (admins and managers) in one transaction:
 * the message exists if and only if its mail is in the outbox.
 */
export async function sendContactMessage(
  db: Database,
  message: ContactMessage,
  userId: number | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, message, userId);
    await enqueueMail(tx, {
      template: 'CONTACT_MESSAGE',
      to: await contactRecipients(tx),
      values: {
        'contact.category': CONTACT_CATEGORY_LABELS[message.category],
        'contact.name': message.name,
        'contact.email': message.email,
        'contact.phone': message.phone ?? 'non renseigné',
        'contact.subject': message.subject,
        'contact.message': message.message,
      },
    });
    return id;
  });
}
