// The page runs in the login layout, which registers only the sign-in messages: this one needs
// the decision links' and the registrations' (the reason's check), in the whole dictionary.
import '~/lib/messages/all';
import {
  closedLinkMessage,
  formatDateTime,
  t,
  type DecisionLinkView,
  type LinkDecision,
} from '@passerelle/shared';
import { useState } from 'react';

import { MailLinkPage } from '~/components/mail-link-page';

import { DecisionForm, type DecisionDone } from './decision-form';
import { DecisionLinkSummary } from './decision-link-summary';
import { DecisionOutcome } from './decision-outcome';

/*
 * `/registration-decision/{token}?decision=validate|refuse` (decision 077): the page of the
 * "Valider" and "Refuser" links of the HR validator's and the provider's "à valider" mails. It
 * shows what the link is about, then asks for one confirmation (and the reason of a refusal);
 * the person needs no account session. A link that no longer acts says why, without a form.
 */

export interface DecisionLinkPageData {
  token: string;
  /** The decision of the mail's link; null offers both. */
  decision: LinkDecision | null;
  /** What the link is about; null for a link the API does not know. */
  view: DecisionLinkView | null;
}

type Outcome = { kind: 'done'; done: DecisionDone } | { kind: 'closed'; message: string };

export function DecisionLinkPage({
  title,
  data,
}: {
  /** The page's title when no decision is chosen (APP_ROUTES). */
  title: string;
  data: DecisionLinkPageData;
}) {
  const [decision, setDecision] = useState(data.decision);
  return (
    <MailLinkPage
      title={decision ? t(`registrationLinks.title.${decision}`) : title}
      view={data.view}
      unknown={t('registrationLinks.unknown')}
    >
      {(view) => (
        <>
          <DecisionLinkSummary view={view} />
          <DecisionPart token={data.token} view={view} decision={decision} onChoose={setDecision} />
        </>
      )}
    </MailLinkPage>
  );
}

/** The form while the link acts; what happened once it does not. */
function DecisionPart({
  token,
  view,
  decision,
  onChoose,
}: {
  token: string;
  view: DecisionLinkView;
  decision: LinkDecision | null;
  onChoose: (decision: LinkDecision) => void;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (outcome?.kind === 'done') {
    return (
      <DecisionOutcome tone="success" takeFocus>
        <p>{t(`registrationLinks.done.${outcome.done.decision}`)}</p>
        {outcome.done.waitingList ? <p>{t('registrationLinks.doneWaitingList')}</p> : null}
      </DecisionOutcome>
    );
  }
  if (outcome?.kind === 'closed') {
    return (
      <DecisionOutcome tone="error" takeFocus>
        {outcome.message}
      </DecisionOutcome>
    );
  }
  const closed = closedLinkMessage({ ...view, status: view.registration.status });
  if (closed) return <DecisionOutcome tone="warning">{closed}</DecisionOutcome>;
  return (
    <div className="space-y-4">
      <p className="text-muted">
        {t('registrationLinks.expiresAt', { date: formatDateTime(view.expiresAt) })}
      </p>
      <DecisionForm
        token={token}
        decision={decision}
        onChoose={onChoose}
        onDone={(done) => setOutcome({ kind: 'done', done })}
        onClosed={(message) => setOutcome({ kind: 'closed', message })}
      />
    </div>
  );
}
