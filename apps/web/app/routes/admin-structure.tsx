import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { loadStructureRecord } from '~/features/structures-admin/structures-admin-api';
import { StructureRecordPage } from '~/features/structures-admin/structure-record-page';
import { dataOrThrow } from '~/lib/api-data';
import { clientApi, serverApi } from '~/lib/api-client-loader';
import { pageTitle } from '~/lib/page-title';

/** /back/admin/structures/{id}: one structure's record; an unknown id answers 404 in the layout. */
export async function loader(args: LoaderFunctionArgs) {
  return {
    structure: dataOrThrow(await loadStructureRecord(serverApi(args), args.params.id), 'back'),
  };
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  return {
    structure: dataOrThrow(await loadStructureRecord(clientApi(args), args.params.id), 'back'),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Structure ${data.structure.name}` : 'Structure') },
];

export default function AdminStructureRoute() {
  const { structure } = useLoaderData<typeof loader>();
  return <StructureRecordPage structure={structure} />;
}
