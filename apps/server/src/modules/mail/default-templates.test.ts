import { MAIL_EVENTS, mailTemplateEditSchema, renderTemplate, tagsOf } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_TEMPLATES } from '../../db/seed/default-mail-templates.js';
import { sessionMailValues } from '../../lib/registration-mail-values.js';
import { sampleValues } from './mail-test-support.js';

describe('default mail templates', () => {
  it.each(MAIL_EVENTS)('%s passes the validation admins get', (code) => {
    const template = DEFAULT_MAIL_TEMPLATES[code];
    expect(mailTemplateEditSchema(code).safeParse(template).error?.issues).toBeUndefined();
    expect(tagsOf(template.body).length).toBeGreaterThan(0);
  });

  it('renders every tag it uses from the values given', () => {
    for (const code of MAIL_EVENTS) {
      const mail = renderTemplate(DEFAULT_MAIL_TEMPLATES[code], sampleValues(code));
      expect(mail.text, code).not.toMatch(/\{\{|\}\}/);
      expect(mail.text, code).toMatch(/L'équipe Passerelle$/);
    }
  });

  it.each([
    ['an on-site session with no town yet', 'ONSITE', null, 'lieu à préciser'],
    ['a remote session', 'REMOTE', null, 'À distance'],
    ['a mixed session in a town', 'BOTH', 'Lyon', 'Lyon · À distance'],
  ] as const)('writes the place of %s without an empty value', (_, modality, city, place) => {
    const session = sessionMailValues(
      'Accueillir',
      {
        id: 4,
        code: 'S-4',
        startDate: new Date('2031-03-03T08:00:00Z'),
        endDate: new Date('2031-03-04T16:00:00Z'),
        cityName: city,
        modality,
      },
      { publicUrl: 'https://passerelle.example' },
    );
    for (const code of MAIL_EVENTS) {
      const tags = DEFAULT_MAIL_TEMPLATES[code].body;
      if (!tags.includes('{{ session.')) continue;
      const mail = renderTemplate(DEFAULT_MAIL_TEMPLATES[code], {
        ...sampleValues(code),
        ...session,
      });
      expect(mail.text, code).not.toMatch(/, \(|\(\)|\( |à ,| ,|(Lieu|Ville|Modalité) :\s*$/m);
      if (tags.includes('{{ session.place }}')) expect(mail.text, code).toContain(place);
    }
  });
});
