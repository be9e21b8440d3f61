import { formatCalendarLongDate } from '../format/calendar-days';
import { t } from '../i18n/t';
import { APP_ROUTES, type RouteName } from '../permissions/routes';
import {
  formatRgaaRate,
  RGAA_CRITERIA,
  RGAA_VERSION,
  rgaaConformanceRate,
  rgaaCounts,
  rgaaStatus,
  type RgaaCounts,
  type RgaaStatus,
} from './rgaa';
import { ACCESSIBILITY_STATEMENT, type AccessibilityStatement } from './statement';

/*
 * The statement as the RGAA's model lays it out (decision 080): its sections in the model's
 * order, each a heading and blocks of text, built from the statement file with the portal's
 * messages (i18n/fr-accessibility.ts). The page /accessibility renders these blocks; the tests
 * read them. Nothing here is typed by hand twice: the rate and the status are computed, the
 * pages of the sample named after the shared route table.
 */

/** A piece of text, a link when it has `href`. */
export interface StatementText {
  text: string;
  href?: string;
}

export type StatementBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly StatementText[] }
  | { kind: 'subsection'; heading: string; blocks: readonly StatementBlock[] };

export interface StatementSection {
  /** Stable, for anchors and tests. */
  id: 'status' | 'results' | 'content' | 'making' | 'contact' | 'remedy';
  heading: string;
  blocks: readonly StatementBlock[];
}

/** The Défenseur des droits' ways of appeal (the model's "Voies de recours"). */
export const DEFENSEUR_DES_DROITS = {
  form: 'https://formulaire.defenseurdesdroits.fr/',
  delegates: 'https://www.defenseurdesdroits.fr/carte-des-delegues',
  phone: '09 69 39 00 00',
  post: 'Défenseur des droits – Libre réponse 71120 – 75342 Paris CEDEX 07',
} as const;

/** The portal's contact form, on the home page (decision 015). */
export const CONTACT_FORM_PATH = '/#contact';

export interface StatementFigures {
  counts: RgaaCounts;
  rate: number | null;
  status: RgaaStatus;
}

/** The counts, the conformance rate and the status the statement declares. */
export function statementFigures(
  statement: AccessibilityStatement = ACCESSIBILITY_STATEMENT,
): StatementFigures {
  const counts = rgaaCounts(statement.criteria);
  const rate = rgaaConformanceRate(counts);
  return { counts, rate, status: rgaaStatus(rate) };
}

/** "Accessibilité : partiellement conforme", the footer's link as the RGAA asks for it. */
export function accessibilityFooterLabel(
  statement: AccessibilityStatement = ACCESSIBILITY_STATEMENT,
): string {
  return t(`accessibility.footer.${statementFigures(statement).status}`);
}

function pageLabel(name: RouteName): string {
  const route = APP_ROUTES.find((candidate) => candidate.name === name);
  return route ? `${route.title} (${route.path})` : name;
}

const paragraph = (text: string): StatementBlock => ({ kind: 'paragraph', text });
const list = (items: readonly (string | StatementText)[]): StatementBlock => ({
  kind: 'list',
  items: items.map((item) => (typeof item === 'string' ? { text: item } : item)),
});

/** The statement's sections, in the order of the RGAA's model of statement. */
export function accessibilityStatementSections(
  statement: AccessibilityStatement = ACCESSIBILITY_STATEMENT,
): StatementSection[] {
  const { counts, rate, status } = statementFigures(statement);
  const version = RGAA_VERSION;
  const criteriaOf = (criteria: readonly string[]) =>
    t('accessibility.content.criteria', { count: criteria.length, list: criteria.join(', ') });
  const dated =
    statement.firstDate === statement.auditDate
      ? t('accessibility.making.date', { date: formatCalendarLongDate(statement.firstDate) })
      : t('accessibility.making.updated', {
          date: formatCalendarLongDate(statement.firstDate),
          updated: formatCalendarLongDate(statement.auditDate),
        });
  return [
    {
      id: 'status',
      heading: t('accessibility.status.title'),
      blocks: [paragraph(t(`accessibility.status.${status}`, { version }))],
    },
    {
      id: 'results',
      heading: t('accessibility.results.title'),
      blocks: [
        paragraph(t('accessibility.results.intro', { auditor: statement.auditor })),
        list([
          rate === null
            ? t('accessibility.results.noRate', { version })
            : t('accessibility.results.rate', { rate: formatRgaaRate(rate), version }),
        ]),
        paragraph(t('accessibility.results.counts', { count: RGAA_CRITERIA.length })),
        list([
          t('accessibility.results.conform', { count: counts.conform }),
          t('accessibility.results.nonConform', { count: counts.nonConform }),
          t('accessibility.results.notApplicable', { count: counts.notApplicable }),
        ]),
        paragraph(t('accessibility.results.method')),
      ],
    },
    {
      id: 'content',
      heading: t('accessibility.content.title'),
      blocks: [
        {
          kind: 'subsection',
          heading: t('accessibility.content.nonConformities'),
          blocks:
            statement.nonConformities.length === 0
              ? [paragraph(t('accessibility.content.noNonConformity'))]
              : [
                  list(
                    statement.nonConformities.map(
                      (item) => `${item.text} (${criteriaOf(item.criteria)})`,
                    ),
                  ),
                ],
        },
        {
          kind: 'subsection',
          heading: t('accessibility.content.derogations'),
          blocks:
            statement.derogations.length === 0
              ? [paragraph(t('accessibility.content.noDerogation'))]
              : [list(statement.derogations)],
        },
        {
          kind: 'subsection',
          heading: t('accessibility.content.exemptions'),
          blocks:
            statement.exemptions.length === 0
              ? [paragraph(t('accessibility.content.noExemption'))]
              : [list(statement.exemptions)],
        },
      ],
    },
    {
      id: 'making',
      heading: t('accessibility.making.title'),
      blocks: [
        paragraph(dated),
        {
          kind: 'subsection',
          heading: t('accessibility.making.technologies'),
          blocks: [list(statement.technologies)],
        },
        {
          kind: 'subsection',
          heading: t('accessibility.making.environments'),
          blocks: [
            paragraph(t('accessibility.making.environmentsIntro')),
            list(statement.environments),
          ],
        },
        {
          kind: 'subsection',
          heading: t('accessibility.making.tools'),
          blocks: [list(statement.tools)],
        },
        {
          kind: 'subsection',
          heading: t('accessibility.making.pages'),
          blocks: [list(statement.sample.map(pageLabel))],
        },
        {
          kind: 'subsection',
          heading: t('accessibility.making.journeys'),
          blocks: [list(statement.keyboardJourneys.map((journey) => journey.label))],
        },
      ],
    },
    {
      id: 'contact',
      heading: t('accessibility.contact.title'),
      blocks: [
        paragraph(t('accessibility.contact.text')),
        list([{ text: t('accessibility.contact.form'), href: CONTACT_FORM_PATH }]),
      ],
    },
    {
      id: 'remedy',
      heading: t('accessibility.remedy.title'),
      blocks: [
        paragraph(t('accessibility.remedy.text')),
        paragraph(t('accessibility.remedy.intro')),
        list([
          { text: t('accessibility.remedy.form'), href: DEFENSEUR_DES_DROITS.form },
          { text: t('accessibility.remedy.delegate'), href: DEFENSEUR_DES_DROITS.delegates },
          {
            text: t('accessibility.remedy.phone', { phone: DEFENSEUR_DES_DROITS.phone }),
            href: `tel:+33${DEFENSEUR_DES_DROITS.phone.replace(/\s/g, '').slice(1)}`,
          },
          t('accessibility.remedy.post', { address: DEFENSEUR_DES_DROITS.post }),
        ]),
      ],
    },
  ];
}
