import { MAIL_EVENTS, mailTemplateEditSchema, renderTemplate, tagsOf } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_TEMPLATES } from '../../db/seed/default-mail-templates.js';
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
});
