import {
  profileOf,
  registerBodySchema,
  REGISTRATION_STATUS_LABELS,
  t,
  type CatalogueRegistration,
  type CatalogueSessionDetail,
  type RegisterResponse,
  type SessionUser,
} from '@passerelle/shared';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '~/components/ui/dialog';
import { TextAreaField } from '~/components/ui/form-controls';
import { browserApi } from '~/lib/api-client-browser';
import { loginTarget } from '~/lib/api-client';
import { toast } from '~/lib/toast';

type Sheet = Pick<
  CatalogueSessionDetail,
  | 'id'
  | 'availability'
  | 'externalRegistrationUrl'
  | 'registrationRequired'
  | 'registrationOpen'
  | 'waitingListOpen'
  | 'registration'
>;

/** 'Inscrit', or 'Demandé (en liste d'attente)'. */
export function registrationLabel(registration: CatalogueRegistration): string {
  const label = REGISTRATION_STATUS_LABELS[registration.status];
  return registration.waitingList ? `${label} (${t('sessionSheet.onWaitingList')})` : label;
}

/** The motivation dialog of a beneficiary's request (`POST /api/sessions/{id}/register`). */
function RegisterDialog({
  sessionId,
  waitingList,
  onRegistered,
}: {
  sessionId: number;
  waitingList: boolean;
  onRegistered: (registration: CatalogueRegistration) => void;
}) {
  const [open, setOpen] = useState(false);
  const [motivation, setMotivation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const label = t(waitingList ? 'sessionSheet.joinWaitingList' : 'sessionSheet.register');

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
    setOpen(false);
    onRegistered(registration);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <DialogContent
        title={t(waitingList ? 'sessionSheet.waitingListTitle' : 'sessionSheet.registerTitle')}
        description={waitingList ? t('sessionSheet.waitingListNotice') : undefined}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
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
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
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

/**
 * What a visitor can do about registering: their own status; the provider's site for an
 * external registration; a link to log in (and come back) for an anonymous visitor; the
 * request dialog for a beneficiary; or why registration is not possible.
 */
export function RegistrationPanel({ sheet, user }: { sheet: Sheet; user: SessionUser | null }) {
  const [registration, setRegistration] = useState(sheet.registration);
  const revalidator = useRevalidator();
  const waitingList = sheet.availability === 'FULL';

  let content;
  if (registration) {
    content = (
      <p role="status" className="font-medium">
        {t('sessionSheet.yourStatus', { status: registrationLabel(registration) })}
      </p>
    );
  } else if (sheet.externalRegistrationUrl) {
    content = (
      <>
        <p>{t('sessionSheet.externalHint')}</p>
        <a href={sheet.externalRegistrationUrl} rel="noopener" className={buttonClasses('primary')}>
          <ExternalLink aria-hidden="true" />
          {t('sessionSheet.external')}
        </a>
      </>
    );
  } else if (!sheet.registrationRequired) {
    content = <p>{t('sessionSheet.noRegistration')}</p>;
  } else if (!sheet.registrationOpen) {
    content = <p>{t('sessionSheet.closed')}</p>;
  } else if (waitingList && !sheet.waitingListOpen) {
    content = <p>{t('sessionSheet.full')}</p>;
  } else if (!user) {
    content = (
      <Link to={loginTarget(`/training/${sheet.id}`)} className={buttonClasses('primary')}>
        {t(waitingList ? 'sessionSheet.joinWaitingList' : 'sessionSheet.register')}
      </Link>
    );
  } else if (profileOf(user.userProfileCode) === 'beneficiary') {
    content = (
      <RegisterDialog
        sessionId={sheet.id}
        waitingList={waitingList}
        onRegistered={(created) => {
          setRegistration(created);
          // Seats and availability change with the request.
          void revalidator.revalidate();
        }}
      />
    );
  } else {
    content = <p className="text-muted">{t('sessionSheet.staffHint')}</p>;
  }

  return (
    <section aria-labelledby="session-registration" className="space-y-3">
      <h2 id="session-registration" className="text-xl font-bold">
        {t('sessionSheet.registration')}
      </h2>
      {content}
    </section>
  );
}
