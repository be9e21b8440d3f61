import { t, type FavoriteSession } from '@passerelle/shared';
import { HeartOff } from 'lucide-react';
import { useRef, useState } from 'react';

import { AvailabilityBadge } from '~/components/availability-badge';
import { Button } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { useMutation } from '~/lib/use-mutation';

import { SessionStatusNote } from './badges';
import { removeFavorite } from './beneficiary-api';
import { EmptyList } from './empty-list';
import { sessionColumns } from './session-summary';

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
  const { pending, run } = useMutation();
  const regionRef = useRef<HTMLDivElement>(null);

  const remove = (item: FavoriteSession) =>
    void run(() => removeFavorite(item.session.id, t('beneficiary.favorites.removeError')), {
      successToast: t('beneficiary.favorites.removed'),
      errorTitle: t('beneficiary.favorites.removeError'),
      onSuccess: () => {
        setCurrent((rows) => rows.filter((row) => row.session.id !== item.session.id));
        // The row and its button are gone: the focus stays in the list rather than on the page.
        regionRef.current?.focus();
        onChange?.();
      },
    });

  if (current.length === 0) return <EmptyList message={t('beneficiary.favorites.empty')} />;

  const columns: DataColumn<FavoriteSession>[] = [
    ...sessionColumns<FavoriteSession>(),
    {
      key: 'availability',
      header: t('beneficiary.column.availability'),
      cell: (item) => (
        <span className="inline-flex flex-wrap gap-1">
          <AvailabilityBadge availability={item.availability} />
          <SessionStatusNote status={item.session.status} />
        </span>
      ),
    },
  ];
  return (
    <div ref={regionRef} tabIndex={-1} className="outline-none">
      <DataTable
        caption={t('beneficiary.list.caption.favorites')}
        columns={columns}
        rows={current}
        rowKey={(item) => item.session.id}
        rowActions={{
          header: t('beneficiary.column.actions'),
          cell: (item) => (
            <Button
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={() => remove(item)}
              aria-label={t('beneficiary.favorites.removeLabel', {
                name: item.session.action.name,
              })}
            >
              <HeartOff aria-hidden="true" />
              {t('beneficiary.favorites.remove')}
            </Button>
          ),
        }}
      />
    </div>
  );
}
