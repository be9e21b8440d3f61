import { STRUCTURE_TYPE_LABELS, t, type StructureRow } from '@passerelle/shared';
import { Link } from 'react-router';

import { DataTable, type DataColumn } from '~/components/ui/data-table';

export interface StructuresTableProps {
  structures: readonly StructureRow[];
  /** Link of a structure's record page. */
  recordHref: (structure: StructureRow) => string;
  empty: string;
}

/** The columns; headers are read at render (no `t` while the module loads: decision 018). */
const columns = (
  recordHref: StructuresTableProps['recordHref'],
): readonly DataColumn<StructureRow>[] => [
  {
    key: 'name',
    header: t('structuresAdmin.name'),
    rowHeader: true,
    cell: (structure) => (
      <Link
        to={recordHref(structure)}
        className="font-medium underline"
        aria-label={t('structuresAdmin.open', { name: structure.name })}
      >
        {structure.name}
      </Link>
    ),
  },
  { key: 'type', header: t('structuresAdmin.type'), cell: (s) => STRUCTURE_TYPE_LABELS[s.type] },
  { key: 'siret', header: t('structuresAdmin.siret'), cell: (s) => s.siret ?? '' },
  {
    key: 'city',
    header: t('structuresAdmin.city'),
    cell: (s) => [s.zipCode, s.city].filter(Boolean).join(' '),
  },
  {
    key: 'parent',
    header: t('structuresAdmin.parent'),
    cell: (s) => s.parent?.name ?? '',
  },
  {
    key: 'member',
    header: t('structuresAdmin.member'),
    cell: (s) => t(s.member ? 'structuresAdmin.yes' : 'structuresAdmin.no'),
  },
  {
    key: 'people',
    header: t('structuresAdmin.people'),
    cell: (s) => (
      <>
        {t('structuresAdmin.validatorsCount', { count: s.validators })}
        <br />
        {t('structuresAdmin.membersCount', { count: s.members })}
      </>
    ),
  },
  {
    key: 'state',
    header: t('structuresAdmin.state'),
    cell: (s) => t(s.active ? 'structuresAdmin.stateActive' : 'structuresAdmin.stateDisabled'),
  },
];

/** The structures found: name (a link to its record), type, SIRET, place, parent, people, state. */
export function StructuresTable({ structures, recordHref, empty }: StructuresTableProps) {
  return (
    <DataTable
      caption={t('structuresAdmin.title')}
      columns={columns(recordHref)}
      rows={structures}
      rowKey={(structure) => structure.id}
      empty={empty}
    />
  );
}
