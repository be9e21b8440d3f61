import {
  can,
  isSessionReadOnly,
  t,
  type SessionDetail,
  type SessionDocument,
  type SessionGeneratedDocuments,
  type SessionUser,
} from '@passerelle/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { UnsavedChangesConfirm } from '~/admin-kit/guarded-dialog';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { TitledSection } from '~/components/ui/titled-section';

import { GeneratedDocuments } from './generated-documents';
import { SessionDocuments } from './session-documents';
import { FOCUS_SHEET, isFocusRequest } from './sheet-focus';
import { SessionForm, type SessionFormAccess } from './session-form';

/** A boxed panel of the column beside the session's form (its workflow, its quality). */
function SidePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      level={3}
      className="space-y-4 rounded-sm border border-border p-4"
    >
      {children}
    </TitledSection>
  );
}

export interface SessionPanelProps {
  actionId: number;
  /** The session to show; null for a new one. */
  session: SessionDetail | null;
  /** A new session's seats: the action type's seat amount. */
  defaultSeats?: number;
  /** Its files (null when they could not be loaded, or for a new session). */
  documents: readonly SessionDocument[] | null;
  /**
   * Its generated documents (decision 036); null when they could not be loaded, undefined for a
   * new session.
   */
  generatedDocuments?: SessionGeneratedDocuments | null;
  user: SessionUser;
  /** The list's URL (the tab without `?session=`). */
  listHref: string;
  /** The URL of a session's sheet. */
  sessionHref: (id: number) => string;
  /** Reloads the page's data after a change (list, sheet, history). */
  reload: () => void;
  /**
   * A saved session's workflow steps and switches, and its history: another feature
   * (features/session-workflow), so the route composes them in.
   */
  workflow?: ReactNode;
  history?: ReactNode;
  /**
   * The session's quality follow-up, beside its workflow: the pedagogical report's state
   * (features/reports) and room for the satisfaction survey's.
   */
  quality?: ReactNode;
  /** The session's digital attendance (features/attendance), composed in by the route. */
  attendance?: ReactNode;
  /** The session's cost per seat and per trainee (session-figures.tsx), beside its workflow. */
  cost?: ReactNode;
  /**
   * The sending of its convocations and conventions (features/document-sends, decision 039),
   * shown in the generated documents section; composed in by the route.
   */
  documentSends?: ReactNode;
}

/**
 * A session's sheet in the sessions tab (`?session=<id>`, or `?session=new`): its form and, beside
 * it, its workflow buttons, survey and report switches and history (given by the route), then
 * its files. A closed session is read-only; a viewer who may not plan sessions (a provider) sees
 * the planning read-only and records the realised hours.
 */
export function SessionPanel({
  actionId,
  session,
  defaultSeats,
  documents,
  generatedDocuments,
  user,
  listHref,
  sessionHref,
  reload,
  workflow,
  history,
  quality,
  attendance,
  cost,
  documentSends,
}: SessionPanelProps) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const closed = session ? isSessionReadOnly(session.status) : false;
  const canPlan = can(user, 'programming.manage');
  // A provider (sessions.recordHours without programming.manage) records the realised hours only.
  const access: SessionFormAccess = closed
    ? 'none'
    : canPlan
      ? 'all'
      : can(user, 'sessions.recordHours')
        ? 'realisedHours'
        : 'none';

  // Opening a sheet from the list (or after creating it) moves the focus to its title, as a new
  // page would; a page loaded as such keeps the browser's own start (skip link first).
  const { state } = useLocation();
  const focusTitle = isFocusRequest(state);
  useEffect(() => {
    if (focusTitle) headingRef.current?.focus();
    // Only when another session is opened, not on each navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.id]);

  const backToList = () => {
    setLeaving(false);
    void navigate(listHref);
  };
  const requestBack = () => (dirty ? setLeaving(true) : backToList());

  const title = session
    ? t('programmingSessions.editTitle', { code: session.code })
    : t('programmingSessions.newTitle');

  return (
    <div className="space-y-6">
      <Link
        to={listHref}
        onClick={(event) => {
          if (!dirty) return;
          event.preventDefault();
          setLeaving(true);
        }}
        className={cn('inline-flex items-center gap-1 text-primary underline', focusRing)}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('programmingSessions.backToList')}
      </Link>
      <h2 ref={headingRef} tabIndex={-1} className={cn('rounded-sm text-2xl font-bold', focusRing)}>
        {title}
      </h2>
      {closed ? (
        <Alert tone="info">{t('programmingSessions.readOnly.closed')}</Alert>
      ) : !canPlan ? (
        <Alert tone="info">{t('programmingSessions.readOnly.provider')}</Alert>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SessionForm
          key={session?.id ?? 'new'}
          actionId={actionId}
          session={session}
          defaultSeats={defaultSeats}
          access={access}
          canDelete={canPlan && !closed}
          onDirtyChange={setDirty}
          onCancel={requestBack}
          onSaved={(saved, created) => {
            if (created) {
              void navigate(sessionHref(saved.id), { replace: true, state: FOCUS_SHEET });
            } else {
              reload();
            }
          }}
          onDeleted={() => void navigate(listHref, { replace: true })}
        />
        {session && workflow ? (
          <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
            <SidePanel
              id="session-workflow-title"
              title={t('programmingSessions.section.workflow')}
            >
              {workflow}
            </SidePanel>
            {cost}
            {quality ? (
              <SidePanel id="session-quality-title" title={t('reports.quality.title')}>
                {quality}
              </SidePanel>
            ) : null}
          </div>
        ) : null}
      </div>

      {/* The history table is captioned "Historique de la session". */}
      {session ? history : null}

      {session ? attendance : null}

      {session ? (
        <TitledSection
          id="session-documents-title"
          title={t('programmingSessions.section.documents')}
          level={3}
          className="space-y-4"
        >
          {documents ? (
            <SessionDocuments
              sessionId={session.id}
              documents={documents}
              editable={can(user, 'sessions.attachDocuments') && !closed}
              onChange={reload}
            />
          ) : (
            <Alert tone="error">{t('programmingTabs.loadError')}</Alert>
          )}
        </TitledSection>
      ) : null}

      {session && generatedDocuments !== undefined ? (
        <TitledSection
          id="session-generated-title"
          title={t('documents.section.title')}
          level={3}
          className="space-y-4"
        >
          {documentSends}
          <GeneratedDocuments documents={generatedDocuments} />
        </TitledSection>
      ) : null}

      <UnsavedChangesConfirm open={leaving} onOpenChange={setLeaving} onConfirm={backToList} />
    </div>
  );
}
