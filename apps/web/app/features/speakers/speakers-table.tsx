import {
  formatHoursNumber,
  personName,
  t,
  type Sort,
  type SpeakerListItem,
  type SpeakerSortField,
} from '@passerelle/shared';
import { Link } from 'react-router';

import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { rowButton } from '~/components/ui/row-button';

export interface SpeakersTableProps {
  items: readonly SpeakerListItem[];
  caption: string;
  empty: string;
  sort: Sort<SpeakerSortField>;
  onSort: (sort: Sort<SpeakerSortField>) => void;
  /** Opens the speaker's sessions. */
  onDetail: (speaker: SpeakerListItem) => void;
}

const hoursText = (hours: string) => t('speakers.hours', { hours: formatHoursNumber(hours) });

/** The columns; headers read at render, once the page's messages are registered. */
function columns(): readonly DataColumn<SpeakerListItem, SpeakerSortField>[] {
  return [
    {
      key: 'name',
      header: t('speakers.column.name'),
      rowHeader: true,
      sortField: 'name',
      cell: (speaker) => (
        <>
          <span className="block font-medium">{personName(speaker)}</span>
          {speaker.email ? <span className="block text-sm break-all">{speaker.email}</span> : null}
        </>
      ),
    },
    {
      key: 'providers',
      header: t('speakers.column.providers'),
      cell: (speaker) =>
        speaker.providers.length > 0
          ? speaker.providers.map((provider) => provider.name).join(', ')
          : t('speakers.noProvider'),
    },
    {
      key: 'actions',
      header: t('speakers.column.actions'),
      sortField: 'actionCount',
      cell: (speaker) => (
        <details>
          <summary className="cursor-pointer whitespace-nowrap">
            {t('speakers.actionCount', { count: speaker.actions.length })}
          </summary>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {speaker.actions.map((action) => (
              <li key={action.id}>
                <Link to={`/back/programming/${action.id}`} className="underline">
                  {action.name}
                </Link>{' '}
                ({action.year})
              </li>
            ))}
          </ul>
        </details>
      ),
    },
    {
      key: 'sessions',
      header: t('speakers.column.sessions'),
      sortField: 'sessionCount',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (speaker) => t('speakers.sessionCount', { count: speaker.sessionCount }),
    },
    {
      key: 'hours',
      header: t('speakers.column.hours'),
      sortField: 'hours',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (speaker) => hoursText(speaker.hours),
    },
    {
      key: 'years',
      header: t('speakers.column.hoursByYear'),
      className: 'whitespace-nowrap',
      cell: (speaker) => (
        <ul>
          {speaker.years.map((year) => (
            <li key={year.year}>
              {t('speakers.yearHours', { year: year.year, hours: formatHoursNumber(year.hours) })}
            </li>
          ))}
        </ul>
      ),
    },
  ];
}

/** The speakers of a page: who, for which providers, what they lead, their hours. */
export function SpeakersTable({
  items,
  caption,
  empty,
  sort,
  onSort,
  onDetail,
}: SpeakersTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columns()}
      rows={items}
      rowKey={(speaker) => speaker.id}
      empty={empty}
      sort={sort}
      onSort={onSort}
      rowActions={rowButton({
        header: t('speakers.column.detail'),
        label: t('speakers.detail.openShort'),
        ariaLabel: (speaker) => t('speakers.detail.open', { name: personName(speaker) }),
        onClick: onDetail,
      })}
    />
  );
}
