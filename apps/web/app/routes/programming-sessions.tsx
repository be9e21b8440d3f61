import {
  EXPORT_FORMATS,
  DOCUMENTS_API,
  SESSIONS_API,
  SURVEYS_API,
  SURVEY_RESULTS_API,
  can,
  canOpenRoute,
  profileOf,
  t,
  type ActionDetail,
  type SessionDetail,
  type SessionDocument,
  type SessionColdSurvey,
  type SessionCost,
  type SessionGeneratedDocuments,
  type SurveyViewItem,
} from '@passerelle/shared';
import {
  Link,
  useLoaderData,
  useLocation,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { ExportButtons } from '~/components/export-buttons';
import { Alert } from '~/components/ui/alert';
import { SessionAttendance } from '~/features/attendance';
import { SessionDocumentSends } from '~/features/document-sends';
import {
  SessionCostSummary,
  SessionListFigures,
} from '~/features/programming-sessions/session-figures';
import { SessionList } from '~/features/programming-sessions/session-list';
import { SessionPanel } from '~/features/programming-sessions/session-panel';
import { loadTabAction, tabTitle } from '~/features/programming-sessions/tab-data';
import { SessionReportState } from '~/features/reports';
import { SessionHistory, SessionWorkflowActions } from '~/features/session-workflow';
import {
  SessionColdSurveyState,
  SessionSurveyState,
  showsColdSurvey,
} from '~/features/survey-results';
import { buildUrl } from '~/lib/api-client';
import { dataOrThrow } from '~/lib/api-data';
import { clientApi } from '~/lib/api-client-loader';
import { useSessionUser } from '~/lib/session-user';

/*
 * /back/programming/{id}/sessions: the action's sessions; `?session=<id>` opens a session's sheet
 * (form, workflow, history, files) and `?session=new` the creation form. The parent page holds
 * the `<h1>` and the tabs. The sheet (features/programming-sessions) gets the session's workflow
 * and history (features/session-workflow) from here: the workflow shows each viewer the steps it
 * may take, and a click on a stale status reloads the page's data.
 */

type Sheet =
  | null
  | { kind: 'new' }
  | { kind: 'missing'; message: string }
  | {
      kind: 'session';
      session: SessionDetail;
      documents: SessionDocument[] | null;
      /** Its generated documents (decision 036); null when unreadable. */
      generatedDocuments: SessionGeneratedDocuments | null;
      /** Its satisfaction survey, once opened (decision 034); undefined when unreadable. */
      survey?: SurveyViewItem | null;
      /** Its cold evaluation (decision 035); undefined when the viewer may not read surveys. */
      coldSurvey?: SessionColdSurvey | 'error';
      /** Its cost per seat and per trainee; null when unreadable. */
      cost: SessionCost | null;
    };

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const api = clientApi(args);
  const action = await loadTabAction(api, args.params.id);
  const param = new URL(args.request.url).searchParams.get('session');
  const [previews, indicators] = await Promise.all([
    api.call(SESSIONS_API.previews, { params: { id: action.id } }),
    // The list's figures; a sheet does not show them.
    param === null ? api.call(SESSIONS_API.indicators, { query: { actionId: action.id } }) : null,
  ]);
  const sessions = dataOrThrow(previews, 'back');
  let sheet: Sheet = null;
  if (param === 'new') {
    sheet = { kind: 'new' };
  } else if (param !== null) {
    sheet = { kind: 'missing', message: t('programmingSessions.notFound') };
    if (/^\d{1,9}$/.test(param)) {
      const [detail, documents, surveys, coldSurvey, generated, cost] = await Promise.all([
        api.call(SESSIONS_API.detail, { params: { id: param } }),
        api.call(SESSIONS_API.documents, { params: { id: param } }),
        api.call(SURVEY_RESULTS_API.list, { query: { sessionId: param } }),
        api.call(SURVEYS_API.sessionCold, { params: { id: param } }),
        api.call(DOCUMENTS_API.ofSession, { params: { id: param } }),
        api.call(SESSIONS_API.cost, { params: { id: param } }),
      ]);
      if (detail.ok && detail.data.actionId === action.id) {
        sheet = {
          kind: 'session',
          session: detail.data,
          documents: documents.ok ? documents.data : null,
          generatedDocuments: generated.ok ? generated.data : null,
          survey: surveys.ok ? (surveys.data.items[0] ?? null) : undefined,
          // Read when surveys are (survey_views answered): otherwise not the viewer's to see.
          coldSurvey: surveys.ok ? (coldSurvey.ok ? coldSurvey.data : 'error') : undefined,
          cost: cost.ok ? cost.data : null,
        };
      }
    }
  }
  return {
    action: {
      id: action.id,
      name: action.name,
      membersOnly: action.type.membersOnly,
      seatAmount: action.type.seatAmount,
    },
    sessions,
    indicators: indicators?.ok ? indicators.data : null,
    sheet,
  };
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction<typeof clientLoader> = ({ data, location }) => {
  const sheet = data?.sheet;
  const page =
    sheet?.kind === 'session'
      ? t('programmingSessions.editTitle', { code: sheet.session.code })
      : sheet?.kind === 'new'
        ? t('programmingSessions.newTitle')
        : null;
  return [{ title: tabTitle(location.pathname, data?.action as Pick<ActionDetail, 'name'>, page) }];
};

export default function ProgrammingSessionsTab() {
  const { action, sessions, indicators, sheet } = useLoaderData<typeof clientLoader>();
  const user = useSessionUser();
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();
  if (!user) return null;

  const listHref = pathname;
  const sessionHref = (id: number | 'new') => `${pathname}?session=${id}`;
  const canPlan = can(user, 'programming.manage');
  const resultsHref = (id: number) =>
    canOpenRoute(profileOf(user.userProfileCode), `/back/surveys/${id}`)
      ? `/back/surveys/${id}`
      : `/surveys/${id}`;

  if (sheet?.kind === 'session' || (sheet?.kind === 'new' && canPlan)) {
    const session = sheet.kind === 'session' ? sheet.session : null;
    const reload = () => void revalidate();
    return (
      <SessionPanel
        actionId={action.id}
        session={session}
        defaultSeats={action.seatAmount}
        documents={sheet.kind === 'session' ? sheet.documents : null}
        generatedDocuments={sheet.kind === 'session' ? sheet.generatedDocuments : undefined}
        cost={
          sheet.kind === 'session' && sheet.cost ? <SessionCostSummary cost={sheet.cost} /> : null
        }
        user={user}
        listHref={listHref}
        sessionHref={sessionHref}
        reload={reload}
        workflow={
          session ? (
            <SessionWorkflowActions
              session={{
                id: session.id,
                status: session.status,
                startDate: session.startDate,
                endDate: session.endDate,
                surveyEnabled: session.surveyEnabled,
                reportEnabled: session.reportEnabled,
              }}
              profile={profileOf(user.userProfileCode)}
              onChange={reload}
              onStale={reload}
            />
          ) : null
        }
        quality={
          session ? (
            <>
              {sheet.kind === 'session' && sheet.survey !== undefined ? (
                <SessionSurveyState survey={sheet.survey} resultsHref={resultsHref} />
              ) : null}
              {sheet.kind === 'session' &&
              sheet.coldSurvey !== undefined &&
              showsColdSurvey(sheet.coldSurvey) ? (
                <SessionColdSurveyState state={sheet.coldSurvey} resultsHref={resultsHref} />
              ) : null}
              <SessionReportState
                session={{
                  id: session.id,
                  status: session.status,
                  reportEnabled: session.reportEnabled,
                }}
                user={user}
              />
            </>
          ) : null
        }
        attendance={
          session && can(user, 'attendance.collect') ? (
            <SessionAttendance sessionId={session.id} revision={session.updatedAt} />
          ) : null
        }
        documentSends={
          session && can(user, 'sessions.sendDocuments') ? (
            <SessionDocumentSends
              key={session.id}
              sessionId={session.id}
              revision={session.updatedAt}
            />
          ) : null
        }
        history={
          session ? (
            <SessionHistory
              sessionId={session.id}
              refreshKey={`${session.status}-${session.updatedAt}`}
            />
          ) : null
        }
      />
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 className="text-2xl font-bold">{t('programmingSessions.caption')}</h2>
        {sessions.length > 0 && can(user, 'programming.export') ? (
          <ExportButtons
            formats={EXPORT_FORMATS}
            hrefOf={(format) =>
              buildUrl('/api/session_views/export', { format, actionId: action.id })
            }
            labelOf={(format) => t(`programmingSessions.export.${format}`)}
          />
        ) : null}
      </div>
      {indicators && sessions.length > 0 ? <SessionListFigures indicators={indicators} /> : null}
      {sheet ? (
        <Alert tone="error">
          {sheet.kind === 'missing' ? sheet.message : t('error.api.forbidden')}{' '}
          <Link to={listHref} className="underline">
            {t('programmingSessions.backToList')}
          </Link>
        </Alert>
      ) : null}
      <SessionList
        sessions={sessions}
        canAdd={canPlan}
        hrefOf={sessionHref}
        membersOnly={action.membersOnly}
      />
    </div>
  );
}
