import { formatDate, formatTime, signBodySchema, t, type SigningPage } from '@passerelle/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { focusRing } from '~/components/ui/focus';
import { useSubmitForm } from '~/lib/use-submit-form';

import { sendSignature } from './attendance-api';
import { halfDayName } from './attendance-format';
import { SignatureForm, type SignatureValue } from './signature-field';
import { SIGNATURE_FIELDS, checkSignature } from './signature-form';

/*
 * `/beneficiary/sign/{token}`, the page of the QR code a provider shows during a signing window
 * (decision 038): on the trainee's phone, the session and half-day it signs for, the pad (or the
 * typed name), one submit. The token was checked by the loader; the page's ticket lets the trainee
 * send its signature within 5 minutes.
 */

const FORM_ID = 'signing';
const BACK = '/beneficiary/future';

export type SigningPageResult = { ok: true; page: SigningPage } | { ok: false; error: string };

export function SigningPageView({ title, result }: { title: string; result: SigningPageResult }) {
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      {result.ok ? <SigningForm page={result.page} /> : <Alert tone="error">{result.error}</Alert>}
      <Link to={BACK} className={`inline-block text-primary underline ${focusRing}`}>
        {t('attendance.sign.back')}
      </Link>
    </div>
  );
}

function SigningForm({ page }: { page: SigningPage }) {
  const [value, setValue] = useState<SignatureValue>({});
  const [signedAt, setSignedAt] = useState(page.signedAt);
  const { halfDay } = page;
  const form = useSubmitForm({
    formId: FORM_ID,
    fields: SIGNATURE_FIELDS,
    validate: () => checkSignature(signBodySchema, value, { ticket: page.ticket }),
    submit: sendSignature,
    successToast: t('attendance.sign.success'),
    onSuccess: (recorded) => setSignedAt(recorded.signedAt),
  });

  return (
    <div className="space-y-6">
      <p>{t('attendance.sign.intro')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">{t('attendance.sign.action')}</dt>
        <dd>{page.session.actionName}</dd>
        <dt className="font-medium">{t('attendance.sign.session')}</dt>
        <dd>{page.session.code}</dd>
        {page.session.place ? (
          <>
            <dt className="font-medium">{t('attendance.sign.place')}</dt>
            <dd>{page.session.place}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t('attendance.sign.halfDay')}</dt>
        <dd>
          {halfDayName(halfDay)}
          <br />
          {t('attendance.hours', {
            start: formatTime(halfDay.startsAt),
            end: formatTime(halfDay.endsAt),
          })}
        </dd>
        <dt className="font-medium">{t('attendance.sign.trainee')}</dt>
        <dd>{page.trainee.name}</dd>
      </dl>

      {signedAt ? (
        <Alert tone="success">
          {t('attendance.sign.done', { date: formatDate(signedAt), time: formatTime(signedAt) })}
        </Alert>
      ) : (
        <SignatureForm formId={FORM_ID} value={value} onChange={setValue} form={form}>
          {page.ticketExpiresAt ? (
            <p className="text-sm text-muted">
              {t('attendance.sign.deadline', { time: formatTime(page.ticketExpiresAt) })}
            </p>
          ) : null}
          <Button type="submit" disabled={form.busy} className="w-full sm:w-auto">
            {t('attendance.pad.submit')}
          </Button>
        </SignatureForm>
      )}
    </div>
  );
}
