import { registrationReasonBodySchema, t, zodFieldErrors } from '@passerelle/shared';
import { useId, useState, type FormEvent } from 'react';

import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { useFormErrors } from '~/admin-kit/use-form-errors';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { DialogFooter } from '~/components/ui/dialog';
import { TextAreaField, controlId } from '~/components/ui/form-controls';
import { fieldErrorsOf } from '~/lib/action-result';
import { toast } from '~/lib/toast';

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
  const [pending, setPending] = useState(false);
  const form = useFormErrors(formId, FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registrationReasonBodySchema.safeParse({ reason });
    if (!parsed.success) {
      form.fail(zodFieldErrors(parsed.error), null);
      return;
    }
    setPending(true);
    const result = await refuseRequest(
      request.registration.id,
      parsed.data,
      t('registrations.refuseRequest.label'),
    );
    setPending(false);
    if (result.ok) {
      toast.success(t('registrations.refuseRequest.success'));
      onRefused();
      return;
    }
    if (result.unauthorized) return;
    const fieldErrors = fieldErrorsOf(result.body);
    form.fail(fieldErrors, Object.keys(fieldErrors).length > 0 ? null : result.error);
    toast.error(result.error, { title: t('registrations.refuseRequest.label') });
  };

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
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
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('ui.back')}
        </Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {t('structures.refuse.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
