import {
  profileOf,
  REGISTRATION_STATUS_LABELS,
  t,
  type CatalogueRegistration,
  type CatalogueSessionDetail,
  type ProfileCode,
} from '@passerelle/shared';
import { ExternalLink } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useRevalidator } from 'react-router';

import { Button, buttonClasses } from '~/components/ui/button';
import { loginTarget } from '~/lib/login-target';

/** The request dialog, with the dialog primitives and the schema (register-dialog.tsx). */
const RegisterDialog = lazy(() => import('./register-dialog'));

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

/**
 * The button of a beneficiary's request, there at once; the dialog behind it (dialog primitives,
 * schema) arrives on demand, and a click made before then opens it on arrival. The button stays
 * outside the dialog's Suspense: the same element once the dialog's code is in, so a keyboard
 * user's focus on it is not lost then.
 */
function RegisterAction({
  sessionId,
  waitingList,
  onRegistered,
}: {
  sessionId: number;
  waitingList: boolean;
  onRegistered: (registration: CatalogueRegistration) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {t(waitingList ? 'sessionSheet.joinWaitingList' : 'sessionSheet.register')}
      </Button>
      <Suspense fallback={null}>
        <RegisterDialog
          sessionId={sessionId}
          waitingList={waitingList}
          open={open}
          onOpenChange={setOpen}
          onRegistered={onRegistered}
        />
      </Suspense>
    </>
  );
}

/** 'Inscrit', or 'Demandé (en liste d'attente)'. */
export function registrationLabel(registration: CatalogueRegistration): string {
  const label = REGISTRATION_STATUS_LABELS[registration.status];
  return registration.waitingList ? `${label} (${t('sessionSheet.onWaitingList')})` : label;
}

/**
 * What a visitor of `profile` (null: signed out) can do about registering: their own status; the
 * provider's site for an external registration; a link to log in (and come back) for an
 * anonymous visitor; the request dialog for a beneficiary; or why registration is not possible.
 * While a beneficiary's own part of the sheet is being read (`ownPartAwaited`), a notice says so.
 */
export function RegistrationPanel({
  sheet,
  profile,
  ownPartAwaited = false,
}: {
  sheet: Sheet;
  profile: ProfileCode | null;
  ownPartAwaited?: boolean;
}) {
  const [registration, setRegistration] = useState(sheet.registration);
  const revalidator = useRevalidator();
  const waitingList = sheet.availability === 'FULL';

  let content;
  if (ownPartAwaited) {
    content = (
      <p role="status" className="text-muted">
        {t('sessionSheet.readingYours')}
      </p>
    );
  } else if (registration) {
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
  } else if (!profile) {
    content = (
      <Link to={loginTarget(`/training/${sheet.id}`)} className={buttonClasses('primary')}>
        {t(waitingList ? 'sessionSheet.joinWaitingList' : 'sessionSheet.register')}
      </Link>
    );
  } else if (profileOf(profile) === 'beneficiary') {
    content = (
      <RegisterAction
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
