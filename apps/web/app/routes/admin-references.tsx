import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  AVAILABILITY_MEANINGS,
  CONTACT_CATEGORIES_API,
  MODALITIES,
  MODALITY_LABELS,
  MODALITY_MEANINGS,
  PROFILE_CODES,
  PROFILE_LABELS,
  PROFILE_MEANINGS,
  STATUS_LISTS_API,
  statusOptions,
  t,
  type MessageKey,
  type StatusOption,
} from '@passerelle/shared';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { ContactCategoriesTable } from '~/features/references/contact-categories-table';
import { EnumerationTable } from '~/features/references/enumeration-table';
import { clientApi } from '~/lib/api-client-loader';
import { pageAt, pageTitle } from '~/lib/page-title';

/*
 * /back/admin/references (admin): every enumeration of spec §3 with its French labels and
 * meanings. The statuses come from their `*_statuses` endpoints (the labels the API gives every
 * client); the modalities, availabilities and profiles are the shared constants the forms use,
 * read-only; the contact categories are the programme's, read from `contact_categories` and
 * edited here (decision 067).
 */

const STATUS_ENDPOINTS = [
  ['references.sessionStatus', STATUS_LISTS_API.sessions],
  ['references.registrationStatus', STATUS_LISTS_API.registrations],
  ['references.reportStatus', STATUS_LISTS_API.reports],
  ['references.surveyStatus', STATUS_LISTS_API.surveys],
  ['references.surveyFillStatus', STATUS_LISTS_API.surveyFills],
] as const satisfies readonly (readonly [MessageKey, unknown])[];

type Options = StatusOption<string>[] | { error: string };

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const api = clientApi(args);
  const [answers, categories] = await Promise.all([
    Promise.all(STATUS_ENDPOINTS.map(([, route]) => api.call(route))),
    api.call(CONTACT_CATEGORIES_API.list),
  ]);
  return {
    statuses: answers.map((answer, index): { titleKey: MessageKey; options: Options } => ({
      titleKey: STATUS_ENDPOINTS[index]![0],
      options: answer.ok ? answer.data : { error: answer.error },
    })),
    contactCategories: categories.ok ? categories.data : { error: categories.error },
  };
}

export const HydrateFallback = ClientOnlyFallback;

const TITLE = pageAt('/back/admin/references')?.title ?? 'Référentiels';

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

/** The lists the platform fixes in code, beside the statuses. */
function constantLists(): { titleKey: MessageKey; options: Options }[] {
  return [
    {
      titleKey: 'references.modality',
      options: statusOptions(MODALITIES, MODALITY_LABELS, MODALITY_MEANINGS),
    },
    {
      titleKey: 'references.availability',
      options: statusOptions(AVAILABILITIES, AVAILABILITY_LABELS, AVAILABILITY_MEANINGS),
    },
    {
      titleKey: 'references.profile',
      options: statusOptions(PROFILE_CODES, PROFILE_LABELS, PROFILE_MEANINGS),
    },
  ];
}

export default function AdminReferencesPage() {
  const { statuses, contactCategories } = useLoaderData<typeof clientLoader>();
  return (
    <div className="space-y-10">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">{TITLE}</h1>
        <p className="max-w-prose">{t('references.intro')}</p>
      </div>
      {[...statuses, ...constantLists()].map((list) => (
        <EnumerationTable key={list.titleKey} title={t(list.titleKey)} options={list.options} />
      ))}
      <ContactCategoriesTable
        title={t('references.contactCategory')}
        categories={contactCategories}
      />
    </div>
  );
}
