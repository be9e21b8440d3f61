import { PARAMETERS_API, t } from '@passerelle/shared';
import {
  data,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { pageAt, pageTitle } from '~/lib/page-title';
import { runParametersAction } from '~/features/parameters/parameters-actions';
import { YearHistoryTable } from '~/features/parameters/parameters-history';
import { PublicYearForm } from '~/features/parameters/public-year-form';
import { YearQuotas } from '~/features/parameters/year-quotas';
import { dataOrThrow } from '~/lib/api-data';
import { actionAnswer } from '~/lib/action-result';
import { serverApi } from '~/lib/api-client-loader';

/*
 * /back/admin/parameters (admin): the current public year and the yearly quotas, each change
 * kept with its author and date (spec §3, decisions.md "Quotas").
 */

export async function loader(args: LoaderFunctionArgs) {
  const api = serverApi(args);
  const [current, history, quotas] = await Promise.all([
    api.call(PARAMETERS_API.current),
    api.call(PARAMETERS_API.history),
    api.call(PARAMETERS_API.quotas),
  ]);
  return {
    current: dataOrThrow(current, 'back'),
    history: dataOrThrow(history, 'back'),
    quotas: dataOrThrow(quotas, 'back'),
  };
}

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const result = await runParametersAction(serverApi(args), form);
  if (!result) throw data({ layout: 'back', message: 'Unknown action' }, { status: 400 });
  return actionAnswer(result);
}

const TITLE = pageAt('/back/admin/parameters')?.title ?? t('nav.admin.parameters');

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function AdminParametersPage() {
  const { current, history, quotas } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-12">
      <h1 className="text-3xl font-bold">{TITLE}</h1>
      <div className="space-y-6">
        <PublicYearForm current={current} />
        <YearHistoryTable rows={history} />
      </div>
      <YearQuotas
        quotas={quotas}
        defaultYear={current?.currentPublicYear ?? new Date().getFullYear()}
      />
    </div>
  );
}
