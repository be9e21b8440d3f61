import {
  linkDecisionBodySchema,
  t,
  type LinkDecision,
  type LinkDecisionBody,
} from '@passerelle/shared';
import { useEffect, useRef, useState } from 'react';

import { SubmitForm } from '~/components/submit-form';
import { Button } from '~/components/ui/button';
import { controlId, TextAreaField } from '~/components/ui/form-controls';
import { failureText } from '~/lib/api-client';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { decideByLink } from './registration-links-api';

/*
 * The confirmation of a decision link (decision 077): one button to validate; to refuse, the
 * reason (sent to the person) then one button. The other choice stays one click away. A link
 * that stopped acting meanwhile (someone decided in the portal, the deadline passed) is refused
 * by the API with its French reason: the page then shows it instead of the form.
 */

const FORM_ID = 'registration-decision';
const REASON = 'reason';

/** The answers of a link that no longer acts: used, expired or moved (409), revoked (403), gone (404). */
const CLOSED_STATUSES = new Set([403, 404, 409]);

export interface DecisionDone {
  decision: LinkDecision;
  waitingList: boolean;
}

export interface DecisionFormProps {
  token: string;
  /** The choice shown, or null to offer both. */
  decision: LinkDecision | null;
  onChoose: (decision: LinkDecision) => void;
  onDone: (done: DecisionDone) => void;
  /** The API's French reason why the link no longer acts. */
  onClosed: (message: string) => void;
}

export function DecisionForm({ token, decision, onChoose, onDone, onClosed }: DecisionFormProps) {
  const [reason, setReason] = useState('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  // A choice made on the page moves the focus to what it shows: the reason, or the button.
  const [chosenHere, setChosenHere] = useState(false);
  const form = useSubmitForm({
    formId: FORM_ID,
    fields: [REASON],
    validate: () =>
      validateWith(
        linkDecisionBodySchema,
        decision === 'refuse' ? { decision, reason } : { decision },
      ),
    submit: async (body: LinkDecisionBody) => {
      const result = await decideByLink(token, body);
      if (!result.ok && result.status !== null && CLOSED_STATUSES.has(result.status)) {
        onClosed(failureText(result));
      }
      return result;
    },
    onSuccess: (answer, body) =>
      onDone({ decision: body.decision, waitingList: answer.waitingList }),
  });

  useEffect(() => {
    if (!chosenHere) return;
    if (decision === 'refuse') document.getElementById(controlId(FORM_ID, REASON))?.focus();
    else confirmRef.current?.focus();
  }, [chosenHere, decision]);

  const choose = (next: LinkDecision) => {
    form.reset();
    setChosenHere(true);
    onChoose(next);
  };

  if (decision === null) {
    return (
      <div className="space-y-3">
        <p className="font-medium">{t('registrationLinks.choose')}</p>
        <div className="flex flex-wrap gap-4">
          <Button onClick={() => choose('validate')}>
            {t('registrationLinks.choice.validate')}
          </Button>
          <Button variant="secondary" onClick={() => choose('refuse')}>
            {t('registrationLinks.choice.refuse')}
          </Button>
        </div>
      </div>
    );
  }

  const other: LinkDecision = decision === 'validate' ? 'refuse' : 'validate';
  return (
    <SubmitForm form={form} className="space-y-5">
      {decision === 'refuse' ? (
        <TextAreaField
          id={controlId(FORM_ID, REASON)}
          label={t('registrationLinks.reason')}
          hint={t('registrationLinks.reasonHint')}
          required
          value={reason}
          onChange={(next) => {
            setReason(next);
            form.clear(REASON);
          }}
          errors={form.errors[REASON]}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button
          ref={confirmRef}
          type="submit"
          variant={decision === 'refuse' ? 'danger' : 'primary'}
          disabled={form.busy}
        >
          {decision === 'refuse'
            ? t('registrationLinks.confirmRefuse')
            : t('registrationLinks.confirmValidate')}
        </Button>
        <Button variant="secondary" onClick={() => choose(other)} disabled={form.busy}>
          {t(`registrationLinks.otherChoice.${other}`)}
        </Button>
      </div>
    </SubmitForm>
  );
}
