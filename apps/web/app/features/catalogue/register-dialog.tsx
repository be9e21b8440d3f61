// The schema's French messages are beyond the public pages' (registrations.*): decision 018.
import '~/lib/messages/all';
import {
  registerBodySchema,
  REGISTRATIONS_API,
  t,
  type CatalogueRegistration,
} from '@passerelle/shared';
import { useState } from 'react';

import { Alert } from '~/components/ui/alert';
import { Dialog, DialogContent, FormDialogFooter } from '~/components/ui/dialog';
import { TextAreaField, controlId } from '~/components/ui/form-controls';
import { browserApi } from '~/lib/api-client-browser';
import { toast } from '~/lib/toast';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

/*
 * Loaded on demand by registration-panel.tsx: only a beneficiary who can register sees it, so the
 * session sheet itself carries neither the dialog primitives nor Zod (decision 018).
 */

/** The motivation dialog of a beneficiary's request (`POST /api/sessions/{id}/register`). */
export default function RegisterDialog({
  sessionId,
  waitingList,
  open,
  onOpenChange,
  onRegistered,
}: {
  sessionId: number;
  waitingList: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegistered: (registration: CatalogueRegistration) => void;
}) {
  const [motivation, setMotivation] = useState('');
  const form = useSubmitForm({
    formId: 'register',
    fields: ['motivation'],
    validate: () => validateWith(registerBodySchema, { motivation }),
    submit: (body) =>
      browserApi.call(REGISTRATIONS_API.register, {
        params: { id: sessionId },
        body,
        defaultErrorMessage: t('sessionSheet.registerError'),
      }),
    errorToast: true,
    successToast: ({ registration }) =>
      t(registration.waitingList ? 'sessionSheet.registeredWaiting' : 'sessionSheet.registered'),
    onSuccess: ({ registration, notices }) => {
      for (const notice of notices) toast.info(notice);
      onOpenChange(false);
      onRegistered(registration);
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(waitingList ? 'sessionSheet.waitingListTitle' : 'sessionSheet.registerTitle')}
        description={waitingList ? t('sessionSheet.waitingListNotice') : undefined}
      >
        <form onSubmit={form.onSubmit} noValidate aria-busy={form.busy} className="space-y-4">
          <TextAreaField
            id={controlId('register', 'motivation')}
            label={t('sessionSheet.motivation')}
            hint={t('sessionSheet.motivationHint')}
            value={motivation}
            onChange={setMotivation}
            errors={form.errors.motivation}
            required
            rows={5}
          />
          {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
          <FormDialogFooter
            cancelLabel={t('sessionSheet.cancel')}
            submitLabel={t('sessionSheet.send')}
            busyLabel={t('sessionSheet.sending')}
            busy={form.busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
