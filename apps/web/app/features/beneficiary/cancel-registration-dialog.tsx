import {
  registrationReasonBodySchema,
  t,
  zodFieldErrors,
  type FutureRegistration,
} from '@passerelle/shared';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '~/components/ui/dialog';
import { TextAreaField } from '~/components/ui/form-controls';
import { fieldErrorsOf } from '~/lib/action-result';
import { toast } from '~/lib/toast';

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
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registrationReasonBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    const result = await cancelRegistration(
      item.registration.id,
      parsed.data,
      t('beneficiary.cancel.error'),
    );
    setPending(false);
    if (result.ok) {
      toast.success(t('beneficiary.cancel.done'));
      onCancelled(item);
      return;
    }
    if (result.unauthorized) return;
    const fieldErrors = fieldErrorsOf(result.body);
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    toast.error(result.error, { title: t('beneficiary.cancel.error') });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        id={`${id}-reason`}
        label={t('beneficiary.cancel.reason')}
        required
        value={reason}
        onChange={setReason}
        errors={errors.reason}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('ui.back')}
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={pending}>
          {t('beneficiary.cancel.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
