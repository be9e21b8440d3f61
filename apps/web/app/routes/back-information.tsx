import { informationPreviewUrl, profileOf } from '@passerelle/shared';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { CalendarFeedPanel } from '~/features/calendar';
import { loadInformationPage } from '~/features/provider-information/provider-information-api';
import { ProviderInformationPage } from '~/features/provider-information/provider-information-page';
import { QualityResultsPanel } from '~/features/provider-information/quality-results-panel';
import { dataOrThrow } from '~/lib/api-data';
import { clientApi } from '~/lib/api-client-loader';
import { pageAt, pageTitle } from '~/lib/page-title';
import { readSession } from '~/lib/session';
import { useSessionUser } from '~/lib/session-user';

/*
 * /back/information (back-information, the provider only: spec §6): the provider information of
 * its structure (`?structure={id}` for a provider of several), read and saved through
 * `structures/{id}/information` (decision 037), with its results indicators (decision 079); for
 * the provider, its private calendar feed of its structures' sessions (decision 041).
 */

const TITLE = pageAt('/back/information')?.title ?? 'Informations prestataire';

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const user = readSession()?.user ?? null;
  return dataOrThrow(await loadInformationPage(clientApi(args), args.request, user), 'back');
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function BackInformationRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const user = useSessionUser();
  return (
    <>
      <ProviderInformationPage
        title={TITLE}
        data={data}
        previewHref={
          data.information ? informationPreviewUrl(data.information.structure.id) : undefined
        }
      />
      {data.quality && data.information ? (
        <QualityResultsPanel structureId={data.information.structure.id} quality={data.quality} />
      ) : null}
      {user && profileOf(user.userProfileCode) === 'provider' ? (
        <CalendarFeedPanel scope="provider" />
      ) : null}
    </>
  );
}
