import {
  EXPORT_FORMATS,
  SURVEY_KINDS,
  SURVEY_KIND_LABELS,
  SURVEY_STATUSES,
  SURVEY_STATUS_LABELS,
  t,
  type PageSize,
  type SurveyRollupItem,
  type SurveyViewItem,
} from '@passerelle/shared';
import { Link, useNavigate } from 'react-router';

import { buttonClasses } from '~/components/ui/button';
import { Alert } from '~/components/ui/alert';
import { ExportButtons } from '~/components/export-buttons';
import { cn } from '~/components/ui/cn';
import { Field, fieldInputClasses, wholeNumberInput } from '~/components/ui/field';
import { FilterForm, KeptParams } from '~/components/ui/filter-form';
import { FilterSelect } from '~/components/ui/filter-select';
import { focusRing } from '~/components/ui/focus';
import { ListNotice } from '~/components/ui/list-notice';
import { Pagination, totalLabel } from '~/components/ui/pagination';

import { SurveyFiguresView } from './survey-figures';
import type { SurveyResultsData } from './survey-results-data';
import {
  DEFAULT_SURVEY_QUERY,
  SURVEY_RESULTS_VIEWS,
  groupState,
  isFiltered,
  surveyExportHref,
  surveyResultsSearch,
  type SurveyResultsState,
} from './survey-results-url';
import { SurveyListTable, SurveyRollupTable } from './survey-tables';

export interface SurveyResultsPageProps {
  title: string;
  data: SurveyResultsData;
  pathname: string;
  /** Where a session's results open (staff: /back/surveys/{id}; a provider: /surveys/{id}). */
  surveyHref: (item: SurveyViewItem) => string;
}

const idOf = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A choice of the page shown as links (the URL is the page's state), the current one marked. */
function ChoiceNav<T extends string>({
  label,
  choices,
  current,
  hrefOf,
  labelOf,
}: {
  label: string;
  choices: readonly T[];
  current: T;
  hrefOf: (choice: T) => string;
  labelOf: (choice: T) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice}>
            <Link
              to={hrefOf(choice)}
              aria-current={choice === current ? 'page' : undefined}
              className={cn(
                buttonClasses(choice === current ? 'primary' : 'secondary', 'sm'),
                focusRing,
              )}
            >
              {labelOf(choice)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The survey results of the sessions within the viewer's reach (decision 034): the questionnaire
 * shown (the satisfaction survey or the cold evaluation, decision 035), filters in the URL (a GET
 * form), the figures of the filtered surveys taken together, then the sessions' surveys or a
 * roll-up by action, axis, provider or year (each group opening its sessions), and the export of
 * every answer. Staff see every provider; a provider its own sessions (no provider filter).
 */
export function SurveyResultsPage({ title, data, pathname, surveyHref }: SurveyResultsPageProps) {
  const navigate = useNavigate();
  const { state, choices, summary, list } = data;
  const { query } = state;
  const filtered = isFiltered(query);
  const cold = query.kind === 'COLD';
  const listCaption = t(cold ? 'coldSurveys.list.caption' : 'surveyResults.list.caption');
  const empty = filtered
    ? t('ui.noMatchingData')
    : t(cold ? 'coldSurveys.list.empty' : 'surveyResults.list.empty');
  const hrefOf = (next: SurveyResultsState) => `${pathname}${surveyResultsSearch(next)}`;
  const onPageSize = (pageSize: PageSize) =>
    void navigate(hrefOf({ ...state, query: { ...query, page: 1, pageSize } }), {
      preventScrollReset: true,
    });
  const rollupHref = (item: SurveyRollupItem) => {
    if (list?.kind !== 'rollup') return null;
    const next = groupState(state, list.page.by, item.key);
    return next ? hrefOf(next) : null;
  };

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{title}</h1>
      <ListNotice notice={data.notice} />

      <ChoiceNav
        label={t('coldSurveys.kind.label')}
        choices={SURVEY_KINDS}
        current={query.kind}
        hrefOf={(kind) => hrefOf({ ...state, query: { ...query, kind, page: 1 } })}
        labelOf={(kind) => SURVEY_KIND_LABELS[kind]}
      />

      <FilterForm
        key={surveyResultsSearch(state)}
        label={t('surveyResults.filters')}
        submitLabel={t('surveyResults.filter.apply')}
        resetLabel={t('surveyResults.filter.reset')}
      >
        <FilterSelect
          id="survey-results-year"
          name="year"
          label={t('surveyResults.filter.year')}
          allLabel={t('surveyResults.filter.allYears')}
          defaultValue={idOf(query.year)}
          options={choices.years.map((year) => ({ value: String(year), label: String(year) }))}
        />
        <FilterSelect
          id="survey-results-axis"
          name="axisId"
          label={t('surveyResults.filter.axis')}
          allLabel={t('surveyResults.filter.allAxes')}
          defaultValue={idOf(query.axisId)}
          options={choices.axes.map((axis) => ({
            value: String(axis.id),
            label: `${axis.number} – ${axis.name}`,
          }))}
        />
        <FilterSelect
          id="survey-results-type"
          name="typeId"
          label={t('surveyResults.filter.type')}
          allLabel={t('surveyResults.filter.allTypes')}
          defaultValue={idOf(query.typeId)}
          options={choices.types.map((type) => ({ value: String(type.id), label: type.name }))}
        />
        {choices.providers.length > 0 ? (
          <FilterSelect
            id="survey-results-provider"
            name="providerId"
            label={t('surveyResults.filter.provider')}
            allLabel={t('surveyResults.filter.allProviders')}
            defaultValue={idOf(query.providerId)}
            options={choices.providers.map((provider) => ({
              value: String(provider.id),
              label: provider.name,
            }))}
          />
        ) : null}
        <FilterSelect
          id="survey-results-status"
          name="status"
          label={t('surveyResults.filter.status')}
          allLabel={t('surveyResults.filter.allStatuses')}
          defaultValue={query.status ?? ''}
          options={SURVEY_STATUSES.map((status) => ({
            value: status,
            label: SURVEY_STATUS_LABELS[status],
          }))}
        />
        {(['rateMin', 'rateMax'] as const).map((name) => (
          <Field key={name} id={`survey-results-${name}`} label={t(`surveyResults.filter.${name}`)}>
            {(control) => (
              <input
                {...control}
                name={name}
                {...wholeNumberInput(0, 100)}
                defaultValue={idOf(query[name])}
                className={fieldInputClasses}
              />
            )}
          </Field>
        ))}
        <KeptParams
          query={{
            by: state.view,
            actionId: query.actionId,
            sessionId: query.sessionId,
            kind: query.kind,
          }}
          defaults={{ by: 'session', kind: DEFAULT_SURVEY_QUERY.kind }}
        />
      </FilterForm>

      <ChoiceNav
        label={t('surveyResults.view.label')}
        choices={SURVEY_RESULTS_VIEWS}
        current={state.view}
        hrefOf={(view) => hrefOf({ view, query: { ...query, page: 1 } })}
        labelOf={(view) =>
          t(view === 'session' ? 'surveyResults.view.sessions' : `surveyResults.view.${view}`)
        }
      />

      {data.error ? <Alert tone="error">{data.error}</Alert> : null}

      {summary ? (
        <section aria-labelledby="survey-results-summary" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="survey-results-summary" className="text-2xl font-bold">
              {t('surveyResults.summary.title')}
            </h2>
            <p>{t('surveyResults.summary.surveys', { count: summary.surveys })}</p>
          </div>
          <SurveyFiguresView figures={summary} level={3} collapsed />
        </section>
      ) : null}

      {list ? (
        <section aria-labelledby="survey-results-list" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="survey-results-list" className="text-2xl font-bold">
              {list.kind === 'sessions'
                ? listCaption
                : t('surveyResults.rollup.caption', {
                    by: t(`surveyResults.column.group.${list.page.by}`),
                  })}
            </h2>
            <ExportButtons
              formats={EXPORT_FORMATS}
              hrefOf={(format) => surveyExportHref(format, query)}
              labelOf={(format) => t(`surveyResults.export.${format}`)}
            />
          </div>
          <p role="status" className="font-medium">
            {list.kind === 'sessions'
              ? t('surveyResults.list.total', { count: list.page.total })
              : totalLabel(list.page.total)}
          </p>
          {list.kind === 'sessions' ? (
            <SurveyListTable
              items={list.page.items}
              hrefOf={surveyHref}
              showProvider={choices.providers.length > 0}
              caption={listCaption}
              empty={empty}
              sort={query.sort}
              onSort={(sort) =>
                void navigate(hrefOf({ ...state, query: { ...query, sort, page: 1 } }), {
                  preventScrollReset: true,
                })
              }
            />
          ) : (
            <SurveyRollupTable
              by={list.page.by}
              items={list.page.items}
              themes={list.page.themes}
              hrefOf={rollupHref}
              empty={empty}
            />
          )}
          <Pagination
            page={list.page.page}
            pageSize={list.page.pageSize}
            total={list.page.total}
            hrefOf={(page) => hrefOf({ ...state, query: { ...query, page } })}
            onPageSize={onPageSize}
          />
        </section>
      ) : null}
    </div>
  );
}
