import { HELD_SESSION_STATUSES, type RegistrationStatus, type SessionStatus } from '../enums';

/*
 * The satisfaction questionnaire (spec §3 "Survey", decisions.md "Surveys and reports"): 1 to 5
 * star ratings grouped by theme, plus free-text items; an action type may add its own rating
 * questions (`conditionedSurveyQuestions`). The wording is data, not interface messages: a
 * session's survey keeps a snapshot of the questionnaire it was opened with (a `Questionnaire`,
 * stored once per distinct content in `survey_questionnaires`), so answers always keep the words
 * they were given to, whatever the questions become later (decision 032).
 */

/**
 * The kinds of survey of a session: the satisfaction survey answered when the session is over
 * (HOT, this issue) and the later evaluation of what trainees apply at work (COLD). A session has
 * at most one survey of each kind.
 */
export const SURVEY_KINDS = ['HOT', 'COLD'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];
export const SURVEY_KIND_LABELS = {
  HOT: 'Questionnaire de satisfaction',
  COLD: 'Évaluation à froid',
} as const satisfies Record<SurveyKind, string>;

/** The five themes of the satisfaction questionnaire (spec §3), in the order they are asked. */
export const SURVEY_THEMES = [
  'management',
  'beneficiaryInfo',
  'contents',
  'pedagogicalGoals',
  'general',
] as const;
export type SurveyTheme = (typeof SURVEY_THEMES)[number];

export const SURVEY_THEME_LABELS = {
  management: 'Organisation de la formation',
  beneficiaryInfo: 'Information des participants',
  contents: 'Contenus et animation',
  pedagogicalGoals: 'Objectifs pédagogiques',
  general: 'Appréciation générale',
} as const satisfies Record<SurveyTheme, string>;

export const SURVEY_QUESTION_TYPES = ['rating', 'text'] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

/** One question as a questionnaire snapshot keeps it. */
export interface SurveyQuestion {
  /**
   * Stable identifier, `<theme>.<name>` for the default questions and `conditioned.<slug>` for an
   * action type's. Answers are stored by key; results group by key across sessions. A question
   * whose meaning changes takes a new key (its old answers keep the old one).
   */
  readonly key: string;
  /** A theme key of the questionnaire (`themes`). */
  readonly theme: string;
  readonly type: SurveyQuestionType;
  /** The French wording shown to the trainee. */
  readonly label: string;
  /** Every rating is required (decisions.md); free-text items are optional. */
  readonly required: boolean;
  /** Added by the session's action type (`conditionedSurveyQuestions`). */
  readonly conditioned: boolean;
}

export interface SurveyThemeSnapshot {
  readonly key: string;
  readonly label: string;
}

/** A questionnaire as answered: what a session's survey stores and what the API hands over. */
export interface Questionnaire {
  readonly kind: SurveyKind;
  /** The version of the default questions it was built from (SATISFACTION_QUESTIONNAIRE_VERSION). */
  readonly version: number;
  /** Themes in the order they are asked (the steps of the form). */
  readonly themes: SurveyThemeSnapshot[];
  /** Questions in the order they are asked, grouped by theme. */
  readonly questions: SurveyQuestion[];
}

/**
 * The version of the default questions below. Change it with any change of their wording or
 * order: surveys opened before keep their snapshot, new ones get the new questions.
 */
export const SATISFACTION_QUESTIONNAIRE_VERSION = 1;

/** The longest free-text answer, in characters. */
export const SURVEY_TEXT_MAX_LENGTH = 2000;

/** The longest wording of an action type's conditioned question (its admin field's limit). */
export const CONDITIONED_QUESTION_MAX_LENGTH = 100;

/** A question of a questionnaire's own list, as written below: theme, name, type, wording. */
export type QuestionRow<Theme extends string> = readonly [
  theme: Theme,
  name: string,
  type: SurveyQuestionType,
  label: string,
];

/** The questions of such a list: keys `<theme>.<name>`, every rating required, none conditioned. */
export function questionsOf<Theme extends string>(
  rows: readonly QuestionRow<Theme>[],
): SurveyQuestion[] {
  return rows.map(([theme, name, type, label]) => ({
    key: `${theme}.${name}`,
    theme,
    type,
    label,
    required: type === 'rating',
    conditioned: false,
  }));
}

/** The default questions, version 1, in the order they are asked. */
const DEFAULT_QUESTIONS: readonly QuestionRow<SurveyTheme>[] = [
  [
    'management',
    'practicalInformation',
    'rating',
    'Les informations pratiques reçues avant la session (convocation, lieu, horaires)',
  ],
  ['management', 'organisation', 'rating', "L'accueil et l'organisation pendant la session"],
  [
    'management',
    'facilities',
    'rating',
    'Les conditions matérielles (salle, équipements ou outils à distance)',
  ],
  [
    'beneficiaryInfo',
    'programme',
    'rating',
    'La présentation du programme et des objectifs avant la session',
  ],
  ['beneficiaryInfo', 'audience', 'rating', 'La clarté des prérequis et du public visé'],
  [
    'beneficiaryInfo',
    'expectations',
    'rating',
    'La prise en compte de vos attentes en début de session',
  ],
  ['contents', 'relevance', 'rating', "L'adéquation des contenus à vos besoins professionnels"],
  ['contents', 'methods', 'rating', 'Les méthodes pédagogiques (apports, exercices, échanges)'],
  ['contents', 'speakers', 'rating', 'La maîtrise du sujet et la clarté des intervenants'],
  ['contents', 'materials', 'rating', 'La qualité des supports remis'],
  ['contents', 'furtherTopics', 'text', 'Les sujets que vous auriez aimé approfondir'],
  ['pedagogicalGoals', 'reached', 'rating', "L'atteinte des objectifs pédagogiques annoncés"],
  ['pedagogicalGoals', 'skills', 'rating', 'Les connaissances et compétences acquises'],
  [
    'pedagogicalGoals',
    'transfer',
    'rating',
    'La possibilité de mettre en pratique ces acquis dans votre activité',
  ],
  ['general', 'satisfaction', 'rating', 'Votre satisfaction globale sur cette formation'],
  ['general', 'recommendation', 'rating', 'Votre envie de recommander cette formation'],
  ['general', 'strengths', 'text', 'Ce que vous avez le plus apprécié'],
  ['general', 'improvements', 'text', "Vos suggestions d'amélioration"],
];

/** The default questions of the satisfaction questionnaire (version 1). */
export const DEFAULT_SURVEY_QUESTIONS: readonly SurveyQuestion[] = questionsOf(DEFAULT_QUESTIONS);

/** The theme the action type's questions join, after its default ratings. */
export const CONDITIONED_QUESTIONS_THEME: SurveyTheme = 'contents';

const CONDITIONED_PREFIX = 'conditioned.';
const SLUG_MAX_LENGTH = 60;

/** `conditioned.<slug>`: the wording without accents, in lower case, words joined by `-`. */
export function conditionedQuestionKey(wording: string): string {
  const slug = wording
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return `${CONDITIONED_PREFIX}${slug || 'question'}`;
}

/**
 * An action type's conditioned questions (their wordings, as the admin wrote them) as rating
 * questions: blank items dropped, one question per distinct key (two wordings folding to the same
 * key get `-2`, `-3`…).
 */
export function conditionedQuestions(wordings: readonly string[]): SurveyQuestion[] {
  const questions: SurveyQuestion[] = [];
  const keys = new Set<string>();
  const seen = new Set<string>();
  for (const raw of wordings) {
    const label = raw.trim().replace(/\s+/g, ' ');
    if (!label || seen.has(label)) continue;
    seen.add(label);
    const base = conditionedQuestionKey(label);
    let key = base;
    for (let n = 2; keys.has(key); n += 1) key = `${base}-${n}`;
    keys.add(key);
    questions.push({
      key,
      theme: CONDITIONED_QUESTIONS_THEME,
      type: 'rating',
      label,
      required: true,
      conditioned: true,
    });
  }
  return questions;
}

/**
 * The satisfaction questionnaire of a session: the default questions, with the action type's
 * conditioned questions after the ratings of their theme (before its free-text items).
 */
export function satisfactionQuestionnaire(
  conditionedWordings: readonly string[] = [],
): Questionnaire {
  const extra = conditionedQuestions(conditionedWordings);
  const questions: SurveyQuestion[] = [];
  for (const theme of SURVEY_THEMES) {
    const own = DEFAULT_SURVEY_QUESTIONS.filter((question) => question.theme === theme);
    const ratings = own.filter((question) => question.type === 'rating');
    const texts = own.filter((question) => question.type === 'text');
    questions.push(...ratings);
    if (theme === CONDITIONED_QUESTIONS_THEME) questions.push(...extra);
    questions.push(...texts);
  }
  return {
    kind: 'HOT',
    version: SATISFACTION_QUESTIONNAIRE_VERSION,
    themes: SURVEY_THEMES.map((key) => ({ key, label: SURVEY_THEME_LABELS[key] })),
    questions,
  };
}

/** The rating questions of a questionnaire, in order. */
export function ratingQuestions(questionnaire: Questionnaire): SurveyQuestion[] {
  return questionnaire.questions.filter((question) => question.type === 'rating');
}

/** The free-text items of a questionnaire, in order. */
export function textQuestions(questionnaire: Questionnaire): SurveyQuestion[] {
  return questionnaire.questions.filter((question) => question.type === 'text');
}

/** One step of the answer form: a theme and its questions. */
export interface QuestionnaireStep {
  readonly theme: SurveyThemeSnapshot;
  readonly questions: readonly SurveyQuestion[];
}

/** The steps of the answer form: each theme with its questions; a theme without any is left out. */
export function questionnaireSteps(questionnaire: Questionnaire): QuestionnaireStep[] {
  return questionnaire.themes
    .map((theme) => ({
      theme,
      questions: questionnaire.questions.filter((question) => question.theme === theme.key),
    }))
    .filter((step) => step.questions.length > 0);
}

// Who gets a survey and when (decisions.md "Surveys and reports").

/** The trainees of a session who get its survey: present, or present part of the time. */
export const SURVEY_TRAINEE_STATUSES = [
  'PRESENT',
  'PARTIAL_ABSENCE',
] as const satisfies readonly RegistrationStatus[];

export function isSurveyTraineeStatus(status: RegistrationStatus): boolean {
  return (SURVEY_TRAINEE_STATUSES as readonly RegistrationStatus[]).includes(status);
}

/**
 * The session statuses in which its survey is open to its trainees (when enabled): the session
 * took place (REALIZED) and the later validation steps. Elsewhere (returned to programmed) the
 * survey is hidden, its answers kept.
 */
export const SURVEY_SESSION_STATUSES = HELD_SESSION_STATUSES;

export function isSurveySessionStatus(status: SessionStatus): boolean {
  return (SURVEY_SESSION_STATUSES as readonly SessionStatus[]).includes(status);
}
