import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../permissions/routes';
import { accessibilityFooterLabel, accessibilityStatementSections } from './document';
import {
  formatRgaaRate,
  RGAA_CRITERIA,
  rgaaConformanceRate,
  rgaaCounts,
  rgaaStatus,
  type RgaaAssessment,
} from './rgaa';
import { ACCESSIBILITY_STATEMENT, type AccessibilityStatement } from './statement';

/**
 * The hash `contentHash` holds: FNV-1a (64 bits) of everything of the statement but its date and
 * the hash, as JSON. Not a secret, only a change detector (the shared package runs in browsers
 * too, without node:crypto).
 */
function contentHashOf(statement: AccessibilityStatement): string {
  const { auditDate: _date, contentHash: _hash, ...content } = statement;
  let hash = 0xcbf29ce484222325n;
  for (const char of JSON.stringify(content)) {
    hash ^= BigInt(char.codePointAt(0)!);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Today in Paris, `YYYY-MM-DD`. */
function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

const c: RgaaAssessment = { result: 'C', evidence: ['review'] };
const nc: RgaaAssessment = { result: 'NC', evidence: ['review'] };
const na: RgaaAssessment = { result: 'NA', evidence: ['review'] };

describe('the RGAA conformance rate', () => {
  it('is the conform criteria out of the conform and non-conform ones, NA left out', () => {
    const counts = rgaaCounts({ '1.1': c, '1.2': c, '1.3': c, '1.4': nc, '2.1': na, '2.2': na });
    expect(counts).toEqual({ conform: 3, nonConform: 1, notApplicable: 2 });
    expect(rgaaConformanceRate(counts)).toBe(0.75);
    expect(rgaaConformanceRate({ conform: 0, nonConform: 0, notApplicable: 4 })).toBeNull();
  });

  it('gives the status of the RGAA: total at 100 %, partial from 50 %, none below or unmeasured', () => {
    expect(rgaaStatus(1)).toBe('full');
    expect(rgaaStatus(0.999)).toBe('partial');
    expect(rgaaStatus(0.5)).toBe('partial');
    expect(rgaaStatus(0.49)).toBe('none');
    expect(rgaaStatus(null)).toBe('none');
  });

  it('is written in French to a tenth, never rounded up to 100 %', () => {
    // The space before % is a no-break one, narrow or not after the ICU's version.
    expect(formatRgaaRate(0.9375)).toMatch(/^93,7[\u00a0\u202f]%$/);
    expect(formatRgaaRate(0.9999)).toMatch(/^99,9[\u00a0\u202f]%$/);
    expect(formatRgaaRate(1)).toMatch(/^100[\u00a0\u202f]%$/);
  });
});

describe('the statement file', () => {
  const statement: AccessibilityStatement = ACCESSIBILITY_STATEMENT;

  it('was dated and hashed again when its content last changed', () => {
    const hash = contentHashOf(statement);
    expect(
      statement.contentHash,
      `The accessibility statement (packages/shared/src/accessibility/statement.ts) changed: set ` +
        `its auditDate to the day of the change ('${parisToday()}') and its contentHash to ` +
        `'${hash}'.`,
    ).toBe(hash);
    expect(statement.auditDate >= statement.firstDate).toBe(true);
    expect(statement.auditDate <= parisToday()).toBe(true);
  });

  it('has a result for each of the 106 criteria of the RGAA 4.1, and only those', () => {
    expect(RGAA_CRITERIA).toHaveLength(106);
    expect(Object.keys(statement.criteria)).toEqual([...RGAA_CRITERIA]);
    for (const assessment of Object.values(statement.criteria)) {
      expect(assessment.evidence.length).toBeGreaterThan(0);
    }
  });

  it('lists as non-conformities exactly the non-conform criteria', () => {
    const nonConform = RGAA_CRITERIA.filter((id) => statement.criteria[id]?.result === 'NC');
    const listed = statement.nonConformities.flatMap((item) => item.criteria);
    expect([...new Set(listed)].sort()).toEqual([...nonConform].sort());
  });

  it('samples pages of the app, each once', () => {
    const names = new Set<string>(APP_ROUTES.map((route) => route.name));
    for (const page of statement.sample) expect(names.has(page), page).toBe(true);
    expect(new Set(statement.sample).size).toBe(statement.sample.length);
    const ids = statement.keyboardJourneys.map((journey) => journey.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the statement as published', () => {
  it('holds every section of the RGAA model, in its order', () => {
    const sections = accessibilityStatementSections();
    expect(sections.map((section) => section.heading)).toEqual([
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration d’accessibilité',
      'Retour d’information et contact',
      'Voies de recours',
    ]);
    const content = sections.find((section) => section.id === 'content')!;
    expect(content.blocks.map((block) => block.kind === 'subsection' && block.heading)).toEqual([
      'Non-conformités',
      'Dérogations pour charge disproportionnée',
      'Contenus non soumis à l’obligation d’accessibilité',
    ]);
    const making = sections.find((section) => section.id === 'making')!;
    expect(
      making.blocks.flatMap((block) => (block.kind === 'subsection' ? [block.heading] : [])),
    ).toEqual([
      'Technologies utilisées pour la réalisation du portail',
      'Environnement de test',
      'Outils pour évaluer l’accessibilité',
      'Pages du portail ayant fait l’objet de la vérification de conformité',
      'Parcours vérifiés au clavier seul',
    ]);
    const text = JSON.stringify(sections);
    for (const remedy of [
      'https://formulaire.defenseurdesdroits.fr/',
      '09 69 39 00 00',
      'Défenseur des droits – Libre réponse 71120 – 75342 Paris CEDEX 07',
      'délégué du Défenseur des droits',
      '/#contact',
    ]) {
      expect(text).toContain(remedy);
    }
  });

  it('declares the rate computed from the criteria, and the status that follows', () => {
    const counts = rgaaCounts(ACCESSIBILITY_STATEMENT.criteria);
    const rate = rgaaConformanceRate(counts)!;
    const [status, results] = accessibilityStatementSections();
    expect(JSON.stringify(results)).toContain(
      `${formatRgaaRate(rate)} des critères du RGAA version 4.1.2 sont respectés.`,
    );
    expect(JSON.stringify(results)).toContain(`${counts.conform} critères sont respectés`);
    expect(status!.blocks).toEqual([
      {
        kind: 'paragraph',
        text: expect.stringMatching(/^Le portail Passerelle est partiellement conforme avec/),
      },
    ]);
    expect(accessibilityFooterLabel()).toBe('Accessibilité : partiellement conforme');
  });

  it('follows the file: another result changes the rate, the status and the date shown', () => {
    const allConform: AccessibilityStatement = {
      ...ACCESSIBILITY_STATEMENT,
      auditDate: '2027-03-01',
      criteria: Object.fromEntries(
        Object.entries(ACCESSIBILITY_STATEMENT.criteria).map(([id, assessment]) => [
          id,
          assessment.result === 'NC' ? c : assessment,
        ]),
      ),
      nonConformities: [],
    };
    const sections = JSON.stringify(accessibilityStatementSections(allConform));
    expect(sections).toMatch(/100[\u00a0\u202f]% des critères/);
    expect(sections).toContain('est totalement conforme');
    expect(sections).toContain('Aucune non-conformité n’a été relevée.');
    expect(sections).toContain('Elle a été mise à jour le 1er mars 2027.');
    expect(accessibilityFooterLabel(allConform)).toBe('Accessibilité : totalement conforme');
  });
});
