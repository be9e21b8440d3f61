import { PUBLIC_LISTS_API, publicAxisSchema, t, type PublicAxisItem } from '@passerelle/shared';
import { Link } from 'react-router';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { TitledSection } from '~/components/ui/titled-section';
import type { ApiClient } from '~/lib/api-client';

/** The programme's axes (spec §7 `public/axes`); a failed call hides the section. */
export async function loadAxes(api: ApiClient): Promise<PublicAxisItem[]> {
  const result = await api.call(PUBLIC_LISTS_API.axes);
  if (!result.ok || !Array.isArray(result.data)) return [];
  return result.data.flatMap((item) => {
    const parsed = publicAxisSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Each axis in its colour, opening the catalogue filtered on it. */
export function HomeAxes({ axes }: { axes: readonly PublicAxisItem[] }) {
  if (axes.length === 0) return null;
  return (
    <TitledSection id="home-axes" title={t('home.axes')} size="2xl" className="space-y-4">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {axes.map((axis) => (
          <li key={axis.id}>
            {/* Named by its visible text, then a hint for screen readers (WCAG 2.5.3). */}
            <Link
              to={`/training?axisId=${axis.id}`}
              className={cn(
                'flex h-full flex-col gap-1 rounded-sm border border-border border-t-8 p-4 hover:bg-surface-alt',
                focusRing,
              )}
              style={{ borderTopColor: axis.color ?? undefined }}
            >
              <span className="text-sm text-muted">
                {t('home.axisNumber', { number: axis.number })}
              </span>{' '}
              <span className="font-bold text-primary underline">{axis.name}</span>
              <span className="sr-only"> {t('home.axisLinkHint')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
