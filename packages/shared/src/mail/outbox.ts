/** Delivery status of a mail of the outbox. */
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS = {
  PENDING: 'En attente',
  SENT: 'Envoyé',
  FAILED: 'Échec',
} as const satisfies Record<MailStatus, string>;

/** Delivery attempts before a mail is marked FAILED. */
export const MAIL_MAX_ATTEMPTS = 5;
