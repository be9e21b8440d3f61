import { t } from '@passerelle/shared';
import { useNavigate } from 'react-router';

import { Button } from '~/components/ui/button';

import { illustrationOf, type ErrorType } from './error-info';

/** Whether React Router's history holds an entry before the current one (in this app). */
export function hasPreviousEntry(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export interface ErrorScreenProps {
  status: number | null;
  type: ErrorType;
  message?: string | null;
}

/**
 * The error screen of spec §2: illustration, translated title and description, and one button
 * going back to the previous page, or home when there is none.
 */
export function ErrorScreen({ status, type, message }: ErrorScreenProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (hasPreviousEntry()) void navigate(-1);
    else void navigate('/');
  };
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 py-8 text-center md:flex-row md:text-left">
      <img
        src={illustrationOf(status)}
        alt=""
        width={200}
        height={200}
        className="size-40 shrink-0 md:size-52"
      />
      <div>
        <h1 className="text-3xl font-bold text-ink">{t(`error.${type}.title`)}</h1>
        {status ? <p className="mt-2 text-sm text-muted">Erreur {status}</p> : null}
        <p className="mt-4 text-lg text-ink">{t(`error.${type}.description`)}</p>
        {message ? <p className="mt-2 font-mono text-sm text-muted">{message}</p> : null}
        <Button className="mt-6" onClick={goBack}>
          {t('error.back')}
        </Button>
      </div>
    </section>
  );
}
