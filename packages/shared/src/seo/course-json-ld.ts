import type { Modality } from '../enums';
import type { CatalogueSessionDetail } from '../schemas/catalogue';

/*
 * What search engines read of a public session page (decision 076): schema.org `Course` with its
 * one `CourseInstance` as JSON-LD — dates, mode, place, provider, and the offer when it is free.
 * Checked against the schema.org vocabulary in a test (classes, properties on their domains,
 * values in their ranges).
 */

/** schema.org's `courseMode` words for our modalities (its own examples: online, onsite, blended). */
const COURSE_MODES = {
  ONSITE: 'Onsite',
  REMOTE: 'Online',
  BOTH: 'Blended',
} as const satisfies Record<Modality, string>;

type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | JsonLd | JsonLd[];

/** Where the session takes place: its room's address, a city, or online. */
function location(sheet: CatalogueSessionDetail): JsonLd | undefined {
  if (sheet.modality === 'REMOTE') return { '@type': 'VirtualLocation', name: 'En ligne' };
  const room = sheet.room;
  const city = room?.city ?? sheet.city?.name ?? null;
  if (!room && !city) return undefined;
  const address: JsonLd = { '@type': 'PostalAddress', addressCountry: 'FR' };
  if (room?.address) address.streetAddress = room.address;
  if (room?.zipCode) address.postalCode = room.zipCode;
  if (city) address.addressLocality = city;
  return { '@type': 'Place', name: room?.name ?? city!, address };
}

/** The `Course` of a session sheet, with the session as its `CourseInstance`. */
export function courseJsonLd(sheet: CatalogueSessionDetail): JsonLd {
  const provider: JsonLd | undefined = sheet.provider
    ? { '@type': 'Organization', name: sheet.provider.name }
    : undefined;
  const instance: JsonLd = {
    '@type': 'CourseInstance',
    name: `${sheet.action.name} (${sheet.code})`,
    courseMode: COURSE_MODES[sheet.modality],
    startDate: sheet.startDate,
    endDate: sheet.endDate,
    url: sheet.url,
    inLanguage: 'fr',
  };
  const place = location(sheet);
  if (place) instance.location = place;
  if (provider) instance.organizer = provider;
  if (sheet.free) {
    instance.isAccessibleForFree = true;
    instance.offers = {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'EUR',
      category: 'Free',
      url: sheet.url,
      availability:
        sheet.registrationOpen && (sheet.seatsLeft > 0 || sheet.waitingListOpen)
          ? 'https://schema.org/InStock'
          : 'https://schema.org/SoldOut',
    };
  }
  const course: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: sheet.action.name,
    description: sheet.action.goal || sheet.action.description || sheet.action.name,
    url: sheet.url,
    inLanguage: 'fr',
    hasCourseInstance: instance,
  };
  if (sheet.action.public) {
    course.audience = { '@type': 'Audience', audienceType: sheet.action.public };
  }
  if (provider) course.provider = provider;
  if (sheet.free) course.isAccessibleForFree = true;
  return course;
}
