// The catalogue's French messages, registered before it renders (decision 018).
import '~/lib/messages/catalogue';
import { t } from '@passerelle/shared';
import {
  useLoaderData,
  useLocation,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { Alert } from '~/components/ui/alert';
import { ListNotice } from '~/components/ui/list-notice';
import { loadCatalogueOptions, loadCatalogueResults } from '~/features/catalogue/catalogue-data';
import { CatalogueResults } from '~/features/catalogue/catalogue-results';
import { CatalogueSearchForm } from '~/features/catalogue/catalogue-search-form';
import { catalogueFormValues, hasAdvancedCriteria } from '~/features/catalogue/catalogue-url';
import { pageTitle } from '~/lib/page-title';
import { serverApi } from '~/lib/api-client-loader';

/*
 * /training: the public catalogue (spec §2), rendered on the server from the URL's search
 * (`GET /api/public/session_views`) and the advanced search's lists.
 */

export async function loader(args: LoaderFunctionArgs) {
  const api = serverApi(args);
  const search = new URL(args.request.url).searchParams;
  const [found, options] = await Promise.all([
    loadCatalogueResults(api, search),
    loadCatalogueOptions(api),
  ]);
  return { ...found, options };
}

export const meta: MetaFunction = ({ location }) => {
  const q = new URLSearchParams(location.search).get('q')?.trim();
  return [
    { title: pageTitle(q ? `${t('catalogue.title')} : ${q}` : t('catalogue.title')) },
    { name: 'description', content: t('catalogue.intro') },
  ];
};

export default function TrainingPage() {
  const { results, error, options, list } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('catalogue.title')}</h1>
        <p className="max-w-3xl text-muted">{t('catalogue.intro')}</p>
      </header>
      {/* A new search remounts the form, so its fields show the URL's values. */}
      <CatalogueSearchForm
        key={location.search}
        values={catalogueFormValues(list.query)}
        options={options}
        advancedOpen={hasAdvancedCriteria(list.query) || Boolean(list.fieldErrors?.to)}
        fieldErrors={list.fieldErrors}
      />
      <ListNotice notice={list.notice} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {results ? <CatalogueResults results={results} list={list} /> : null}
    </div>
  );
}
