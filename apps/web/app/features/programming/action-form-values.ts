import {
  decimalToInput,
  actionCreateSchema,
  actionTotalCost,
  moneyField,
  zodFieldErrors,
  type ActionDetail,
} from '@passerelle/shared';

/*
 * The action form's values are what its inputs hold (text, the ids of uploaded images, the
 * checkboxes' states; Formacode codes as one text, "80006, 81050");
 * `actionInput` turns them into the API's body, validated by the shared schema — the same one
 * the server applies — before anything is sent.
 */

export interface ActionFormValues {
  name: string;
  typeId: string;
  year: string;
  axisId: string;
  providerId: string;
  referentId: string;
  lotNumber: string;
  public: string;
  goal: string;
  description: string;
  supplementaryResources: string;
  imageId: number | null;
  amountDays: string;
  amountHours: string;
  pedagogicalCost: string;
  animationCost: string;
  travelCost: string;
  openBadgeDescription: string;
  openBadgeImageId: number | null;
  openBadgeRequestUrl: string;
  // What the national LHÉO feed needs (decision 075); the codes as typed ("80006, 81050").
  expectedResults: string;
  prerequisites: string;
  rhythm: string;
  entryLevel: string;
  entryLevelRequired: boolean;
  certifying: boolean;
  publicCodes: string;
  formacodes: string;
}

export type ActionFieldKey = keyof ActionFormValues;
export type ActionFieldErrors = Partial<Record<string, string[]>>;

/** What the creation dialog asks; the rest of the sheet is filled in on the action's page. */
export const CREATE_FIELDS = [
  'name',
  'typeId',
  'year',
  'axisId',
  'providerId',
  'referentId',
] as const satisfies readonly ActionFieldKey[];

const COST_FIELDS = ['pedagogicalCost', 'animationCost', 'travelCost'] as const;

/** The inputs' values for an action; empty for a new one (with a proposed year). */
export function actionFormValues(
  action: ActionDetail | null,
  defaults: { year?: number | null } = {},
): ActionFormValues {
  const id = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    name: action?.name ?? '',
    typeId: id(action?.typeId),
    year: id(action?.year ?? defaults.year),
    axisId: id(action?.axisId),
    providerId: id(action?.providerId),
    referentId: id(action?.referentId),
    lotNumber: action?.lotNumber ?? '',
    public: action?.public ?? '',
    goal: action?.goal ?? '',
    description: action?.description ?? '',
    supplementaryResources: action?.supplementaryResources ?? '',
    imageId: action?.imageId ?? null,
    amountDays: decimalToInput(action?.amountDays),
    amountHours: decimalToInput(action?.amountHours),
    pedagogicalCost: decimalToInput(action?.pedagogicalCost ?? '0.00'),
    animationCost: decimalToInput(action?.animationCost ?? '0.00'),
    travelCost: decimalToInput(action?.travelCost ?? '0.00'),
    openBadgeDescription: action?.openBadgeDescription ?? '',
    openBadgeImageId: action?.openBadgeImageId ?? null,
    openBadgeRequestUrl: action?.openBadgeRequestUrl ?? '',
    expectedResults: action?.expectedResults ?? '',
    prerequisites: action?.prerequisites ?? '',
    rhythm: action?.rhythm ?? '',
    entryLevel: action?.entryLevel ?? '',
    entryLevelRequired: action?.entryLevelRequired ?? false,
    certifying: action?.certifying ?? false,
    publicCodes: (action?.publicCodes ?? []).join(', '),
    formacodes: (action?.formacodes ?? []).join(', '),
  };
}

/** A chosen row's id; undefined when none is chosen (so a required one reads 'Champ obligatoire'). */
const requiredId = (value: string) => (value === '' ? undefined : Number(value));
const optionalId = (value: string) => (value === '' ? null : Number(value));
/** A whole year as a number; other text is left for the schema to refuse ('Doit être un nombre'). */
const yearOf = (value: string) => {
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
};
/** A blank amount is no amount: the schema's default (0) applies. */
const amountOf = (value: string) => (value.trim() === '' ? undefined : value);
/** Codes typed in one input, separated by commas, semicolons or spaces: the list of them. */
export const codesOf = (value: string) => value.split(/[\s,;]+/).filter((code) => code !== '');

/** The API body of every field, before validation. */
export function actionInput(values: ActionFormValues): Record<string, unknown> {
  return {
    name: values.name,
    typeId: requiredId(values.typeId),
    year: yearOf(values.year),
    axisId: requiredId(values.axisId),
    providerId: optionalId(values.providerId),
    referentId: optionalId(values.referentId),
    lotNumber: values.lotNumber,
    public: values.public,
    goal: values.goal,
    description: values.description,
    supplementaryResources: values.supplementaryResources,
    imageId: values.imageId,
    amountDays: values.amountDays,
    amountHours: values.amountHours,
    pedagogicalCost: amountOf(values.pedagogicalCost),
    animationCost: amountOf(values.animationCost),
    travelCost: amountOf(values.travelCost),
    openBadgeDescription: values.openBadgeDescription,
    openBadgeImageId: values.openBadgeImageId,
    openBadgeRequestUrl: values.openBadgeRequestUrl,
    expectedResults: values.expectedResults,
    prerequisites: values.prerequisites,
    rhythm: values.rhythm,
    entryLevel: values.entryLevel,
    entryLevelRequired: values.entryLevelRequired,
    certifying: values.certifying,
    publicCodes: codesOf(values.publicCodes),
    formacodes: codesOf(values.formacodes),
  };
}

/** The fields whose inputs differ from the saved values. */
export function changedFields(values: ActionFormValues, saved: ActionFormValues): ActionFieldKey[] {
  return (Object.keys(values) as ActionFieldKey[]).filter((key) => values[key] !== saved[key]);
}

export type ActionValidation =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; errors: ActionFieldErrors };

/**
 * Validates the whole form with the shared schema, then keeps in the body the fields to send:
 * those of the creation dialog, or those changed since the last save (a PATCH).
 */
export function validateAction(
  values: ActionFormValues,
  saved: ActionFormValues,
  mode: 'create' | 'edit',
): ActionValidation {
  const parsed = actionCreateSchema.safeParse(actionInput(values));
  const keys: readonly ActionFieldKey[] =
    mode === 'create' ? CREATE_FIELDS : changedFields(values, saved);
  if (!parsed.success) {
    const errors = zodFieldErrors(parsed.error);
    // The creation dialog shows only its fields: the others hold valid defaults anyway.
    if (mode === 'create') {
      for (const key of Object.keys(errors)) {
        if (!(CREATE_FIELDS as readonly string[]).includes(key)) delete errors[key];
      }
    }
    if (Object.keys(errors).length > 0) return { ok: false, errors };
  }
  const data = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  const body = Object.fromEntries(keys.map((key) => [key, data[key]]));
  return { ok: true, body };
}

/** An amount typed in a cost input, or zero while it is blank or not yet a valid amount. */
function amountOrZero(value: string): string {
  const parsed = moneyField.safeParse(value.trim() === '' ? '0' : value);
  return parsed.success ? parsed.data : '0.00';
}

/** The total cost as the inputs stand: the action's three costs plus its sessions' costs. */
export function liveTotalCost(values: ActionFormValues, sessionsCost: string): string {
  const costs = Object.fromEntries(
    COST_FIELDS.map((key) => [key, amountOrZero(values[key])]),
  ) as Record<(typeof COST_FIELDS)[number], string>;
  return actionTotalCost(costs, [{ cost: sessionsCost }]);
}
