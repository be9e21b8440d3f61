import {
  formatDay,
  formatDayRange,
  formatLongDay,
  formatTime,
  MODALITY_LABELS,
  profileOf,
  responsiveImage,
  t,
  type CatalogueSession,
  type CatalogueSessionDetail,
  type ProfileCode,
} from '@passerelle/shared';
import { ArrowLeft, ExternalLink, FileText, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { TitledSection } from '~/components/ui/titled-section';

import { AvailabilityBadge } from '~/components/availability-badge';
import { QualityResultsBlock } from './quality-results-block';
import { RegistrationPanel } from './registration-panel';
import { AxisTag, SessionCard } from './session-card';

/** The favourite switch, with the API client: fetched for beneficiaries only (decision 018). */
const FavoriteToggle = lazy(() =>
  import('./favorite-toggle').then((module) => ({ default: module.FavoriteToggle })),
);

const linkClasses = cn('font-medium text-primary underline', focusRing);

/** The widest the main column shows it (two thirds of the 72 rem page), in CSS pixels. */
const IMAGE_MAX_WIDTH = 752;

/**
 * The action's image at the top of the sheet, in the sizes spec §9 asks for (webp, quality 80,
 * densities 1 and 2 over the breakpoints): decorative, the heading names the action.
 */
function ActionImage({ fileId }: { fileId: number }) {
  const image = responsiveImage(fileId, {
    maxWidth: IMAGE_MAX_WIDTH,
    aspect: 16 / 9,
    sizes: `(min-width: 1152px) ${IMAGE_MAX_WIDTH}px, (min-width: 1024px) 66vw, calc(100vw - 2rem)`,
  });
  return (
    <img
      {...image}
      alt=""
      width={IMAGE_MAX_WIDTH}
      height={Math.round((IMAGE_MAX_WIDTH * 9) / 16)}
      decoding="async"
      className="aspect-video h-auto w-full rounded-sm bg-surface-alt object-cover"
    />
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="font-medium text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A text of the action as written (line breaks kept); nothing when empty. */
function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="whitespace-pre-line">{text}</p>
    </section>
  );
}

function Place({ sheet }: { sheet: CatalogueSessionDetail }) {
  const lines = [
    sheet.room?.name,
    sheet.room?.address,
    [sheet.room?.zipCode, sheet.room?.city ?? sheet.city?.name].filter(Boolean).join(' '),
  ].filter((line): line is string => !!line);
  if (lines.length === 0 && sheet.city) lines.push(sheet.city.name);
  return (
    <>
      <p>{MODALITY_LABELS[sheet.modality]}</p>
      {lines.length > 0 ? (
        <address className="not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : null}
    </>
  );
}

/**
 * One list of the action's resources under its heading: each item a link after its icon. `rel`
 * goes to the links that leave the site.
 */
function ResourceList({
  id,
  title,
  icon: Icon,
  items,
  rel,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  items: readonly { id: number; url: string; name: string }[];
  rel?: string;
}) {
  if (items.length === 0) return null;
  return (
    <TitledSection id={id} title={title} className="space-y-2">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-2">
            <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
            <a href={item.url} rel={rel} className={linkClasses}>
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** Documents and links of the action; nothing when it has none. */
function Resources({ sheet }: { sheet: CatalogueSessionDetail }) {
  const { documents, links } = sheet.action;
  if (documents.length === 0 && links.length === 0) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ResourceList
        id="session-documents"
        title={t('sessionSheet.documents')}
        icon={FileText}
        items={documents}
      />
      <ResourceList
        id="session-links"
        title={t('sessionSheet.links')}
        icon={ExternalLink}
        items={links}
        rel="noopener"
      />
    </div>
  );
}

/**
 * Whether the sheet lacks the visitor's own part (their favourite, their registration): read for
 * a beneficiary's audience rather than for them (a page kept for every beneficiary alike,
 * decision 100), as its favourite says, which the API gives every beneficiary.
 */
export function ownPartAwaited(
  sheet: Pick<CatalogueSessionDetail, 'favorite'>,
  profile: ProfileCode | null | undefined,
): boolean {
  return profile != null && profileOf(profile) === 'beneficiary' && sheet.favorite === null;
}

/**
 * The session sheet of /training/{id} for a visitor of `profile` (null: signed out): the action,
 * its session's dates, place, seats and deadline, what to register, the favourite switch of a
 * beneficiary, and related sessions.
 */
export function SessionSheet({
  sheet,
  related,
  profile,
}: {
  sheet: CatalogueSessionDetail;
  related: CatalogueSession[];
  profile: ProfileCode | null;
}) {
  const beneficiary = profile !== null && profileOf(profile) === 'beneficiary';
  return (
    <div className="space-y-8">
      <Link to="/training" className={cn('inline-flex items-center gap-2', linkClasses)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('sessionSheet.back')}
      </Link>
      <header className="space-y-3">
        <AxisTag axis={sheet.action.axis} />
        <h1 className="text-3xl font-bold">{sheet.action.name}</h1>
        <p className="text-muted">
          {sheet.action.type.name} · {t('sessionSheet.session', { code: sheet.code })}
          {sheet.action.type.membersOnly ? ` · ${t('catalogue.membersOnly')}` : ''}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <AvailabilityBadge availability={sheet.availability} />
          {beneficiary && sheet.favorite !== null ? (
            <Suspense fallback={null}>
              <FavoriteToggle sessionId={sheet.id} initial={sheet.favorite} />
            </Suspense>
          ) : null}
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {sheet.action.imageId !== null ? <ActionImage fileId={sheet.action.imageId} /> : null}
          <section aria-labelledby="session-practical" className="space-y-3">
            <h2 id="session-practical" className="text-xl font-bold">
              {t('sessionSheet.practical')}
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Info label={t('sessionSheet.when')}>
                {formatDayRange(sheet.startDate, sheet.endDate)}
              </Info>
              <Info label={t('sessionSheet.place')}>
                <Place sheet={sheet} />
              </Info>
              <Info label={t('sessionSheet.seats')}>
                {sheet.seatsLeft > 0
                  ? t('catalogue.seatsLeft', { count: sheet.seatsLeft })
                  : t('catalogue.noSeatLeft')}
              </Info>
              <Info label={t('sessionSheet.deadline')}>
                {sheet.registrationDeadline
                  ? formatDay(sheet.registrationDeadline)
                  : t('sessionSheet.noDeadline')}
              </Info>
              {sheet.provider ? (
                <Info label={t('sessionSheet.provider')}>{sheet.provider.name}</Info>
              ) : null}
              {sheet.interventionDates.length > 0 ? (
                <Info label={t('sessionSheet.interventionDates')}>
                  <ul>
                    {sheet.interventionDates.map((slot) => (
                      <li key={slot.startsAt}>
                        {t('sessionSheet.slot', {
                          day: formatLongDay(slot.startsAt),
                          start: formatTime(slot.startsAt),
                          end: formatTime(slot.endsAt),
                        })}
                      </li>
                    ))}
                  </ul>
                </Info>
              ) : null}
            </dl>
          </section>
          <TextSection id="session-goal" title={t('sessionSheet.goal')} text={sheet.action.goal} />
          <TextSection
            id="session-public"
            title={t('sessionSheet.public')}
            text={sheet.action.public}
          />
          <TextSection
            id="session-description"
            title={t('sessionSheet.description')}
            text={sheet.action.description}
          />
          <Resources sheet={sheet} />
          <QualityResultsBlock results={sheet.quality} />
        </div>
        <aside className="h-fit rounded-sm border border-border bg-surface-alt p-6">
          <RegistrationPanel
            sheet={sheet}
            profile={profile}
            ownPartAwaited={ownPartAwaited(sheet, profile)}
          />
        </aside>
      </div>

      <section aria-labelledby="session-related" className="space-y-4">
        <h2 id="session-related" className="text-xl font-bold">
          {t('sessionSheet.related')}
        </h2>
        {related.length === 0 ? (
          <p className="text-muted">{t('sessionSheet.relatedEmpty')}</p>
        ) : (
          <ul className="grid list-none gap-4 md:grid-cols-2">
            {related.map((session) => (
              <li key={session.id}>
                <SessionCard session={session} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
