import {
  axesResource,
  catalogueQuerySchema,
  listQuerySchemaFor,
  registrationListQuerySchema,
  roomsResource,
  speakerListQuerySchema,
  surveyViewListQuerySchema,
} from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { readListState } from './list-state';
import { listParams, listSearch } from './list-search';

const url = (search: string) => new URLSearchParams(search);

describe('readListState', () => {
  it('reads a valid URL: filters, search, sort, page and page size, in the API’s types', () => {
    const state = readListState(
      speakerListQuerySchema,
      url('year=2026&axisId=3&q=dupont&sort=-hours&page=2&pageSize=50'),
    );
    expect(state.notice).toBeNull();
    expect(state.query).toMatchObject({
      year: 2026,
      axisId: 3,
      q: 'dupont',
      page: 2,
      pageSize: 50,
    });
  });

  it('gives the defaults for a bare URL, and ignores parameters the list does not know', () => {
    const state = readListState(speakerListQuerySchema, url('edit=4&new=1'));
    expect(state.query).toEqual(state.defaults);
    expect(state.defaults).toMatchObject({ page: 1, pageSize: 20 });
    expect(state.notice).toBeNull();
  });

  it('treats a blank value as absent and reads the first of a repeated parameter', () => {
    const state = readListState(registrationListQuerySchema, url('q=&status=REQUESTED&status=X'));
    expect(state.notice).toBeNull();
    expect(state.query.q).toBeUndefined();
    expect(state.query.status).toBe('REQUESTED');
  });

  it.each([
    ['an integer', 'year=abc', 'year', '« year=abc » (doit être un nombre entier)'],
    ['a page below 1', 'page=0', 'page', '« page=0 » (doit être supérieur ou égal à 1)'],
    [
      'a page size out of the list',
      'pageSize=7',
      'pageSize',
      '« pageSize=7 » (valeur non autorisée)',
    ],
    ['an unknown sort', 'sort=colour', 'sort', '« sort=colour »'],
    ['a status out of the list', 'status=NOPE', 'status', '« status=NOPE » (valeur non autorisée)'],
    [
      'a boolean',
      'waitingList=maybe',
      'waitingList',
      '« waitingList=maybe » (valeur non autorisée)',
    ],
    ['an id', 'sessionId=-4', 'sessionId', '« sessionId=-4 »'],
  ])('drops %s, keeps the rest, and says so in French', (_kind, bad, name, quoted) => {
    const state = readListState(registrationListQuerySchema, url(`q=dupont&${bad}`));
    expect(state.query.q).toBe('dupont');
    expect(state.query[name as keyof typeof state.query]).toEqual(
      state.defaults[name as keyof typeof state.defaults],
    );
    expect(state.notice).toContain(quoted);
    expect(state.notice).toMatch(
      /^Le paramètre « .+ de l'adresse n'est pas valable : il a été retiré\.$/,
    );
  });

  it('names every dropped parameter in one notice', () => {
    const state = readListState(speakerListQuerySchema, url('page=0&year=x&q=ok'));
    expect(state.query).toMatchObject({ page: 1, q: 'ok' });
    expect(state.query.year).toBeUndefined();
    expect(state.notice).toBe(
      "Les paramètres « page=0 » (doit être supérieur ou égal à 1) et « year=x » (doit être un nombre entier) de l'adresse ne sont pas valables : ils ont été retirés.",
    );
  });

  it('drops the parameter a rule over several of them names (a date range the wrong way round)', () => {
    const state = readListState(catalogueQuerySchema, url('from=2026-06-01&to=2026-05-01&q=x'));
    expect(state.query).toMatchObject({ from: '2026-06-01', q: 'x' });
    expect(state.query.to).toBeUndefined();
    expect(state.notice).toContain('« to=2026-05-01 »');

    const rates = readListState(surveyViewListQuerySchema, url('rateMin=90&rateMax=10'));
    expect(rates.query).toMatchObject({ rateMin: 90 });
    expect(rates.query.rateMax).toBeUndefined();
    expect(rates.notice).toContain('« rateMax=10 »');
  });

  it('cuts a long value in the notice', () => {
    const state = readListState(catalogueQuerySchema, url(`from=${'9'.repeat(60)}`));
    expect(state.notice).toContain(`« from=${'9'.repeat(40)}… »`);
  });

  it('reads the resource lists’ nested filters', () => {
    const schema = listQuerySchemaFor(axesResource);
    const state = readListState(schema, url('q=num&sort=-name&page=0'));
    expect(state.query).toEqual({
      q: 'num',
      sort: { field: 'name', direction: 'desc' },
      page: 1,
      pageSize: 20,
      filters: {},
    });
    expect(state.notice).toContain('« page=0 »');
  });

  it('reads a page’s own choices beside the schema, the first by default', () => {
    const views = ['session', 'axis', 'year'] as const;
    const read = (search: string) =>
      readListState(speakerListQuerySchema, url(search), { by: views });
    expect(read('by=axis&page=2').query).toMatchObject({ by: 'axis', page: 2 });
    expect(read('').query.by).toBe('session');
    expect(read('').defaults.by).toBe('session');
    const bad = read('by=month');
    expect(bad.query.by).toBe('session');
    expect(bad.notice).toContain('« by=month » (valeur non autorisée)');
  });
});

describe('listParams and listSearch', () => {
  it('leave the defaults out and write a sort as the API reads it', () => {
    const { defaults } = readListState(speakerListQuerySchema, url(''));
    expect(listSearch(defaults, defaults)).toBe('');
    expect(
      listSearch(
        { ...defaults, q: 'dupont', page: 3, sort: { field: 'email', direction: 'desc' } },
        defaults,
      ),
    ).toBe('?q=dupont&sort=-email&page=3');
  });

  it('leave out empty values and write a nested object’s entries', () => {
    expect(
      listParams({ q: '', year: undefined, filters: { enabled: true, axis: 4 } }).toString(),
    ).toBe('enabled=true&axis=4');
  });

  it.each([
    [
      'speakers',
      speakerListQuerySchema,
      'year=2025&axisId=2&providerId=9&q=a%C3%A9&sort=-sessionCount&page=4&pageSize=50',
    ],
    [
      'registrations',
      registrationListQuerySchema,
      'status=REGISTERED&waitingList=false&sort=-beneficiary',
    ],
    ['catalogue', catalogueQuerySchema, 'q=excel&modality=ONSITE&from=2026-01-01&page=2'],
    ['survey results', surveyViewListQuerySchema, 'kind=COLD&rateMin=10&rateMax=90&sort=rate'],
    ['a resource', listQuerySchemaFor(axesResource), 'q=num&sort=-name&page=2'],
    [
      'a resource with filters',
      listQuerySchemaFor(roomsResource),
      'q=salle+%26+co&enabled=true&city=Saint-%C3%89tienne&sort=seatAmount&pageSize=100',
    ],
  ] as const)(
    'round trip (%s): what is written reads back as the same state',
    (_list, schema, search) => {
      const first = readListState(schema, url(search));
      expect(first.notice).toBeNull();
      const written = listSearch(first.query, first.defaults);
      const again = readListState(schema, url(written.slice(1)));
      expect(again.query).toEqual(first.query);
      expect(again.notice).toBeNull();
    },
  );
});
