// The schema's French messages are beyond the public pages' (registrations.*): decision 018.
import '~/lib/messages/all';
import {
  registerBodySchema,
  t,
  type CatalogueRegistration,
  type RegisterResponse,
} from '@passerelle/shared';
import { useState, type FormEvent, type ReactNode } from 'react';

import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '~/components/ui/dialog';
import { TextAreaField } from '~/components/ui/form-controls';
import { browserApi } from '~/lib/api-client-browser';
import { toast } from '~/lib/toast';

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
  children,
}: {
  sessionId: number;
  waitingList: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegistered: (registration: CatalogueRegistration) => void;
  /** The button that opens it (registration-panel.tsx renders it before this module arrives). */
  children: ReactNode;
}) {
  const [motivation, setMotivation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerBodySchema.safeParse({ motivation });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setErrors([]);
    setFailure(null);
    setSending(true);
    const result = await browserApi.request<RegisterResponse>(
      `/api/sessions/${sessionId}/register`,
      {
        method: 'POST',
        body: parsed.data,
        defaultErrorMessage: t('sessionSheet.registerError'),
      },
    );
    setSending(false);
    if (!result.ok) {
      setFailure(result.error);
      toast.error(result.error);
      return;
    }
    const { registration, notices } = result.data;
    toast.success(
      t(registration.waitingList ? 'sessionSheet.registeredWaiting' : 'sessionSheet.registered'),
    );
    for (const notice of notices) toast.info(notice);
    onOpenChange(false);
    onRegistered(registration);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {children}
      <DialogContent
        title={t(waitingList ? 'sessionSheet.waitingListTitle' : 'sessionSheet.registerTitle')}
        description={waitingList ? t('sessionSheet.waitingListNotice') : undefined}
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <TextAreaField
            id="register-motivation"
            label={t('sessionSheet.motivation')}
            hint={t('sessionSheet.motivationHint')}
            value={motivation}
            onChange={setMotivation}
            errors={errors}
            required
            rows={5}
          />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('sessionSheet.cancel')}
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? t('sessionSheet.sending') : t('sessionSheet.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
