import { registrationReasonBodySchema, t, type FutureRegistration } from '@passerelle/shared';
import { useId, useState } from 'react';

import { Dialog, DialogContent, FormDialogFooter } from '~/components/ui/dialog';
import { TextAreaField, controlId } from '~/components/ui/form-controls';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { cancelRegistration } from './beneficiary-api';

export interface CancelRegistrationDialogProps {
  /** The registration to cancel; the dialog is open while it is set. */
  item: FutureRegistration | null;
  onClose: () => void;
  /** After the API cancelled it. */
  onCancelled: (item: FutureRegistration) => void;
}

/**
 * "Annuler mon inscription": the reason is required (spec §5, shared schema of the registration
 * workflow), checked before sending and again by the API.
 */
export function CancelRegistrationDialog({
  item,
  onClose,
  onCancelled,
}: CancelRegistrationDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item ? (
        <DialogContent
          title={t('beneficiary.cancel.button')}
          description={t('beneficiary.cancel.description', { name: item.session.action.name })}
        >
          <CancelForm item={item} onCancelled={onCancelled} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CancelForm({
  item,
  onCancelled,
}: {
  item: FutureRegistration;
  onCancelled: (item: FutureRegistration) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const form = useSubmitForm({
    formId: id,
    fields: ['reason'],
    validate: () => validateWith(registrationReasonBodySchema, { reason }),
    submit: (body) => cancelRegistration(item.registration.id, body, t('beneficiary.cancel.error')),
    errorToast: t('beneficiary.cancel.error'),
    successToast: t('beneficiary.cancel.done'),
    onSuccess: () => onCancelled(item),
  });

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy}>
      <TextAreaField
        id={controlId(id, 'reason')}
        label={t('beneficiary.cancel.reason')}
        required
        value={reason}
        onChange={setReason}
        errors={form.errors.reason}
      />
      <FormDialogFooter
        cancelLabel={t('ui.back')}
        submitLabel={t('beneficiary.cancel.confirm')}
        busy={form.busy}
        danger
      />
    </form>
  );
}
