import { formatDayRange, t, type FavoriteSession } from '@passerelle/shared';
import { HeartOff } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast';

import { AvailabilityBadge } from '~/components/availability-badge';

import { SessionStatusNote } from './badges';
import { removeFavorite } from './beneficiary-api';
import { EmptyList, ListTable, type Column } from './list-table';
import { SessionTitle, sessionPlace } from './session-summary';

export interface FavoritesListProps {
  items: readonly FavoriteSession[];
  /** After a favourite was removed (reload the list). */
  onChange?: () => void;
}

/** The beneficiary's favourite sessions, each with its availability and "Retirer des favoris". */
export function FavoritesList({ items, onChange }: FavoritesListProps) {
  const [current, setCurrent] = useState(items);
  const [seen, setSeen] = useState(items);
  if (items !== seen) {
    setSeen(items);
    setCurrent(items);
  }
  const [pending, setPending] = useState<number | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);

  const remove = async (item: FavoriteSession) => {
    setPending(item.session.id);
    const result = await removeFavorite(item.session.id, t('beneficiary.favorites.removeError'));
    setPending(null);
    if (!result.ok) {
      if (!result.unauthorized) {
        toast.error(result.error, { title: t('beneficiary.favorites.removeError') });
      }
      return;
    }
    setCurrent((rows) => rows.filter((row) => row.session.id !== item.session.id));
    toast.success(t('beneficiary.favorites.removed'));
    // The row and its button are gone: the focus stays in the list rather than on the page.
    regionRef.current?.focus();
    onChange?.();
  };

  if (current.length === 0) return <EmptyList message={t('beneficiary.favorites.empty')} />;

  const columns: Column<FavoriteSession>[] = [
    {
      header: t('beneficiary.column.training'),
      rowHeader: true,
      cell: (item) => <SessionTitle session={item.session} />,
    },
    {
      header: t('beneficiary.column.dates'),
      cell: (item) => formatDayRange(item.session.startDate, item.session.endDate),
    },
    { header: t('beneficiary.column.place'), cell: (item) => sessionPlace(item.session) },
    {
      header: t('beneficiary.column.availability'),
      cell: (item) => (
        <span className="inline-flex flex-wrap gap-1">
          <AvailabilityBadge availability={item.availability} />
          <SessionStatusNote status={item.session.status} />
        </span>
      ),
    },
    {
      header: t('beneficiary.column.actions'),
      align: 'right',
      cell: (item) => (
        <Button
          variant="ghost"
          size="sm"
          disabled={pending !== null}
          onClick={() => void remove(item)}
          aria-label={t('beneficiary.favorites.removeLabel', { name: item.session.action.name })}
        >
          <HeartOff aria-hidden="true" />
          {t('beneficiary.favorites.remove')}
        </Button>
      ),
    },
  ];
  return (
    <div ref={regionRef} tabIndex={-1} className="outline-none">
      <ListTable
        caption={t('beneficiary.list.caption.favorites')}
        columns={columns}
        rows={current}
        rowKey={(item) => item.session.id}
      />
    </div>
  );
}
