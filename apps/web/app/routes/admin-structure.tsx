import {
  informationPreviewUrl,
  type ProviderInformation,
  type StructureRecord,
} from '@passerelle/shared';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { getProviderInformation } from '~/features/provider-information/provider-information-api';
import { ProviderInformationSection } from '~/features/provider-information/provider-information-form';
import { loadStructureRecord } from '~/features/structures-admin/structures-admin-api';
import { StructureRecordPage } from '~/features/structures-admin/structure-record-page';
import type { ApiClient } from '~/lib/api-client';
import { dataOrThrow } from '~/lib/api-data';
import { clientApi } from '~/lib/api-client-loader';
import { pageTitle } from '~/lib/page-title';

/*
 * /back/admin/structures/{id}: one structure's record and, for a provider structure, its
 * information on documents (decision 037); an unknown id answers 404 in the layout.
 */

async function loadRecord(
  api: ApiClient,
  id: string | undefined,
): Promise<{ structure: StructureRecord; information: ProviderInformation | null }> {
  const structure = dataOrThrow(await loadStructureRecord(api, id), 'back');
  if (structure.type !== 'provider') return { structure, information: null };
  // The record stands without it: the section is left out when it cannot be read.
  const information = await getProviderInformation(api, structure.id);
  return { structure, information: information.ok ? information.data : null };
}

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadRecord(clientApi(args), args.params.id);
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => [
  { title: pageTitle(data ? `Structure ${data.structure.name}` : 'Structure') },
];

export default function AdminStructureRoute() {
  const { structure, information } = useLoaderData<typeof clientLoader>();
  return (
    <StructureRecordPage
      structure={structure}
      providerInformation={
        information ? (
          <ProviderInformationSection
            key={structure.id}
            information={information}
            previewHref={informationPreviewUrl(structure.id)}
          />
        ) : null
      }
    />
  );
}
