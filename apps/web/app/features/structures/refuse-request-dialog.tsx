import { registrationReasonBodySchema, t } from '@passerelle/shared';
import { useId, useState } from 'react';

import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { SubmitForm } from '~/components/submit-form';
import { FormDialogFooter } from '~/components/ui/dialog';
import { TextAreaField, controlId } from '~/components/ui/form-controls';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { refuseRequest } from './structure-api';
import type { PendingRequest } from './structure-rows';

export interface RefuseRequestDialogProps {
  /** The request to refuse; the dialog is open while it is set. */
  request: PendingRequest | null;
  onClose: () => void;
  /** After the API refused it. */
  onRefused: (request: PendingRequest) => void;
}

/**
 * "Refuser la demande" (REQUESTED → REFUSED_HR): the reason is required (spec §5, shared schema),
 * checked before sending and again by the API; closing with a typed reason asks first.
 */
export function RefuseRequestDialog({ request, onClose, onRefused }: RefuseRequestDialogProps) {
  if (!request) return null;
  return (
    <GuardedDialog
      onClose={onClose}
      title={t('structures.refuse.title', { name: request.personName })}
      description={t('structures.refuse.description', { session: request.sessionLabel })}
    >
      {({ setDirty, close, requestClose }) => (
        <RefuseForm
          request={request}
          onDirty={setDirty}
          onCancel={requestClose}
          onRefused={() => {
            close();
            onRefused(request);
          }}
        />
      )}
    </GuardedDialog>
  );
}

const FIELDS = ['reason'] as const;

function RefuseForm({
  request,
  onDirty,
  onCancel,
  onRefused,
}: {
  request: PendingRequest;
  onDirty: (dirty: boolean) => void;
  onCancel: () => void;
  onRefused: () => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const form = useSubmitForm({
    formId,
    fields: FIELDS,
    validate: () => validateWith(registrationReasonBodySchema, { reason }),
    submit: (body) =>
      refuseRequest(request.registration.id, body, t('registrations.refuseRequest.label')),
    errorToast: t('registrations.refuseRequest.label'),
    successToast: t('registrations.refuseRequest.success'),
    onSuccess: onRefused,
  });

  return (
    <SubmitForm id={formId} form={form} className="space-y-4">
      <TextAreaField
        id={controlId(formId, 'reason')}
        label={t('registrations.field.reason')}
        required
        value={reason}
        onChange={(value) => {
          setReason(value);
          onDirty(value.trim() !== '');
          form.clear('reason');
        }}
        errors={form.errors.reason}
      />
      <FormDialogFooter
        cancelLabel={t('ui.back')}
        onCancel={onCancel}
        submitLabel={t('structures.refuse.submit')}
        busy={form.busy}
        danger
      />
    </SubmitForm>
  );
}
