import type { ContactMessage } from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueMail } from '../mail/outbox.service.js';
import type { SolvedChallenge } from './captcha.service.js';
import { offeredCategoryLabel } from './contact-categories.service.js';
import { claimChallenge } from './captcha-uses.repository.js';
import { contactRecipients, insertContactMessage } from './contact.repository.js';

/**
 * Spends the captcha, stores a contact message and mails it to the staff (admins and managers)
 * in one transaction: the message exists if and only if its mail is in the outbox and its
 * challenge is used; if anything fails, the challenge is still good for another try. A category
 * the programme no longer offers is refused on its field (decision 067).
 */
export async function sendContactMessage(
  db: Database,
  message: ContactMessage,
  userId: number | null,
  captcha: SolvedChallenge,
): Promise<number> {
  return db.transaction(async (tx) => {
    const categoryLabel = await offeredCategoryLabel(tx, message.category);
    if (!(await claimChallenge(tx, captcha))) throw new AppError('CAPTCHA_REPLAYED');
    const id = await insertContactMessage(tx, message, userId);
    await enqueueMail(tx, {
      template: 'CONTACT_MESSAGE',
      to: await contactRecipients(tx),
      // "Répondre" in the staff's mail program writes to the visitor, not to the portal.
      replyTo: message.email,
      values: {
        'contact.category': categoryLabel,
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
