import {
  REPORT_WORKFLOW,
  reportEventDescription,
  reportEventLabel,
  reportEventSuccess,
  sendBackReportBodySchema,
  t,
  type ReportEvent,
  type SessionReport,
} from '@passerelle/shared';
import { useId, useState } from 'react';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, FormDialogFooter } from '~/components/ui/dialog';
import { TextAreaField, controlId } from '~/components/ui/form-controls';
import { useMutation } from '~/lib/use-mutation';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { sendBackReport, validateReport } from './reports-api';

export interface ReportReviewProps {
  report: SessionReport;
  /** The events the viewer may fire (shared reportTransitions): `validate`, `sendBack`. */
  events: readonly ReportEvent[];
  onChange: (report: SessionReport) => void;
}

/**
 * A manager's or an admin's decision on a completed report: validate it (confirmation, for good)
 * or send it back to the provider with a reason. Success and refusal are toasts.
 */
export function ReportReview({ report, events, onChange }: ReportReviewProps) {
  const [dialog, setDialog] = useState<'validate' | 'sendBack' | null>(null);
  const { pending, run } = useMutation();

  const validate = () =>
    void run(() => validateReport(report.id), {
      successToast: reportEventSuccess('validate'),
      onSuccess: onChange,
    });

  return (
    <div className="space-y-3">
      <Alert tone="info">{t('reports.page.toValidate')}</Alert>
      <div
        role="group"
        aria-label={t('reports.page.actions')}
        className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
      >
        {events.includes('sendBack') ? (
          <Button variant="secondary" disabled={pending} onClick={() => setDialog('sendBack')}>
            {reportEventLabel('sendBack')}
          </Button>
        ) : null}
        {events.includes('validate') ? (
          <Button disabled={pending} onClick={() => setDialog('validate')}>
            {reportEventLabel('validate')}
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={dialog === 'validate'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={reportEventLabel('validate')}
        description={reportEventDescription('validate')}
        confirmLabel={reportEventLabel('validate')}
        cancelLabel={t('ui.back')}
        tone={REPORT_WORKFLOW.validate.irreversible ? 'danger' : 'primary'}
        onConfirm={validate}
      />
      <Dialog open={dialog === 'sendBack'} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog === 'sendBack' ? (
          <DialogContent
            title={reportEventLabel('sendBack')}
            description={reportEventDescription('sendBack')}
          >
            <SendBackForm
              reportId={report.id}
              onSent={(sent) => {
                setDialog(null);
                onChange(sent);
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}

function SendBackForm({
  reportId,
  onSent,
}: {
  reportId: number;
  onSent: (report: SessionReport) => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const form = useSubmitForm({
    formId,
    fields: ['reason'],
    soleField: 'reason',
    validate: () => validateWith(sendBackReportBodySchema, { reason }),
    submit: (body) => sendBackReport(reportId, body.reason),
    successToast: reportEventSuccess('sendBack'),
    onSuccess: onSent,
  });
  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} className="mt-4">
      <TextAreaField
        id={controlId(formId, 'reason')}
        label={t('reports.sendBack.reason')}
        required
        value={reason}
        onChange={(text) => {
          setReason(text);
          form.clear('reason');
        }}
        errors={form.errors.reason}
      />
      <FormDialogFooter
        cancelLabel={t('ui.back')}
        submitLabel={reportEventLabel('sendBack')}
        busy={form.busy}
      />
    </form>
  );
}
