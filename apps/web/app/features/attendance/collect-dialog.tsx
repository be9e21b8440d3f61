import { collectSignatureBodySchema, t } from '@passerelle/shared';
import { useState } from 'react';

import { Dialog, DialogContent, FormDialogFooter } from '~/components/ui/dialog';
import { useSubmitForm } from '~/lib/use-submit-form';

import { collectSignature } from './attendance-api';
import { SignatureForm, type SignatureValue } from './signature-field';
import { SIGNATURE_FIELDS, checkSignature } from './signature-form';

export interface CollectDialogProps {
  windowId: number;
  /** The trainee the provider picked; null: the dialog is closed. */
  trainee: { registrationId: number; name: string } | null;
  onClose: () => void;
  onCollected: () => void;
}

const FORM_ID = 'collect-signature';

/**
 * "Faire signer sur cet appareil": the provider picks a trainee and hands the device over; the
 * signature is recorded as collected by the provider, on its device (decision 038).
 */
export function CollectDialog({ windowId, trainee, onClose, onCollected }: CollectDialogProps) {
  return (
    <Dialog open={trainee !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {trainee ? (
        <DialogContent
          title={t('attendance.collect.title', { name: trainee.name })}
          description={t('attendance.collect.description', { name: trainee.name })}
        >
          <CollectForm
            key={trainee.registrationId}
            windowId={windowId}
            trainee={trainee}
            onClose={onClose}
            onCollected={onCollected}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CollectForm({
  windowId,
  trainee,
  onClose,
  onCollected,
}: Omit<CollectDialogProps, 'trainee'> & { trainee: { registrationId: number; name: string } }) {
  const [value, setValue] = useState<SignatureValue>({});
  const form = useSubmitForm({
    formId: FORM_ID,
    fields: SIGNATURE_FIELDS,
    validate: () =>
      checkSignature(collectSignatureBodySchema, value, { registrationId: trainee.registrationId }),
    submit: (body) => collectSignature(windowId, body),
    successToast: t('attendance.collect.success', { name: trainee.name }),
    onSuccess: () => {
      onCollected();
      onClose();
    },
  });
  return (
    <SignatureForm formId={FORM_ID} value={value} onChange={setValue} form={form}>
      <FormDialogFooter
        submitLabel={t('attendance.pad.submit')}
        busy={form.busy}
        cancelLabel={t('attendance.cancel')}
      />
    </SignatureForm>
  );
}
