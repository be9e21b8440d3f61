import {
  FORMACODE_PATTERN,
  LHEO_FORMACODES_MAX,
  LHEO_NAMESPACE,
  LHEO_PUBLIC_CODES_MAX,
  LHEO_PROGRAMME_CONSTANTS as FIXED,
  LHEO_TEACHING_MODE_OF_MODALITY,
  LHEO_TEXT_LIMITS as LIMIT,
  lheoDay,
  lheoEntryLevelOf,
  lheoGaps,
  lheoText,
  normalizeSiret,
  type LheoAction,
  type LheoExcludedAction,
  type LheoProvider,
} from '@passerelle/shared';
import { textElement, type XmlElement } from '../../lib/xml.js';
import type { LheoRow } from './lheo.repository.js';

/*
 * The catalogue as an LHÉO 2.3 document (decision 075): one `formation` per action, one LHÉO
 * `action` per session (its place, its teaching mode and its one `session` with the dates), the
 * provider as the organisation responsible and as the trainer. What every session of the
 * programme is by construction comes from LHEO_PROGRAMME_CONSTANTS; an action with a gap
 * (shared `lheoGaps`) stays out, whole, and is listed for the administrator.
 */

export interface LheoFeed {
  root: XmlElement;
  actionCount: number;
  sessionCount: number;
  excluded: LheoExcludedAction[];
}

/** An action of the rows with its sessions' rows. */
interface ActionGroup {
  action: LheoAction & { year: number; updatedAt: Date | string };
  sessions: LheoRow[];
}

function providerOf(row: LheoRow): LheoProvider | null {
  if (row.provider_id === null || row.provider_name === null) return null;
  return {
    id: row.provider_id,
    name: row.provider_name,
    siret: row.provider_siret === null ? null : normalizeSiret(row.provider_siret),
    activityNumber: row.provider_activity_number,
    address: row.provider_address,
    zipCode: row.provider_zip_code,
    city: row.provider_city,
    phone: row.provider_phone,
    email: row.provider_email,
    managerName: row.provider_manager_name,
  };
}

function actionOf(row: LheoRow): ActionGroup['action'] {
  return {
    id: row.action_id,
    name: row.action_name,
    year: row.action_year,
    updatedAt: row.action_updated_at,
    goal: row.goal,
    expectedResults: row.expected_results,
    description: row.description,
    public: row.public,
    certifying: row.certifying,
    entryLevel: lheoEntryLevelOf(row.entry_level),
    entryLevelRequired: row.entry_level_required,
    rhythm: row.rhythm,
    prerequisites: row.prerequisites,
    publicCodes: row.public_codes,
    formacodes: row.formacodes,
    amountHours: row.amount_hours,
    referent:
      row.referent_email === null
        ? null
        : {
            givenName: row.referent_given_name ?? '',
            familyName: row.referent_family_name ?? '',
            email: row.referent_email,
            phone: null,
          },
    provider: providerOf(row),
  };
}

/** The rows (by action, then start) grouped by action. */
function groupByAction(rows: readonly LheoRow[]): ActionGroup[] {
  const groups: ActionGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.action.id === row.action_id) last.sessions.push(row);
    else groups.push({ action: actionOf(row), sessions: [row] });
  }
  return groups;
}

/**
 * Address lines of at most 50 signs (the schema's limit), 4 at most: the text's own lines, a
 * long one wrapped at its spaces.
 */
export function addressLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    let rest = line.trim().replace(/\s+/g, ' ');
    while (rest.length > LIMIT.line) {
      const cut = rest.lastIndexOf(' ', LIMIT.line);
      const at = cut > 0 ? cut : LIMIT.line;
      lines.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest !== '') lines.push(rest);
  }
  return lines.slice(0, 4);
}

/** The well-formed codes, as many as the schema takes (the form allows no others). */
const codes = (list: readonly string[], max: number) =>
  list.filter((code) => FORMACODE_PATTERN.test(code)).slice(0, max);

const cut = (text: string | null | undefined, max: number) =>
  text === null || text === undefined || text.trim() === '' ? null : lheoText(text, max);

function postalAddress(
  place: { address: string | null; zipCode: string | null; city: string | null },
  denomination?: string | null,
): XmlElement | null {
  const lines = addressLines(place.address ?? '');
  const zipCode = place.zipCode?.trim() ?? '';
  const city = cut(place.city, LIMIT.line);
  if (lines.length === 0 || !/^\d{5}$/.test(zipCode) || city === null) return null;
  return {
    name: 'adresse',
    children: [
      textElement('denomination', cut(denomination, 255)),
      ...lines.map((line) => ({ name: 'ligne', text: line })),
      { name: 'codepostal', text: zipCode },
      { name: 'ville', text: city },
    ],
  };
}

function telephone(phone: string | null): XmlElement | null {
  const number = cut(phone, LIMIT.phone);
  return number === null ? null : { name: 'telfixe', children: [{ name: 'numtel', text: number }] };
}

/** `coordonnees`, its children in the schema's order. */
function coordinates(parts: {
  familyName?: string | null;
  givenName?: string | null;
  address?: XmlElement | null;
  phone?: string | null;
  email?: string | null;
  web?: string | null;
}): XmlElement {
  const email = cut(parts.email, LIMIT.email);
  return {
    name: 'coordonnees',
    children: [
      textElement('nom', cut(parts.familyName, LIMIT.name)),
      textElement('prenom', cut(parts.givenName, LIMIT.name)),
      parts.address,
      telephone(parts.phone ?? null),
      email !== null && email.length >= 3 ? { name: 'courriel', text: email } : null,
      parts.web ? { name: 'web', children: [{ name: 'urlweb', text: parts.web }] } : null,
    ],
  };
}

/** Whom to ask about the action: its referent at the programme, else the provider. */
function actionContact(action: LheoAction, provider: LheoProvider): XmlElement {
  const contact = action.referent
    ? coordinates({
        familyName: action.referent.familyName,
        givenName: action.referent.givenName,
        email: action.referent.email,
      })
    : coordinates({ phone: provider.phone, email: provider.email });
  return { name: 'contact-formation', children: [contact] };
}

/** Whole hours as `nombre-heures-total` (a whole number in the schema), else none. */
function wholeHours(amountHours: string | null): XmlElement | null {
  if (amountHours === null) return null;
  const hours = Number(amountHours);
  return Number.isInteger(hours) && hours > 0 ? { name: 'nombre-heures-total', text: hours } : null;
}

function sessionAction(
  action: LheoAction,
  provider: LheoProvider,
  row: LheoRow,
  sessionUrl: string,
): XmlElement {
  const room =
    row.room_name === null
      ? null
      : postalAddress(
          { address: row.room_address, zipCode: row.room_zip_code, city: row.room_city },
          row.room_name,
        );
  return {
    name: 'action',
    attributes: { numero: `SE-${row.session_id}` },
    children: [
      { name: 'rythme-formation', text: lheoText(action.rhythm, LIMIT.longText) },
      ...codes(action.publicCodes, LHEO_PUBLIC_CODES_MAX).map((code) => ({
        name: 'code-public-vise',
        text: code,
      })),
      textElement('info-public-vise', cut(action.public, LIMIT.longText)),
      { name: 'niveau-entree-obligatoire', text: action.entryLevelRequired ? '1' : '0' },
      { name: 'modalites-alternance', text: FIXED.modalitesAlternance },
      { name: 'modalites-enseignement', text: LHEO_TEACHING_MODE_OF_MODALITY[row.modality] },
      { name: 'conditions-specifiques', text: lheoText(action.prerequisites, LIMIT.longText) },
      { name: 'prise-en-charge-frais-possible', text: FIXED.priseEnChargeFraisPossible },
      room && { name: 'lieu-de-formation', children: [coordinates({ address: room })] },
      { name: 'modalites-entrees-sorties', text: FIXED.modalitesEntreesSorties },
      { name: 'url-action', children: [{ name: 'urlweb', text: sessionUrl }] },
      {
        name: 'session',
        attributes: { numero: row.session_code },
        children: [
          {
            name: 'periode',
            children: [
              { name: 'debut', text: lheoDay(row.start_date) },
              { name: 'fin', text: lheoDay(row.end_date) },
            ],
          },
          { name: 'adresse-inscription', children: [postalAddress(provider)] },
        ],
      },
      wholeHours(action.amountHours),
      {
        name: 'organisme-formateur',
        children: [
          { name: 'SIRET-formateur', children: [{ name: 'SIRET', text: provider.siret! }] },
          { name: 'raison-sociale-formateur', text: lheoText(provider.name, LIMIT.organisation) },
        ],
      },
    ],
  };
}

function responsibleOrganisation(provider: LheoProvider): XmlElement {
  const name = lheoText(provider.name, LIMIT.organisation);
  return {
    name: 'organisme-formation-responsable',
    children: [
      { name: 'numero-activite', text: provider.activityNumber! },
      { name: 'SIRET-organisme-formation', children: [{ name: 'SIRET', text: provider.siret! }] },
      { name: 'nom-organisme', text: name },
      { name: 'raison-sociale', text: name },
      {
        name: 'coordonnees-organisme',
        children: [
          coordinates({
            address: postalAddress(provider),
            phone: provider.phone,
            email: provider.email,
          }),
        ],
      },
      {
        name: 'contact-organisme',
        children: [
          coordinates({
            familyName: provider.managerName,
            phone: provider.phone,
            email: provider.email,
          }),
        ],
      },
    ],
  };
}

function formation(group: ActionGroup, publicUrl: string): XmlElement {
  const { action, sessions } = group;
  const provider = action.provider!;
  const text = (value: string) => lheoText(value, LIMIT.longText);
  return {
    name: 'formation',
    attributes: { numero: `AF-${action.id}`, datemaj: lheoDay(action.updatedAt) },
    children: [
      {
        name: 'domaine-formation',
        children: codes(action.formacodes, LHEO_FORMACODES_MAX).map((code) => ({
          name: 'code-FORMACODE',
          text: code,
        })),
      },
      { name: 'intitule-formation', text: lheoText(action.name, LIMIT.intitule) },
      { name: 'objectif-formation', text: text(action.goal) },
      { name: 'resultats-attendus', text: text(action.expectedResults) },
      { name: 'contenu-formation', text: text(action.description) },
      { name: 'certifiante', text: action.certifying ? '1' : '0' },
      actionContact(action, provider),
      { name: 'parcours-de-formation', text: FIXED.parcoursDeFormation },
      { name: 'code-niveau-entree', text: action.entryLevel! },
      ...sessions.map((row) =>
        sessionAction(action, provider, row, `${publicUrl}/training/${row.session_id}`),
      ),
      responsibleOrganisation(provider),
    ],
  };
}

/** The feed of the rows: the document, what it carries, and the actions left out. */
export function lheoFeed(
  rows: readonly LheoRow[],
  options: { publicUrl: string; exportedAt: Date },
): LheoFeed {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const formations: XmlElement[] = [];
  const excluded: LheoExcludedAction[] = [];
  let sessionCount = 0;
  for (const group of groupByAction(rows)) {
    const gaps = lheoGaps(group.action);
    if (gaps.length > 0) {
      const provider = group.action.provider;
      excluded.push({
        id: group.action.id,
        name: group.action.name,
        year: group.action.year,
        provider: provider && { id: provider.id, name: provider.name },
        sessionCount: group.sessions.length,
        gaps,
      });
      continue;
    }
    formations.push(formation(group, publicUrl));
    sessionCount += group.sessions.length;
  }
  const root: XmlElement = {
    name: 'lheo',
    attributes: { xmlns: LHEO_NAMESPACE },
    children: [
      {
        name: 'offres',
        attributes: { 'horodatage-export': options.exportedAt.toISOString() },
        children: formations,
      },
    ],
  };
  return { root, actionCount: formations.length, sessionCount, excluded };
}
