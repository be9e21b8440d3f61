import { formatDayRange, fullName, t, type DecisionLinkView } from '@passerelle/shared';

/*
 * What a decision link is about (decision 077): the person it was sent to greeted, the request
 * (who asks, from which structure), the session and the motivation the person wrote.
 */

export function DecisionLinkSummary({ view }: { view: DecisionLinkView }) {
  const { registration, session, action } = view;
  const motivation = registration.motivation.trim();
  return (
    <div className="space-y-4">
      <p>{t('registrationLinks.greeting', { name: fullName(view.recipient) })}</p>
      <p>
        {t(`registrationLinks.intro.${view.step}`, {
          beneficiary: fullName(registration.beneficiary),
          structure: registration.structure ?? t('registrationLinks.noStructure'),
        })}
      </p>
      <section aria-labelledby="decision-link-session" className="space-y-1">
        <h2 id="decision-link-session" className="text-xl font-bold">
          {t('registrationLinks.session')}
        </h2>
        <p className="font-medium">{action.name}</p>
        <p>
          {session.code} · {formatDayRange(session.startDate, session.endDate)}
        </p>
      </section>
      {motivation ? (
        <section aria-labelledby="decision-link-motivation" className="space-y-1">
          <h2 id="decision-link-motivation" className="text-xl font-bold">
            {t('registrationLinks.motivation')}
          </h2>
          <p className="whitespace-pre-line">{motivation}</p>
        </section>
      ) : null}
    </div>
  );
}
