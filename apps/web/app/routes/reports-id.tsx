import { t } from '@passerelle/shared';
import {
  Link,
  data as routeData,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { loadReport, ReportPage } from '~/features/reports';
import { Alert } from '~/components/ui/alert';
import { clientApi } from '~/lib/api-client-loader';
import { pageAt, pageTitle } from '~/lib/page-title';
import { useSessionUser } from '~/lib/session-user';

/*
 * /reports/{id} (spec §2: the survey layout, rendered in the browser only): the pedagogical report
 * of session {id}. A session out of reach is the 404 screen; a session without a report (switched
 * off, not realised yet) says so on the page.
 */

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const result = await loadReport(clientApi(args), args.params.id);
  if (result.ok) return { report: result.data, refusal: null };
  if (result.status === 409) return { report: null, refusal: result.error };
  throw routeData({ layout: 'survey', message: result.error }, { status: result.status ?? 500 });
}

export function HydrateFallback() {
  return <ClientOnlyFallback />;
}

export const meta: MetaFunction<typeof clientLoader> = ({ data, location }) => [
  {
    title: pageTitle(
      data?.report
        ? t('reports.page.title', { code: data.report.session.code })
        : (pageAt(location.pathname)?.title ?? t('reports.session.title')),
    ),
  },
];

export default function ReportRoute() {
  const { report, refusal } = useLoaderData<typeof clientLoader>();
  const user = useSessionUser();
  if (report) return <ReportPage key={report.id} initial={report} user={user} />;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t('reports.session.title')}</h1>
      <Alert tone="info">{refusal}</Alert>
      <Link to="/reports" className="text-primary underline">
        {t('reports.page.back')}
      </Link>
    </div>
  );
}
