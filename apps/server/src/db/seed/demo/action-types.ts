interface TypeFlags {
  membersOnly: boolean;
  hrValidation: boolean;
  providerValidation: boolean;
  /** A cold evaluation 90 days after each session (decision 035). */
  coldSurvey: boolean;
}

function actionType<A extends string>(
  acronym: A,
  name: string,
  seats: [seatAmount: number, waitingSeatAmount: number],
  flags: Partial<TypeFlags> = {},
  conditionedSurveyQuestions: string[] = [],
) {
  return {
    acronym,
    name,
    seatAmount: seats[0],
    waitingSeatAmount: seats[1],
    membersOnly: flags.membersOnly ?? false,
    hrValidation: flags.hrValidation ?? false,
    providerValidation: flags.providerValidation ?? false,
    coldSurveyEnabled: flags.coldSurvey ?? false,
    conditionedSurveyQuestions,
  };
}

/** A conditioned survey question (decision 032) of the remote action types. */
const REMOTE_QUALITY = 'La qualité technique de la diffusion (son, image, connexion)';

/**
 * The twelve action types; the catalogue refers to them by acronym. Members-only types count in
 * the yearly `maxActionAmount` quota, types with HR validation in `maxActionTypeAmount`.
 */
export const DEMO_ACTION_TYPES = [
  actionType('FC', 'Formation collective', [15, 5], { hrValidation: true, coldSurvey: true }),
  actionType('JP', 'Journée professionnelle', [40, 10]),
  actionType('AAP', "Atelier d'analyse de pratiques", [12, 3], {
    membersOnly: true,
    hrValidation: true,
  }),
  actionType('WEB', 'Webinaire', [100, 0], {}, [REMOTE_QUALITY]),
  actionType(
    'FCE',
    'Formation certifiante',
    [12, 4],
    { membersOnly: true, hrValidation: true, providerValidation: true },
    ['La préparation aux épreuves de la certification'],
  ),
  actionType('SEM', 'Séminaire régional', [80, 15]),
  actionType('PEL', 'Parcours e-learning', [50, 0], {}, [
    REMOTE_QUALITY,
    "La facilité d'utilisation de la plateforme en ligne",
  ]),
  actionType('MS', 'Module de spécialisation', [14, 4], {
    membersOnly: true,
    providerValidation: true,
  }),
  actionType('AN', 'Atelier numérique', [10, 3], { hrValidation: true }),
  actionType('AC', 'Accompagnement collectif', [8, 2], {
    membersOnly: true,
    hrValidation: true,
    providerValidation: true,
  }),
  actionType('CONF', 'Conférence', [120, 20]),
  actionType('FDF', 'Formation de formateurs', [12, 4], { providerValidation: true }, [
    'Les apports pour animer vous-même une formation',
  ]),
];

export type DemoActionType = (typeof DEMO_ACTION_TYPES)[number];
export type DemoTypeAcronym = DemoActionType['acronym'];
