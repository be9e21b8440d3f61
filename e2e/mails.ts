import { expect } from '@playwright/test';
import { CATCHER_URL } from './servers';

/*
 * The mails the app server delivered to the mail catcher (e2e/mail-catcher.ts). The catcher
 * receives every journey's mails: a journey picks its own by their recipient, an address of its
 * own.
 */

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; head: string }[];
}

export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${CATCHER_URL}/mails`);
  return (await response.json()) as CaughtMail[];
}

/** The mails delivered to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const wanted = address.toLowerCase();
  return (await caughtMails()).filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted));
}

/**
 * Waits for the first mail to `address` whose subject matches `subject` (and whose text holds
 * `text`, when given), and answers it.
 */
export async function waitForMail(
  address: string,
  subject: RegExp,
  text?: string,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find(
          (mail) => subject.test(mail.subject) && (text === undefined || mail.text.includes(text)),
        );
        return found !== undefined;
      },
      { message: `a mail to ${address} with the subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
