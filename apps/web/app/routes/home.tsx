// The home page's French messages, registered before it renders (decision 018).
import '~/lib/messages/home';
import { PROFILE_MENUS, profileOf, t } from '@passerelle/shared';
import { lazy, Suspense } from 'react';
import {
  Link,
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button';
import { loadContactCategories } from '~/features/contact/contact-categories';
import { loadCurrentMessage, PublicMessageBanner } from '~/features/content/public-message-banner';
import { HomeAxes, loadAxes } from '~/features/home/home-axes';
import { HomeResourceLists, loadHomeResources } from '~/features/home/home-resources';
import { HomeSearch } from '~/features/home/home-search';
import { loadNextSessions, NextSessions } from '~/features/home/next-sessions';
import { deferredImport, LoadWhenNear } from '~/components/load-when-near';
import { pageMeta } from '~/lib/page-title';
import { serverApi } from '~/lib/api-client-loader';
import { useSessionProfile } from '~/lib/session-user';

/**
 * The contact form, at the bottom of the page, brings its fields and captcha code only when the
 * visitor comes near it (decision 018): the server renders it, and the browser keeps that HTML
 * until the code is in, then hydrates it.
 */
const contactCode = deferredImport(() => import('~/features/contact/contact-form'));
const ContactForm = lazy(() =>
  contactCode.promise.then((module) => ({ default: module.ContactForm })),
);

export const meta: MetaFunction = ({ location }) => pageMeta('Accueil', location.pathname);

/**
 * On the server, in parallel: the public message online, the next sessions, the axes, the
 * published documents and links, and the contact form's categories. Each failing call only hides
 * its own section (the categories fall back on the shared defaults).
 */
export async function loader(args: LoaderFunctionArgs) {
  const api = serverApi(args);
  const [message, sessions, axes, resources, contactCategories] = await Promise.all([
    loadCurrentMessage(api),
    loadNextSessions(api),
    loadAxes(api),
    loadHomeResources(api),
    loadContactCategories(api),
  ]);
  return { message, sessions, axes, resources, contactCategories };
}

export default function HomePage() {
  const [params] = useSearchParams();
  const { message, sessions, axes, resources, contactCategories } = useLoaderData<typeof loader>();
  const profile = useSessionProfile();
  const space = profile ? PROFILE_MENUS[profileOf(profile)][0] : null;

  return (
    <div className="space-y-8">
      {params.get('message') === 'noaccess' ? (
        <Alert tone="warning" role="status">
          {t('notice.noAccess')}
        </Alert>
      ) : null}
      <section className="space-y-4">
        <h1 className="text-3xl font-bold md:text-4xl">Bienvenue sur Passerelle</h1>
        <p className="max-w-3xl text-lg">
          Passerelle est le portail du {t('layout.tagline').toLowerCase()} : il rassemble les
          formations proposées aux professionnels de l’orientation, de la formation et de l’emploi,
          et accompagne chaque inscription jusqu’au bilan.
        </p>
        <div className="flex flex-wrap gap-4">
          <Link to="/training" className={buttonClasses('primary')}>
            {t('nav.training')}
          </Link>
          <Link to="/calendar" className={buttonClasses('secondary')}>
            {t('nav.calendar')}
          </Link>
          {space ? (
            <Link to={space.to} className={buttonClasses('secondary')}>
              {t(space.labelKey)}
            </Link>
          ) : null}
        </div>
      </section>
      {message ? <PublicMessageBanner message={message} /> : null}
      <HomeSearch />
      <NextSessions sessions={sessions} />
      <HomeAxes axes={axes} />
      <HomeResourceLists documents={resources.documents} links={resources.links} />
      {/* The contact form lives here; the footer of every page links to it (decision 015). */}
      <section id="contact" aria-labelledby="contact-title" className="scroll-mt-4 space-y-4">
        <h2 id="contact-title" className="text-2xl font-bold">
          {t('contact.title')}
        </h2>
        <p className="max-w-3xl">{t('contact.intro')}</p>
        <LoadWhenNear load={contactCode.start}>
          <Suspense fallback={null}>
            <ContactForm categories={contactCategories} />
          </Suspense>
        </LoadWhenNear>
      </section>
    </div>
  );
}
