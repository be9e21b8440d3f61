import { decisionLinkViewSchema, type DecisionLinkView } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationDecisionLinks, userProfiles, users } from '../../db/schema/index.js';
import { createStructure } from '../../test/factories.js';
import { createPerson, DAY_MS, useRegistrationSuite } from './registrations.fixtures.js';

/*
 * One-click decisions from the "à valider" mails (decision 077): each recipient's own links in
 * their mail, a decision taken once without signing in and written in the history "par lien
 * reçu par courriel", and every misuse answered in French without changing anything.
 */

const suite = useRegistrationSuite();
const { post, requested, rowOf, historyOf, mailsTo } = suite;

/** The token of each decision link in the last mail of `template` to `email`. */
async function linksIn(
  email: string,
  template: 'REGISTRATION_TO_VALIDATE_HR' | 'REGISTRATION_TO_VALIDATE_PROVIDER',
) {
  const mail = (await mailsTo(email, template)).at(-1);
  expect(mail, `a ${template} mail to ${email}`).toBeDefined();
  const find = (decision: string) =>
    new RegExp(`/registration-decision/([\\w-]{43})\\?decision=${decision}`).exec(mail!.text)?.[1];
  return { validate: find('validate')!, refuse: find('refuse')!, text: mail!.text };
}

function view(token: string) {
  return suite.context().t.app.inject({ url: `/api/public/registration_links/${token}` });
}

function decide(token: string, payload: Record<string, unknown>) {
  return suite
    .context()
    .t.app.inject({ method: 'POST', url: `/api/public/registration_links/${token}`, payload });
}

async function stateOf(token: string): Promise<DecisionLinkView> {
  const response = await view(token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return decisionLinkViewSchema.parse(response.json());
}

describe('the links of the "à valider" mails', () => {
  it('give each HR validator their own pair, without signing in', async () => {
    const { s } = suite.context();
    const colleague = await createPerson(s.db, 'profile_hr', s.employerId);
    const { id } = await requested({ hrValidation: true });
    const mine = await linksIn(s.hr.email, 'REGISTRATION_TO_VALIDATE_HR');
    const theirs = await linksIn(colleague.email, 'REGISTRATION_TO_VALIDATE_HR');
    expect(mine.validate).toBe(mine.refuse);
    expect(theirs.validate).not.toBe(mine.validate);
    expect(mine.text).toContain(`/back/structures/${s.employerId}`);
    const page = await stateOf(mine.validate);
    expect(page).toMatchObject({
      state: 'open',
      step: 'hr',
      registration: { id, status: 'REQUESTED', motivation: 'Pour progresser' },
    });
    // The secret itself is never stored, only its hash.
    const stored = await s.db.select().from(registrationDecisionLinks);
    expect(JSON.stringify(stored)).not.toContain(mine.validate);
  });

  it('validate once, as the link’s person, with the history saying how', async () => {
    const { s } = suite.context();
    const { id } = await requested({ hrValidation: true, providerValidation: true });
    const { validate } = await linksIn(s.hr.email, 'REGISTRATION_TO_VALIDATE_HR');
    const response = await decide(validate, { decision: 'validate' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'PRE_REGISTERED', waitingList: false });
    expect((await historyOf(id)).at(-1)).toMatchObject({
      fromStatus: 'REQUESTED',
      toStatus: 'PRE_REGISTERED',
      authorId: s.hr.id,
      viaMailLink: true,
    });
    // The history the portal shows says it too.
    const detail = await suite.get(s.admin, `/api/registrations/${id}/detail`);
    expect(detail.json().history.at(-1)).toMatchObject({
      viaMailLink: true,
      author: { id: s.hr.id },
    });

    // Used twice: refused in French, nothing changed.
    const again = await decide(validate, { decision: 'validate' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(
      /^Ce lien a déjà servi le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} : /,
    );
    expect((await stateOf(validate)).state).toBe('used');
    expect((await rowOf(id)).status).toBe('PRE_REGISTERED');

    // The provider's own links then arrive, and decide the next step.
    const provider = await linksIn(s.provider.email, 'REGISTRATION_TO_VALIDATE_PROVIDER');
    const done = await decide(provider.validate, { decision: 'validate' });
    expect(done.json()).toEqual({ status: 'REGISTERED', waitingList: false });
    expect((await historyOf(id)).at(-1)).toMatchObject({
      authorId: s.provider.id,
      viaMailLink: true,
    });
  });

  it('refuse with the reason typed on the page, which the beneficiary receives', async () => {
    const { s } = suite.context();
    const { id, beneficiary } = await requested({ hrValidation: true });
    const { refuse } = await linksIn(s.hr.email, 'REGISTRATION_TO_VALIDATE_HR');
    const blank = await decide(refuse, { decision: 'refuse', reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect((await rowOf(id)).status).toBe('REQUESTED');
    expect((await stateOf(refuse)).state).toBe('open');
    const response = await decide(refuse, {
      decision: 'refuse',
      reason: 'Pas de budget cette année',
    });
    expect(response.json()).toMatchObject({ status: 'REFUSED_HR' });
    expect((await rowOf(id)).refusalReason).toBe('Pas de budget cette année');
    const [mail] = await mailsTo(beneficiary.email, 'REGISTRATION_REFUSED_HR');
    expect(mail!.text).toContain('Pas de budget cette année');
    expect((await historyOf(id)).at(-1)).toMatchObject({
      reason: 'Pas de budget cette année',
      viaMailLink: true,
    });
  });

  it('do nothing once the registration moved on: another validator decided first', async () => {
    const { s } = suite.context();
    const colleague = await createPerson(s.db, 'profile_hr', s.employerId);
    const { id } = await requested({ hrValidation: true });
    const mine = await linksIn(s.hr.email, 'REGISTRATION_TO_VALIDATE_HR');
    const theirs = await linksIn(colleague.email, 'REGISTRATION_TO_VALIDATE_HR');
    expect(
      (await decide(theirs.refuse, { decision: 'refuse', reason: 'Complet' })).statusCode,
    ).toBe(200);
    const late = await decide(mine.validate, { decision: 'validate' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(
      'Cette inscription n’attend plus votre décision : elle est désormais « Refusé par le valideur RH ». Rien n’a changé.',
    );
    expect((await stateOf(mine.validate)).state).toBe('moved');
    expect((await rowOf(id)).status).toBe('REFUSED_HR');
  });

  it('expire with the registration deadline', async () => {
    const { s } = suite.context();
    const deadline = new Date(Date.now() + 2 * DAY_MS);
    const { id, session } = await requested({ hrValidation: true, registrationDeadline: deadline });
    const { validate } = await linksIn(s.hr.email, 'REGISTRATION_TO_VALIDATE_HR');
    const [link] = await s.db
      .select({ expiresAt: registrationDecisionLinks.expiresAt })
      .from(registrationDecisionLinks)
      .where(eq(registrationDecisionLinks.registrationId, id));
    expect(link!.expiresAt.getTime()).toBe(deadline.getTime());
    // The deadline passes.
    await s.db
      .update(registrationDecisionLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(registrationDecisionLinks.registrationId, id));
    const response = await decide(validate, { decision: 'validate' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/^Ce lien a expiré le /);
    expect((await stateOf(validate)).state).toBe('expired');
    expect((await rowOf(id)).status).toBe('REQUESTED');
    expect(session.id).toBeGreaterThan(0);
  });

  it('stop acting for a person disabled or no longer HR validator of the structure', async () => {
    const { s } = suite.context();
    const leaver = await createPerson(s.db, 'profile_hr', s.employerId);
    const { id } = await requested({ hrValidation: true });
    const { validate } = await linksIn(leaver.email, 'REGISTRATION_TO_VALIDATE_HR');
    // They now validate for another structure.
    await s.db
      .update(userProfiles)
      .set({ structureId: s.otherEmployerId })
      .where(eq(userProfiles.userId, leaver.id));
    const response = await decide(validate, { decision: 'validate' });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('Vous ne pouvez plus décider de cette inscription');
    expect((await stateOf(validate)).state).toBe('revoked');

    const disabled = await createPerson(s.db, 'profile_hr', s.employerId);
    const second = await requested({ hrValidation: true });
    const links = await linksIn(disabled.email, 'REGISTRATION_TO_VALIDATE_HR');
    await s.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    expect((await decide(links.validate, { decision: 'validate' })).statusCode).toBe(403);
    expect((await rowOf(id)).status).toBe('REQUESTED');
    expect((await rowOf(second.id)).status).toBe('REQUESTED');
  });

  it('answer an unknown or malformed secret with a French 404 or 400, and a bad body with 400', async () => {
    const unknown = 'a'.repeat(43);
    const response = await decide(unknown, { decision: 'validate' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(
      'Ce lien n’est pas valide : vérifiez qu’il est complet, ou décidez depuis le portail.',
    );
    expect((await view('trop-court')).statusCode).toBe(400);
    const { s } = suite.context();
    await requested({ hrValidation: true });
    const { validate } = await linksIn(s.hr.email, 'REGISTRATION_TO_VALIDATE_HR');
    expect((await decide(validate, { decision: 'force' })).statusCode).toBe(400);
    expect((await decide(validate, { decision: 'refuse' })).statusCode).toBe(400);
    expect((await stateOf(validate)).state).toBe('open');
  });

  it('follow the session: once it is cancelled, the request’s link says so and changes nothing', async () => {
    const { s } = suite.context();
    const { id, session } = await requested({ hrValidation: true });
    const { validate } = await linksIn(s.hr.email, 'REGISTRATION_TO_VALIDATE_HR');
    const cancel = await post(s.manager, `/api/sessions/${session.id}/cancel`, {
      reason: 'Formateur indisponible',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const response = await decide(validate, { decision: 'validate' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('elle est désormais « Annulé »');
    expect((await rowOf(id)).status).toBe('CANCELED');
  });

  it('are not written for the managers, who decide in the portal when a structure has no HR validator', async () => {
    const { s } = suite.context();
    const employer = await createStructure(s.db, { type: 'employer', name: 'Employeur sans RH' });
    const { id } = await requested({ hrValidation: true }, employer.id);
    const [mail] = (await mailsTo(s.manager.email, 'REGISTRATION_TO_VALIDATE_HR')).slice(-1);
    expect(mail!.text).toContain(`structureId=${employer.id}`);
    expect(mail!.text).not.toContain('/registration-decision/');
    const links = await s.db
      .select()
      .from(registrationDecisionLinks)
      .where(eq(registrationDecisionLinks.registrationId, id));
    expect(links).toEqual([]);
  });
});
