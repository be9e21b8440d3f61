/**
 * Survey results benchmark data (`npm run bench:surveys`): LIST_DATA's programme (2 000 actions,
 * 10 000 sessions, no registrations of its own), then every session taken place with its
 * satisfaction survey: 15 trainees each (150 000 registrations PRESENT or PARTIAL_ABSENCE and as
 * many answer sheets), seven sheets in ten FILLED with ratings drawn per session around its own
 * level, some free-text answers, the stars totals kept as the answering does
 * (`survey_rating_totals`) and the sheet counts, two questionnaires (the default questions, and
 * with a conditioned question for three action types), two surveys in five CLOSED. Set-based
 * statements, every value derived from the row number: the same data on PGlite and PostgreSQL.
 */
import {
  ratingQuestions,
  satisfactionQuestionnaire,
  type Questionnaire,
  type SessionStatus,
} from '@passerelle/shared';
import { sql, type SQL } from 'drizzle-orm';
import { questionnaireChecksum } from '../apps/server/src/lib/questionnaire-checksum.js';
import { LIST_DATA, type DataSpec, type FillStatement } from './data.js';

export const SURVEY_DATA: DataSpec = { ...LIST_DATA, registrationsPerSession: 0 };
/** Trainees (answer sheets) per session: 10 000 sessions × 15 = 150 000 sheets. */
export const SHEETS_PER_SESSION = 15;
/** Action types whose sessions' questionnaire has a conditioned question. */
const CONDITIONED_TYPES = 3;
const CONDITIONED_WORDING = 'Les mises en situation sur le terrain';
const BENEFICIARIES_FROM = 21;
const BENEFICIARIES = 3_000;

const QUESTIONNAIRES: Questionnaire[] = [
  satisfactionQuestionnaire(),
  satisfactionQuestionnaire([CONDITIONED_WORDING]),
];

const STRENGTHS = [
  'Les échanges avec les autres participants.',
  'Des exemples concrets, tirés de situations réelles.',
  'La disponibilité de la formatrice ; très à l’écoute.',
  'Le rythme, ni trop lent ni trop rapide.',
];
const IMPROVEMENTS = [
  'Prévoir davantage de pauses.',
  'Envoyer les supports avant la session.',
  'Une salle plus grande, mieux chauffée.',
  'Plus de temps pour les exercices pratiques.',
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) =>
  sql.raw(`(array[${values.map(literal).join(', ')}]::text[])`);
/** PostgreSQL's integer hash of `n` and a salt, in [0, 2^32): as bench/data.ts draws. */
const draw = (n: SQL, salt: number) =>
  sql`(hashint4((${n}) * 16 + ${sql.raw(String(salt))})::bigint + 2147483648)`;

const SURVEY_SESSION_STATUSES: SessionStatus[] = ['REALIZED', 'VALIDATED_MANAGER', 'CLOSED'];

/** The statements adding the surveys to a database filled with SURVEY_DATA. */
export function surveyFillStatements(): FillStatement[] {
  const keysOf = (questionnaire: Questionnaire) =>
    ratingQuestions(questionnaire).map((question) => question.key);
  return [
    {
      label: 'sessions taken place',
      statement: sql`update sessions set survey_enabled = true,
        status = (${textArray(SURVEY_SESSION_STATUSES)})[1 + ${draw(sql`id`, 11)} % 3]::session_status`,
    },
    {
      label: 'trainees',
      // Beneficiaries k * 199 apart (mod 3 000): distinct within a session for k < 15.
      statement: sql`insert into registrations (session_id, beneficiary_id, structure_id,
          motivation, status, asked_at)
        select s.id, ${sql.raw(String(BENEFICIARIES_FROM))} + (s.id * 37 + k * 199) % ${sql.raw(String(BENEFICIARIES))},
          31 + (s.id + k) % 10, 'Demande n° ' || k,
          (case when ${draw(sql`s.id * 16 + k`, 1)} % 8 = 0 then 'PARTIAL_ABSENCE' else 'PRESENT' end)::registration_status,
          s.start_date - interval '30 days'
        from sessions s cross join generate_series(0, ${sql.raw(String(SHEETS_PER_SESSION - 1))}) k
        order by s.id, k`,
    },
    {
      label: 'questionnaires',
      statement: sql`insert into survey_questionnaires (id, kind, version, checksum, content)
        overriding system value values ${sql.join(
          QUESTIONNAIRES.map(
            (questionnaire, index) =>
              sql`(${index + 1}, 'HOT', ${questionnaire.version}, ${questionnaireChecksum(questionnaire)}, ${JSON.stringify(questionnaire)}::jsonb)`,
          ),
          sql`, `,
        )}`,
    },
    {
      label: 'session surveys',
      statement: sql`insert into session_surveys (id, session_id, kind, questionnaire_id, status,
          opened_at, closed_at)
        overriding system value
        select s.id, s.id, 'HOT', case when a.type_id <= ${sql.raw(String(CONDITIONED_TYPES))} then 2 else 1 end,
          (case when ${draw(sql`s.id`, 12)} % 5 < 2 then 'CLOSED' else 'OPEN' end)::survey_status,
          s.end_date + interval '1 hour',
          case when ${draw(sql`s.id`, 12)} % 5 < 2 then s.end_date + interval '20 days' end
        from sessions s join actions a on a.id = s.action_id
        order by s.id`,
    },
    {
      // The sheet counts' trigger (decision 034) would update one row per sheet: off while
      // filling, then the counts written in one statement, as its migration does.
      label: 'sheet counts trigger off',
      statement: sql`alter table registration_surveys disable trigger registration_surveys_sheet_counts`,
    },
    {
      label: 'answer sheets',
      // Seven in ten filled. Each session has its level (its sheets' stars centre on 2.5 to
      // 4.5), each answer a spread of -2 to +2 around it; a sheet in three has a comment.
      statement: sql`insert into registration_surveys (session_survey_id, registration_id,
          fill_status, ratings, comments, filled_at)
        select r.session_id, r.id,
          (case when filled then 'FILLED' else 'UNFILLED' end)::survey_fill_status,
          case when filled then (
            select jsonb_object_agg(key, greatest(1, least(5,
              round(level + ((${draw(sql`r.id * 32 + ord::int`, 2)} % 5)::int - 2) * 0.6)::int)))
            from unnest(case when ss.questionnaire_id = 2
              then ${textArray(keysOf(QUESTIONNAIRES[1]!))}
              else ${textArray(keysOf(QUESTIONNAIRES[0]!))} end) with ordinality as q(key, ord)
          ) end,
          case when filled then jsonb_strip_nulls(jsonb_build_object(
            'general.strengths', case when ${draw(sql`r.id`, 3)} % 3 = 0
              then (${textArray(STRENGTHS)})[1 + ${draw(sql`r.id`, 4)} % ${sql.raw(String(STRENGTHS.length))}] end,
            'general.improvements', case when ${draw(sql`r.id`, 5)} % 4 = 0
              then (${textArray(IMPROVEMENTS)})[1 + ${draw(sql`r.id`, 6)} % ${sql.raw(String(IMPROVEMENTS.length))}] end
          )) end,
          case when filled then ss.opened_at + (${draw(sql`r.id`, 7)} % 240) * interval '1 hour' end
        from registrations r
        join session_surveys ss on ss.session_id = r.session_id,
        lateral (select ${draw(sql`r.id`, 8)} % 10 < 7 as filled,
          2.5 + (${draw(sql`r.session_id`, 9)} % 21) / 10.0 as level) drawn
        where r.status in ('PRESENT', 'PARTIAL_ABSENCE')
        order by r.session_id, r.id`,
    },
    {
      label: 'sheet counts',
      statement: sql`insert into survey_sheet_counts (session_survey_id, sheets, filled)
        select session_survey_id, count(*)::int, (count(*) filter (where fill_status = 'FILLED'))::int
        from registration_surveys group by session_survey_id`,
    },
    {
      label: 'sheet counts trigger on',
      statement: sql`alter table registration_surveys enable trigger registration_surveys_sheet_counts`,
    },
    {
      label: 'stars totals',
      statement: sql`insert into survey_rating_totals (session_survey_id, question_key, theme,
          stars1, stars2, stars3, stars4, stars5)
        select rs.session_survey_id, answer.key, split_part(answer.key, '.', 1),
          count(*) filter (where answer.value::int = 1), count(*) filter (where answer.value::int = 2),
          count(*) filter (where answer.value::int = 3), count(*) filter (where answer.value::int = 4),
          count(*) filter (where answer.value::int = 5)
        from registration_surveys rs, jsonb_each_text(rs.ratings) answer
        where rs.fill_status = 'FILLED'
        group by rs.session_survey_id, answer.key
        -- A survey's rows together, as its first answer writes them all at once.
        order by rs.session_survey_id, answer.key`,
    },
    {
      label: 'conditioned questions theme',
      statement: sql`update survey_rating_totals set theme = 'contents'
        where question_key like 'conditioned.%'`,
    },
    ...['registrations', 'survey_questionnaires', 'session_surveys', 'registration_surveys'].map(
      (table) => ({
        label: `${table} identity`,
        statement: sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        ),
      }),
    ),
  ];
}
