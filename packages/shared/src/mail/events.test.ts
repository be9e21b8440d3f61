import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../schemas/field-errors';
import {
  MAIL_EVENTS,
  MAIL_EVENT_DESCRIPTIONS,
  MAIL_EVENT_LABELS,
  MAIL_EVENT_TAGS,
  MAIL_TAGS,
  allowedTagsOf,
  isMailEventCode,
} from './events';
import { isTagName } from './template-syntax';
import {
  authorizedTagsQuerySchema,
  mailTemplateEditSchema,
  outboxQuerySchema,
  tagInfosOf,
} from '../schemas/mail';

describe('mail events', () => {
  it('covers the sixteen events of decisions.md, the contact message, the report sent back, the cold evaluation, the validators’ mails, the completed report, the invitation and the alerts on favourites, each with a label and a description', () => {
    expect(MAIL_EVENTS).toHaveLength(25);
    for (const code of MAIL_EVENTS) {
      expect(MAIL_EVENT_LABELS[code]).toBeTruthy();
      expect(MAIL_EVENT_DESCRIPTIONS[code]).toBeTruthy();
    }
  });

  it('gives each event distinct, well-named, documented tags', () => {
    for (const code of MAIL_EVENTS) {
      const tags = allowedTagsOf(code);
      expect(tags.length, code).toBeGreaterThan(0);
      expect(new Set(tags).size, code).toBe(tags.length);
      for (const tag of tags) {
        expect(isTagName(tag), tag).toBe(true);
        expect(MAIL_TAGS[tag], tag).toBeTruthy();
      }
    }
  });

  it('offers a refusal, cancellation or postponement reason where there is one', () => {
    for (const code of [
      'REGISTRATION_REFUSED_HR',
      'REGISTRATION_REFUSED_SUPPLIER',
      'REGISTRATION_CANCELED',
      'SESSION_CANCELED',
    ] as const) {
      expect(MAIL_EVENT_TAGS[code]).toContain('reason');
    }
    expect(MAIL_EVENT_TAGS.PASSWORD_RESET).toContain('url');
    expect(MAIL_EVENT_TAGS.PASSWORD_RESET).not.toContain('session.code');
  });

  it('links every mail of work waiting to the page where it is done (decision 059)', () => {
    for (const code of [
      'REGISTRATION_TO_VALIDATE_HR',
      'REGISTRATION_TO_VALIDATE_PROVIDER',
      'SESSION_OVERBOOKED',
      'REPORT_COMPLETED',
    ] as const) {
      expect(MAIL_EVENT_TAGS[code], code).toContain('url');
    }
  });

  it('recognises event codes', () => {
    expect(isMailEventCode('SESSION_CANCELED')).toBe(true);
    expect(isMailEventCode('session_canceled')).toBe(false);
    expect(isMailEventCode(undefined)).toBe(false);
  });

  it('describes the tags of an event in order', () => {
    expect(tagInfosOf('PASSWORD_RESET')[0]).toEqual({
      name: 'user.givenName',
      description: "Prénom de l'utilisateur",
    });
  });
});

describe('mailTemplateEditSchema', () => {
  const schema = mailTemplateEditSchema('REGISTRATION_REFUSED_HR');

  it('accepts a subject and body using allowed tags, trimmed', () => {
    expect(
      schema.parse({ subject: ' Refus {{ session.code }} ', body: 'Motif : {{ reason }}' }),
    ).toEqual({ subject: 'Refus {{ session.code }}', body: 'Motif : {{ reason }}' });
  });

  it('names the bad tag on the field that holds it', () => {
    const result = schema.safeParse({ subject: 'Refus {{ url }}', body: 'Bonjour {{ nom' });
    expect(result.success).toBe(false);
    const errors = zodFieldErrors(result.error!);
    expect(errors.subject).toEqual([
      `Balise non autorisée : url (balises autorisées : ${MAIL_EVENT_TAGS.REGISTRATION_REFUSED_HR.join(', ')})`,
    ]);
    expect(errors.body).toEqual(['Balise mal formée : {{ nom']);
  });

  it('requires both fields and refuses unknown ones', () => {
    const result = schema.safeParse({ subject: ' ', extra: 1 });
    const errors = zodFieldErrors(result.error!);
    expect(errors.subject).toEqual(['Champ obligatoire']);
    expect(errors.body).toEqual(['Champ obligatoire']);
    expect(errors['']).toEqual(['Champ non autorisé : extra']);
  });

  it('limits the subject length', () => {
    const result = schema.safeParse({ subject: 'x'.repeat(256), body: 'ok' });
    expect(zodFieldErrors(result.error!).subject).toEqual(['Maximum 255 caractères']);
  });
});

describe('query schemas', () => {
  it('reads the outbox parameters, blanks dropped', () => {
    expect(outboxQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(outboxQuerySchema.parse({ page: '3', pageSize: '50', status: 'FAILED' })).toEqual({
      page: 3,
      pageSize: 50,
      status: 'FAILED',
    });
    expect(outboxQuerySchema.parse({ status: '' })).toEqual({ page: 1, pageSize: 20 });
    expect(outboxQuerySchema.safeParse({ status: 'LOST' }).success).toBe(false);
    expect(outboxQuerySchema.safeParse({ pageSize: '7' }).success).toBe(false);
  });

  it('reads an optional event code', () => {
    expect(authorizedTagsQuerySchema.parse({ code: 'SURVEY_OPEN' })).toEqual({
      code: 'SURVEY_OPEN',
    });
    expect(authorizedTagsQuerySchema.parse({})).toEqual({});
    expect(authorizedTagsQuerySchema.safeParse({ code: 'NOPE' }).success).toBe(false);
  });
});
