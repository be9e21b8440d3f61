// The catalogue's French messages, registered before it renders (decision 018).
import '~/lib/messages/catalogue';
import { formatMonth, parisDay, t } from '@passerelle/shared';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { loadMonthSessions } from '~/features/catalogue/calendar-data';
import { monthOfDay, parseYearMonth } from '~/features/catalogue/calendar-month';
import { MonthCalendar } from '~/features/catalogue/month-calendar';
import { pageMeta } from '~/lib/page-title';
import { serverApi } from '~/lib/api-client-loader';

/*
 * /calendar: the catalogue's sessions month by month (`?month=YYYY-MM`, the current month in
 * Paris by default), rendered on the server.
 */

export async function loader(args: LoaderFunctionArgs) {
  const today = parisDay(new Date());
  const month = parseYearMonth(
    new URL(args.request.url).searchParams.get('month'),
    monthOfDay(today),
  );
  return { month, today, ...(await loadMonthSessions(serverApi(args), month)) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) =>
  pageMeta(
    loaded ? `${t('calendar.title')} : ${formatMonth(loaded.month)}` : t('calendar.title'),
    location.pathname,
  );

export default function CalendarPage() {
  const { month, today, sessions, truncated, error } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('calendar.title')}</h1>
        <p className="text-muted">{t('calendar.intro')}</p>
      </header>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <MonthCalendar month={month} today={today} sessions={sessions} truncated={truncated} />
    </div>
  );
}
