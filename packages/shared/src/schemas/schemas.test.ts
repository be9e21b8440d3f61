import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import { loginBodySchema, loginResponseSchema, sessionUserSchema } from './auth';
import { fieldNameOf, zodFieldErrors } from './field-errors';
import {
  emailField,
  idParam,
  optionalText,
  postalCodeField,
  requiredText,
  starRatingField,
  urlField,
} from './fields';
import { structurePreviewSchema, structurePreviewsSchema } from './structures';
import { userCreateSchema } from './users';

/** The French messages of a failed parse, by field name. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the parse to fail');
  return zodFieldErrors(result.error);
}

const user = {
  id: 1,
  username: 'cmartin',
  civility: 'MRS',
  givenName: 'Claire',
  familyName: 'Martin',
  email: 'claire.martin@example.fr',
  userProfileCode: 'profile_hr',
  profiles: [{ code: 'profile_hr', structureId: 3, structureName: 'Mission locale de Lyon' }],
};

describe('loginBodySchema', () => {
  it('trims the username and keeps the password as typed', () => {
    expect(loginBodySchema.parse({ username: '  admin ', password: ' secret ' })).toEqual({
      username: 'admin',
      password: ' secret ',
    });
  });

  it('says "Champ obligatoire" for missing, empty or blank fields', () => {
    expect(errorsOf(loginBodySchema, {})).toEqual({
      username: ['Champ obligatoire'],
      password: ['Champ obligatoire'],
    });
    expect(errorsOf(loginBodySchema, { username: '   ', password: '' })).toEqual({
      username: ['Champ obligatoire'],
      password: ['Champ obligatoire'],
    });
    expect(errorsOf(loginBodySchema, { username: null, password: 'x' })).toEqual({
      username: ['Champ obligatoire'],
    });
  });

  it('caps the lengths with a French message', () => {
    expect(errorsOf(loginBodySchema, { username: 'a'.repeat(256), password: 'x' })).toEqual({
      username: ['Maximum 255 caractères'],
    });
  });
});

describe('sessionUserSchema and loginResponseSchema', () => {
  it('accept a session user', () => {
    expect(sessionUserSchema.parse(user)).toEqual(user);
    expect(sessionUserSchema.parse({ ...user, civility: null }).civility).toBeNull();
    expect(loginResponseSchema.parse({ accessToken: 'abc', user }).user.id).toBe(1);
  });

  it('accept an admin profile tied to no structure', () => {
    const admin = {
      ...user,
      userProfileCode: 'profile_admin',
      profiles: [{ code: 'profile_admin', structureId: null, structureName: null }],
    };
    expect(sessionUserSchema.safeParse(admin).success).toBe(true);
  });

  it('reject unknown profile codes and civilities', () => {
    expect(sessionUserSchema.safeParse({ ...user, userProfileCode: 'hr' }).success).toBe(false);
    expect(sessionUserSchema.safeParse({ ...user, civility: 'DR' }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ accessToken: '', user }).success).toBe(false);
  });
});

describe('apiErrorSchema', () => {
  it('accepts the API error body', () => {
    const body = {
      error: 'Certains champs sont invalides.',
      code: 'VALIDATION_FAILED',
      fieldErrors: { username: ['Champ obligatoire'] },
    };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.safeParse({ code: 'X' }).success).toBe(false);
  });
});

describe('structurePreviewSchema', () => {
  it('accepts previews with their members', () => {
    const preview = { id: 3, name: 'Mission locale', members: [{ id: 1 }, { id: 2 }] };
    expect(structurePreviewSchema.parse(preview)).toEqual(preview);
    expect(structurePreviewsSchema.parse([])).toEqual([]);
    expect(structurePreviewSchema.safeParse({ id: 3, name: 'x' }).success).toBe(false);
  });
});

describe('French messages of spec §5 (global error map)', () => {
  it.each([
    [z.object({ a: z.string() }), {}, { a: ['Champ obligatoire'] }],
    [z.object({ a: z.int() }), { a: 1.5 }, { a: ['Doit être un nombre entier'] }],
    [z.object({ a: z.number() }), { a: 'x' }, { a: ['Doit être un nombre'] }],
    [z.object({ a: z.coerce.number() }), { a: 'x' }, { a: ['Doit être un nombre'] }],
    [
      z.object({ a: z.array(z.string()).min(1) }),
      { a: [] },
      { a: ['Doit contenir au moins un élément'] },
    ],
    [z.object({ a: z.url() }), { a: 'pas une url' }, { a: ['URL invalide'] }],
    [z.object({ a: z.email() }), { a: 'x@' }, { a: ['Adresse e-mail invalide'] }],
    [z.object({ a: z.string().max(3) }), { a: 'abcd' }, { a: ['Maximum 3 caractères'] }],
    [z.object({ a: z.string().min(1) }), { a: '' }, { a: ['Champ obligatoire'] }],
    [z.object({ a: z.enum(['X', 'Y']) }), { a: 'Z' }, { a: ['Valeur non autorisée'] }],
    [z.object({ a: z.number().min(2) }), { a: 1 }, { a: ['Doit être supérieur ou égal à 2'] }],
    [z.strictObject({}), { b: 1 }, { '': ['Champ non autorisé : b'] }],
  ] as const)('%#', (schema, value, expected) => {
    expect(errorsOf(schema, value)).toEqual(expected);
  });

  it('lets a schema-level message win', () => {
    const schema = z.object({ a: z.string().min(1, 'Mon message') });
    expect(errorsOf(schema, { a: '' })).toEqual({ a: ['Mon message'] });
  });
});

describe('field builders', () => {
  it('requiredText trims, requires and caps', () => {
    expect(requiredText().parse('  Lyon ')).toBe('Lyon');
    expect(errorsOf(z.object({ a: requiredText(5) }), { a: '  ' })).toEqual({
      a: ['Champ obligatoire'],
    });
    expect(errorsOf(z.object({ a: requiredText(5) }), { a: 'abcdef' })).toEqual({
      a: ['Maximum 5 caractères'],
    });
    expect(optionalText().parse(undefined)).toBeUndefined();
  });

  it('emailField, postalCodeField and urlField give the spec messages', () => {
    expect(emailField.parse(' a@b.fr ')).toBe('a@b.fr');
    expect(errorsOf(z.object({ a: emailField }), { a: 'a@' })).toEqual({
      a: ['Adresse e-mail invalide'],
    });
    expect(errorsOf(z.object({ a: emailField }), { a: '' })).toEqual({ a: ['Champ obligatoire'] });
    expect(postalCodeField.parse('69001')).toBe('69001');
    expect(errorsOf(z.object({ a: postalCodeField }), { a: '6900' })).toEqual({
      a: ['Code postal invalide'],
    });
    expect(urlField.parse('https://example.fr/a')).toBe('https://example.fr/a');
    expect(errorsOf(z.object({ a: urlField }), { a: 'javascript:alert(1)' })).toEqual({
      a: ['URL invalide'],
    });
  });

  it('idParam coerces route params to positive integers', () => {
    expect(idParam.parse('12')).toBe(12);
    expect(idParam.safeParse('abc').success).toBe(false);
    expect(idParam.safeParse('0').success).toBe(false);
    expect(idParam.safeParse('1.5').success).toBe(false);
  });

  it('starRatingField accepts 1 to 5', () => {
    expect(starRatingField.parse(5)).toBe(5);
    expect(errorsOf(z.object({ a: starRatingField }), { a: 6 })).toEqual({
      a: ['La note doit être comprise entre 1 et 5'],
    });
  });
});

describe('zodFieldErrors', () => {
  it('names nested fields as forms do and groups messages', () => {
    expect(fieldNameOf(['profiles', 0, 'code'])).toBe('profiles[0].code');
    expect(fieldNameOf([])).toBe('');
    const schema = z.object({ items: z.array(z.object({ name: z.string().min(1) })) });
    expect(errorsOf(schema, { items: [{ name: 'a' }, { name: '' }] })).toEqual({
      'items[1].name': ['Champ obligatoire'],
    });
  });

  it('keeps one message per field, the first, however many checks failed', () => {
    const schema = z.object({
      a: z
        .string()
        .refine(() => false, 'Premier')
        .refine(() => false, 'Second'),
    });
    expect(errorsOf(schema, { a: 'x' })).toEqual({ a: ['Premier'] });
  });

  it('says an empty required field is required, and nothing else about it', () => {
    const errors = errorsOf(userCreateSchema, { username: '', givenName: ' ', email: '' });
    expect(errors.username).toEqual(['Champ obligatoire']);
    expect(errors.givenName).toEqual(['Champ obligatoire']);
    expect(errors.email).toEqual(['Champ obligatoire']);
  });
});
