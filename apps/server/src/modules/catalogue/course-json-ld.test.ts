import type { CatalogueSessionDetail } from '@passerelle/shared';
import { courseJsonLd } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { vocabularyErrors } from '../../test/schema-org.js';

/*
 * The session pages' JSON-LD (shared `courseJsonLd`, decision 076) checked against the
 * schema.org vocabulary: on the sheets the API gives for the demo catalogue, and on crafted
 * sheets for each case; the check itself held by planted mistakes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function sheet(overrides: Partial<CatalogueSessionDetail> = {}): CatalogueSessionDetail {
  return {
    id: 5,
    code: 'FC-2027-01',
    startDate: '2027-03-10T08:00:00.000Z',
    endDate: '2027-03-11T16:00:00.000Z',
    modality: 'ONSITE',
    city: { id: 1, name: 'Toulouse' },
    seatsLeft: 8,
    availability: 'AVAILABLE',
    registrationDeadline: null,
    action: {
      id: 3,
      name: 'Conduire un entretien d’orientation',
      axis: { id: 2, number: 2, name: 'Accompagner', color: null },
      type: { id: 4, name: 'Formation collective', acronym: 'FC', membersOnly: false },
      goal: 'Structurer un entretien.',
      public: 'Conseillers en insertion.',
      description: 'Apports et mises en situation.',
      imageUrl: null,
      imageId: null,
      documents: [],
      links: [],
    },
    provider: { id: 9, name: 'Institut Horizon Formation' },
    interventionDates: [],
    room: {
      name: 'Salle Garonne',
      address: '12 place du Capitole',
      zipCode: '31000',
      city: 'Toulouse',
    },
    registrationRequired: true,
    free: true,
    url: 'https://passerelle.example/training/5',
    externalRegistrationUrl: null,
    waitingListOpen: false,
    registrationOpen: true,
    favorite: null,
    registration: null,
    quality: null,
    ...overrides,
  };
}

describe('courseJsonLd', () => {
  it('describes each demo session the API gives a visitor in the vocabulary’s terms', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/public/session_views?pageSize=50',
    });
    const items = (list.json() as { items: { id: number }[] }).items;
    expect(items.length).toBeGreaterThan(10);
    const modes = new Set<unknown>();
    for (const { id } of items) {
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/public/sessions/${id}/detail`,
      });
      const course = courseJsonLd(detail.json() as CatalogueSessionDetail);
      expect(vocabularyErrors(course), `session ${id}`).toEqual([]);
      modes.add((course.hasCourseInstance as { courseMode: unknown }).courseMode);
    }
    expect(modes.size).toBeGreaterThan(1);
  });

  it('is a Course with its CourseInstance that the schema.org vocabulary accepts', () => {
    const course = courseJsonLd(sheet());
    expect(vocabularyErrors(course)).toEqual([]);
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Conduire un entretien d’orientation',
      provider: { '@type': 'Organization', name: 'Institut Horizon Formation' },
      isAccessibleForFree: true,
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        startDate: '2027-03-10T08:00:00.000Z',
        endDate: '2027-03-11T16:00:00.000Z',
        location: {
          '@type': 'Place',
          name: 'Salle Garonne',
          address: { '@type': 'PostalAddress', postalCode: '31000', addressLocality: 'Toulouse' },
        },
        offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR', category: 'Free' },
      },
    });
  });

  it('says a remote session is online, and a paying one has no free offer', () => {
    const course = courseJsonLd(
      sheet({ modality: 'REMOTE', free: false, room: null, provider: null }),
    );
    expect(vocabularyErrors(course)).toEqual([]);
    const instance = course.hasCourseInstance as Record<string, unknown>;
    expect(instance.courseMode).toBe('Online');
    expect(instance.location).toEqual({ '@type': 'VirtualLocation', name: 'En ligne' });
    expect(instance.offers).toBeUndefined();
    expect(course.isAccessibleForFree).toBeUndefined();
    expect(course.provider).toBeUndefined();
  });

  it('offers a full session as sold out, a session with a waiting list as open', () => {
    const offer = (overrides: Partial<CatalogueSessionDetail>) =>
      (
        (courseJsonLd(sheet(overrides)).hasCourseInstance as Record<string, unknown>).offers as {
          availability: string;
        }
      ).availability;
    expect(offer({ seatsLeft: 0, waitingListOpen: false })).toBe('https://schema.org/SoldOut');
    expect(offer({ seatsLeft: 0, waitingListOpen: true })).toBe('https://schema.org/InStock');
    expect(offer({ registrationOpen: false })).toBe('https://schema.org/SoldOut');
    const mixed = courseJsonLd(sheet({ modality: 'BOTH', room: null }));
    expect(vocabularyErrors(mixed)).toEqual([]);
    expect((mixed.hasCourseInstance as { location: unknown }).location).toMatchObject({
      '@type': 'Place',
      name: 'Toulouse',
    });
  });

  it('is held by a check that finds what the vocabulary refuses', () => {
    const course = courseJsonLd(sheet());
    expect(vocabularyErrors({ ...course, courseMode: 'Onsite' })).toEqual([
      '$.courseMode: not a property of Course',
    ]);
    expect(
      vocabularyErrors({ ...course, hasCourseInstance: { '@type': 'Place', name: 'x' } }),
    ).toEqual(['$.hasCourseInstance: Place out of its range']);
    expect(vocabularyErrors({ ...course, teachingMode: 'x' })).toEqual([
      '$.teachingMode: not a schema.org property',
    ]);
    expect(vocabularyErrors({ ...course, '@type': 'Cours' })).toEqual([
      '$: @type Cours is not a schema.org class',
    ]);
    expect(
      vocabularyErrors({
        '@type': 'Offer',
        availability: 'https://schema.org/Onsite',
        price: 0,
      }),
    ).toEqual(['$.availability: https://schema.org/Onsite out of range']);
  });
});
