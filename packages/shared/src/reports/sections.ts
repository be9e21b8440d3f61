import { t, type MessageKey } from '../i18n';

/*
 * The free-text sections of a pedagogical report (decision 033). The provider writes them after
 * the session; what a French training organisation reports to its funder and keeps as quality
 * evidence (Qualiopi): what was delivered, whether the goals were reached, what the trainees said,
 * what went wrong and what will change. Their French names and hints are in i18n/fr-reports.ts.
 */

export const REPORT_SECTIONS = [
  /** Contents covered, methods and materials, gaps with the planned programme. */
  'delivered',
  /** To what extent the learning goals were reached, and how they were assessed. */
  'goalsReached',
  /** What the trainees said (round table, immediate assessment). */
  'traineesFeedback',
  /** Teaching, material or organisational difficulties and how they were handled (optional). */
  'difficulties',
  /** What will be adjusted for the next sessions. */
  'improvements',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** The sections a report must fill before it is completed; a draft may leave any empty. */
export const REQUIRED_REPORT_SECTIONS = [
  'delivered',
  'goalsReached',
  'traineesFeedback',
  'improvements',
] as const satisfies readonly ReportSection[];

/** The longest text of one section, in characters. */
export const REPORT_SECTION_MAX_LENGTH = 10_000;

/** Every section's text; an unwritten section is the empty string. */
export type ReportSections = Record<ReportSection, string>;

export function isReportSection(value: string): value is ReportSection {
  return (REPORT_SECTIONS as readonly string[]).includes(value);
}

export function isRequiredReportSection(section: ReportSection): boolean {
  return (REQUIRED_REPORT_SECTIONS as readonly ReportSection[]).includes(section);
}

/** The sections of a stored report: every section, missing or non-text ones empty, others dropped. */
export function reportSectionsOf(stored: Readonly<Record<string, unknown>> | null | undefined) {
  return Object.fromEntries(
    REPORT_SECTIONS.map((section) => {
      const text = stored?.[section];
      return [section, typeof text === 'string' ? text : ''];
    }),
  ) as ReportSections;
}

/** The required sections still blank, in reading order. */
export function missingReportSections(sections: Partial<ReportSections>): ReportSection[] {
  return REQUIRED_REPORT_SECTIONS.filter((section) => !sections[section]?.trim());
}

/** Whether anything has been written in any section. */
export function hasReportText(sections: Partial<ReportSections>): boolean {
  return REPORT_SECTIONS.some((section) => Boolean(sections[section]?.trim()));
}

/** The French name of a section ("Atteinte des objectifs"). */
export function reportSectionLabel(section: ReportSection): string {
  return t(`reports.section.${section}.label` satisfies MessageKey);
}

/** What the provider writes in a section, one French sentence. */
export function reportSectionHint(section: ReportSection): string {
  return t(`reports.section.${section}.hint` satisfies MessageKey);
}
