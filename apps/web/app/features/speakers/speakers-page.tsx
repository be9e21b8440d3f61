import {
  EXPORT_FORMATS,
  t,
  type PageSize,
  type SpeakerListItem,
  type SpeakerListQuery,
} from '@passerelle/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ExportButtons } from '~/components/export-buttons';
import { Alert } from '~/components/ui/alert';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { FilterForm, KeptParams } from '~/components/ui/filter-form';
import { FilterSelect } from '~/components/ui/filter-select';
import { ListNotice } from '~/components/ui/list-notice';
import { Pagination } from '~/components/ui/pagination';

import { SpeakerDetailDialog } from './speaker-detail-dialog';
import type { SpeakersData } from './speakers-data';
import { SpeakersTable } from './speakers-table';
import {
  DEFAULT_SPEAKER_QUERY,
  isFiltered,
  speakerExportHref,
  speakerSearch,
} from './speakers-url';

export interface SpeakersPageProps {
  title: string;
  data: SpeakersData;
  pathname: string;
}

const idOf = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * /back/speakers (decision 040): the speakers of the actions within the viewer's reach, with
 * filters in the URL (a GET form), the list sorted and paged by the API, each speaker's sessions
 * in a dialog, and the export of the filtered list. Staff filter by provider; a provider sees its
 * own actions only.
 */
export function SpeakersPage({ title, data, pathname }: SpeakersPageProps) {
  const navigate = useNavigate();
  const { query, choices, page } = data;
  const [open, setOpen] = useState<SpeakerListItem | null>(null);
  const hrefOf = (next: Partial<SpeakerListQuery>) => `${pathname}${speakerSearch(next)}`;
  const go = (next: Partial<SpeakerListQuery>) =>
    void navigate(hrefOf(next), { preventScrollReset: true });

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p>{t('speakers.intro')}</p>
      <ListNotice notice={data.notice} />

      <FilterForm
        key={speakerSearch(query)}
        label={t('speakers.filters')}
        submitLabel={t('speakers.filter.apply')}
        resetLabel={t('speakers.filter.reset')}
      >
        <Field id="speakers-q" label={t('speakers.filter.q')}>
          {(control) => (
            <input
              {...control}
              name="q"
              type="search"
              defaultValue={query.q ?? ''}
              className={fieldInputClasses}
            />
          )}
        </Field>
        <FilterSelect
          id="speakers-year"
          name="year"
          label={t('speakers.filter.year')}
          allLabel={t('speakers.filter.allYears')}
          defaultValue={idOf(query.year)}
          options={choices.years.map((year) => ({ value: String(year), label: String(year) }))}
        />
        <FilterSelect
          id="speakers-axis"
          name="axisId"
          label={t('speakers.filter.axis')}
          allLabel={t('speakers.filter.allAxes')}
          defaultValue={idOf(query.axisId)}
          options={choices.axes.map((axis) => ({
            value: String(axis.id),
            label: `${axis.number} – ${axis.name}`,
          }))}
        />
        {choices.providers.length > 0 ? (
          <FilterSelect
            id="speakers-provider"
            name="providerId"
            label={t('speakers.filter.provider')}
            allLabel={t('speakers.filter.allProviders')}
            defaultValue={idOf(query.providerId)}
            options={choices.providers.map((provider) => ({
              value: String(provider.id),
              label: provider.name,
            }))}
          />
        ) : null}
        <KeptParams query={{ sort: query.sort }} defaults={DEFAULT_SPEAKER_QUERY} />
      </FilterForm>

      {data.error ? <Alert tone="error">{data.error}</Alert> : null}

      {page ? (
        <section aria-labelledby="speakers-list" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="speakers-list" className="text-2xl font-bold">
              {t('speakers.list.title')}
            </h2>
            <ExportButtons
              formats={EXPORT_FORMATS}
              hrefOf={(format) => speakerExportHref(format, query)}
              labelOf={(format) => t(`speakers.export.${format}`)}
            />
          </div>
          <p role="status" className="font-medium">
            {t('speakers.total', { count: page.total })}
          </p>
          <SpeakersTable
            items={page.items}
            caption={title}
            empty={isFiltered(query) ? t('ui.noMatchingData') : t('speakers.empty')}
            sort={query.sort}
            onSort={(sort) => go({ ...query, sort, page: 1 })}
            onDetail={setOpen}
          />
          <Pagination
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            hrefOf={(target) => hrefOf({ ...query, page: target })}
            onPageSize={(pageSize: PageSize) => go({ ...query, page: 1, pageSize })}
          />
        </section>
      ) : null}

      {open ? (
        <SpeakerDetailDialog speaker={open} filters={query} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
