// The page runs in the login layout, which registers only the sign-in messages: this one needs
// the alerts' messages, in the whole dictionary.
import '~/lib/messages/all';
import { t, type FavoriteAlertLinkView } from '@passerelle/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { MailLinkPage } from '~/components/mail-link-page';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { focusRing } from '~/components/ui/focus';
import { useMutation } from '~/lib/use-mutation';

import { setAlertsByLink } from './favorite-alerts-api';

/*
 * `/favorite-alerts/{token}` (decision 078): the page of the "ne plus recevoir" link of the
 * alert mails on favourites. Opening it changes nothing (a mail scanner may open links): one
 * click turns the alerts off, and the same page turns them on again.
 */

export interface FavoriteAlertLinkPageData {
  token: string;
  /** Whom the link is for and their setting; null for a link the API does not know. */
  view: FavoriteAlertLinkView | null;
}

export function FavoriteAlertLinkPage({
  title,
  data,
}: {
  title: string;
  data: FavoriteAlertLinkPageData;
}) {
  return (
    <MailLinkPage
      title={title}
      view={data.view}
      unknown={t('favoriteAlerts.link.unknown')}
      footer={<FavoritesLink />}
    >
      {(view) => <AlertsSwitch token={data.token} view={view} />}
    </MailLinkPage>
  );
}

function AlertsSwitch({ token, view }: { token: string; view: FavoriteAlertLinkView }) {
  const [enabled, setEnabled] = useState(view.enabled);
  // What the last click did, said and given the focus.
  const [done, setDone] = useState<boolean | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const { pending, run } = useMutation();
  useEffect(() => {
    if (done !== null) doneRef.current?.focus();
  }, [done]);

  const change = () =>
    void run(() => setAlertsByLink(token, !enabled, t('favoriteAlerts.link.error')), {
      successToast: null,
      errorTitle: t('favoriteAlerts.link.error'),
      onSuccess: (answer) => {
        setEnabled(answer.enabled);
        setDone(answer.enabled);
      },
    });

  return (
    <div className="space-y-4">
      <p>{t('favoriteAlerts.link.greeting', { name: view.givenName })}</p>
      {done === null ? (
        <p>{t(enabled ? 'favoriteAlerts.link.enabled' : 'favoriteAlerts.link.disabled')}</p>
      ) : (
        <div ref={doneRef} tabIndex={-1} className={`rounded-sm ${focusRing}`}>
          <Alert tone="success" role="status">
            {t(done ? 'favoriteAlerts.link.restarted' : 'favoriteAlerts.link.stopped')}
          </Alert>
        </div>
      )}
      <Button variant={enabled ? 'danger' : 'primary'} disabled={pending} onClick={change}>
        {t(enabled ? 'favoriteAlerts.link.stop' : 'favoriteAlerts.link.restart')}
      </Button>
    </div>
  );
}

/** The favourites page, where a signed-in person sets the alerts too. */
function FavoritesLink() {
  return (
    <Link
      to="/beneficiary/favorites"
      className={`inline-block text-primary underline ${focusRing}`}
    >
      {t('favoriteAlerts.link.favorites')}
    </Link>
  );
}
