import {
  ACTION_FIELD_LABELS,
  frenchNumberFormat,
  fullName,
  LHEO_ENTRY_LEVELS,
  t,
  type ActionCost,
  type ActionDetail,
  formatCount,
  formatEuros,
} from '@passerelle/shared';
import type { ReactNode } from 'react';

import { ImagePreview } from '~/components/image-field';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { ReadOnlyField } from '~/components/ui/form-controls';

import { axisLabel } from './lookups';

function orMissing(value: ReactNode): ReactNode {
  if (value === null || value === undefined || value === '') {
    return <span className="text-muted">{t('programmingScreens.sheet.missing')}</span>;
  }
  return value;
}

const yesNo = (value: boolean) => t(value ? 'adminKit.yes' : 'adminKit.no');

const decimal = (value: string | null) =>
  value === null ? null : frenchNumberFormat({ maximumFractionDigits: 2 }).format(Number(value));

/**
 * The action's sheet read-only (a provider consults its own actions): the same fields as the
 * staff's form, in the same sections.
 */
export function ActionSheet({ action, cost }: { action: ActionDetail; cost: ActionCost | null }) {
  const L = ACTION_FIELD_LABELS;
  const total = cost?.totalCost ?? action.totalCost;
  return (
    <div className="space-y-8">
      <SheetSection title={t('programmingScreens.section.identity')}>
        <ReadOnlyField label={L.name} className="md:col-span-2">
          {action.name}
        </ReadOnlyField>
        <ReadOnlyField label={L.typeId}>{action.type.name}</ReadOnlyField>
        <ReadOnlyField label={L.year}>{action.year}</ReadOnlyField>
        <ReadOnlyField label={L.axisId}>{axisLabel(action.axis)}</ReadOnlyField>
        <ReadOnlyField label={L.providerId}>{orMissing(action.provider?.name)}</ReadOnlyField>
        <ReadOnlyField label={L.referentId}>
          {orMissing(action.referent ? fullName(action.referent) : null)}
        </ReadOnlyField>
        <ReadOnlyField label={L.lotNumber}>{orMissing(action.lotNumber)}</ReadOnlyField>
      </SheetSection>

      <SheetSection title={t('programmingScreens.section.content')} columns={1}>
        <ReadOnlyField label={L.public}>{orMissing(action.public)}</ReadOnlyField>
        <ReadOnlyField label={L.goal}>{orMissing(action.goal)}</ReadOnlyField>
        <ReadOnlyField label={L.description}>{orMissing(action.description)}</ReadOnlyField>
        <ReadOnlyField label={L.supplementaryResources}>
          {orMissing(action.supplementaryResources)}
        </ReadOnlyField>
        <ReadOnlyField label={L.imageId}>
          {action.imageId === null ? (
            orMissing(null)
          ) : (
            <ImagePreview fileId={action.imageId} label={L.imageId} />
          )}
        </ReadOnlyField>
      </SheetSection>

      <SheetSection title={t('lheo.section.title')}>
        <ReadOnlyField label={L.expectedResults} className="md:col-span-2">
          {orMissing(action.expectedResults)}
        </ReadOnlyField>
        <ReadOnlyField label={L.prerequisites} className="md:col-span-2">
          {orMissing(action.prerequisites)}
        </ReadOnlyField>
        <ReadOnlyField label={L.rhythm} className="md:col-span-2">
          {orMissing(action.rhythm)}
        </ReadOnlyField>
        <ReadOnlyField label={L.entryLevel}>
          {orMissing(action.entryLevel === null ? null : LHEO_ENTRY_LEVELS[action.entryLevel])}
        </ReadOnlyField>
        <ReadOnlyField label={L.entryLevelRequired}>
          {yesNo(action.entryLevelRequired)}
        </ReadOnlyField>
        <ReadOnlyField label={L.certifying}>{yesNo(action.certifying)}</ReadOnlyField>
        <ReadOnlyField label={L.publicCodes}>
          {orMissing(action.publicCodes.join(', '))}
        </ReadOnlyField>
        <ReadOnlyField label={L.formacodes}>
          {orMissing(action.formacodes.join(', '))}
        </ReadOnlyField>
      </SheetSection>

      <SheetSection title={t('programmingScreens.section.costs')}>
        <ReadOnlyField label={L.amountDays}>{orMissing(decimal(action.amountDays))}</ReadOnlyField>
        <ReadOnlyField label={L.amountHours}>
          {orMissing(decimal(action.amountHours))}
        </ReadOnlyField>
        <ReadOnlyField label={L.pedagogicalCost}>
          {formatEuros(action.pedagogicalCost)}
        </ReadOnlyField>
        <ReadOnlyField label={L.animationCost}>{formatEuros(action.animationCost)}</ReadOnlyField>
        <ReadOnlyField label={L.travelCost}>{formatEuros(action.travelCost)}</ReadOnlyField>
        <ReadOnlyField label={L.totalCost}>
          <span className="font-bold">{formatEuros(total)}</span>
          <span className="block text-sm text-muted">
            {t('programmingScreens.form.totalHint', {
              count: formatCount(cost?.sessionCount ?? action.sessionCount),
              amount: formatEuros(cost?.sessionsCost ?? '0.00'),
            })}
          </span>
        </ReadOnlyField>
      </SheetSection>

      <SheetSection title={t('programmingScreens.section.openBadge')} columns={1}>
        <ReadOnlyField label={L.openBadgeDescription}>
          {orMissing(action.openBadgeDescription)}
        </ReadOnlyField>
        <ReadOnlyField label={L.openBadgeImageId}>
          {action.openBadgeImageId === null ? (
            orMissing(null)
          ) : (
            <ImagePreview fileId={action.openBadgeImageId} label={L.openBadgeImageId} />
          )}
        </ReadOnlyField>
        <ReadOnlyField label={L.openBadgeRequestUrl}>
          {action.openBadgeRequestUrl ? (
            <a
              href={action.openBadgeRequestUrl}
              className={cn('break-all text-primary underline', focusRing)}
            >
              {action.openBadgeRequestUrl}
            </a>
          ) : (
            orMissing(null)
          )}
        </ReadOnlyField>
      </SheetSection>
    </div>
  );
}

function SheetSection({
  title,
  columns = 2,
  children,
}: {
  title: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 rounded-sm border border-border p-4 md:p-6">
      <h3 className="text-xl font-bold">{title}</h3>
      <dl className={cn('grid gap-4', columns === 2 && 'md:grid-cols-2')}>{children}</dl>
    </section>
  );
}
