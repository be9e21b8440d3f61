import type { Civility, ProfileCode } from '@passerelle/shared';
import type { structures } from '../../schema/index.js';
import { demoSiret } from './siret.js';

/** A person of a demo structure: [civility, given name, family name]. */
export type DemoName = readonly [Civility, string, string];

export interface DemoStructure {
  /** How the rest of the demo refers to it. */
  key: string;
  values: typeof structures.$inferInsert;
  /** Domain of its people's e-mail addresses. */
  domain: string;
  /** Its people by profile; the five named demo accounts are added by people.ts. */
  people: Partial<Record<ProfileCode, readonly DemoName[]>>;
}

interface Place {
  address: string;
  zipCode: string;
  city: string;
  phone: string;
}

function structure(
  key: string,
  domain: string,
  values: Omit<typeof structures.$inferInsert, 'email' | keyof Place> & Place,
  people: DemoStructure['people'],
): DemoStructure {
  return { key, domain, values: { ...values, email: `contact@${domain}` }, people };
}

// Telephone numbers are from the ranges ARCEP keeps for fiction (04 65 71, 05 36 49). The
// providers' activity numbers are made up in the official shape (region 76, department twice);
// the Collectif Numérique Inclusif has none yet, so the LHÉO feed's page shows actions left out (decision 075).

/** The region's own department: the admin and the managers. */
export const REGION: DemoStructure = structure(
  'region',
  'region-occitanie.example',
  {
    name: 'Région Occitanie — Direction de la professionnalisation',
    type: 'programme',
    member: true,
    siret: demoSiret('23310001', '0017'),
    address: '22 boulevard du Maréchal Juin',
    zipCode: '31400',
    city: 'Toulouse',
    phone: '05 36 49 10 00',
  },
  {
    profile_manager: [
      ['MRS', 'Aurélie', 'Vidal'],
      ['MR', 'Nicolas', 'Fabre'],
    ],
  },
);

/** Training providers: each won one lot of the programme's public contract. */
export const PROVIDERS: DemoStructure[] = [
  structure(
    'provider',
    'horizon-formation.example',
    {
      name: 'Institut Horizon Formation',
      type: 'provider',
      siret: demoSiret('41234567', '0024'),
      activityNumber: '76310412331',
      address: '18 allées Jean Jaurès',
      zipCode: '31000',
      city: 'Toulouse',
      phone: '05 36 49 21 40',
      managerName: 'Marc Delmas',
      managerTitle: 'Directeur',
    },
    { profile_provider: [['MR', 'Antoine', 'Roux']] },
  ),
  structure(
    'cap-competences',
    'cap-competences.example',
    {
      name: 'Cap Compétences Occitanie',
      type: 'provider',
      siret: demoSiret('50298713', '0031'),
      activityNumber: '76340918234',
      address: '355 rue Léon Blum',
      zipCode: '34000',
      city: 'Montpellier',
      phone: '04 65 71 32 10',
      managerName: 'Hélène Marty',
      managerTitle: 'Directrice générale',
    },
    {
      profile_provider: [
        ['MRS', 'Émilie', 'Garcia'],
        ['MR', 'Olivier', 'Bonnet'],
      ],
    },
  ),
  structure(
    'atelier-midi',
    'atelier-midi.example',
    {
      name: "L'Atelier pédagogique du Midi",
      type: 'provider',
      siret: demoSiret('53880142', '0015'),
      activityNumber: '76300271530',
      address: '27 rue de la République',
      zipCode: '30000',
      city: 'Nîmes',
      phone: '04 65 71 44 82',
      managerName: 'Bruno Chabert',
      managerTitle: 'Gérant',
    },
    {
      profile_provider: [
        ['MRS', 'Caroline', 'Perrin'],
        ['MR', 'Sébastien', 'Roche'],
      ],
    },
  ),
  structure(
    'trajectoires',
    'trajectoires-formation.example',
    {
      name: 'Trajectoires Conseil et Formation',
      type: 'provider',
      siret: demoSiret('79144306', '0028'),
      activityNumber: '76810335681',
      address: '9 rue Croix-Verte',
      zipCode: '81000',
      city: 'Albi',
      phone: '05 36 49 57 23',
      managerName: 'Anne Cabrol',
      managerTitle: 'Présidente',
    },
    {
      profile_provider: [
        ['MRS', 'Anne', 'Cabrol'],
        ['MR', 'Frédéric', 'Alibert'],
      ],
    },
  ),
  structure(
    'pyrenees',
    'pyrenees-orientation.example',
    {
      name: 'Pyrénées Orientation Ressources',
      type: 'provider',
      siret: demoSiret('81877025', '0019'),
      activityNumber: '76650127465',
      address: '40 avenue Bertrand Barère',
      zipCode: '65000',
      city: 'Tarbes',
      phone: '05 36 49 63 05',
      managerName: 'Jean-Michel Abadie',
      managerTitle: 'Directeur',
    },
    {
      profile_provider: [
        ['MRS', 'Laure', 'Dupuy'],
        ['MR', 'Pierre', 'Lacaze'],
      ],
    },
  ),
  structure(
    'numerique',
    'numerique-inclusif.example',
    {
      name: 'Collectif Numérique Inclusif',
      type: 'provider',
      siret: demoSiret('88420917', '0012'),
      address: '11 quai Vauban',
      zipCode: '66000',
      city: 'Perpignan',
      phone: '04 65 71 70 36',
      managerName: 'Marion Sabatier',
      managerTitle: 'Coordinatrice',
    },
    {
      profile_provider: [
        ['MRS', 'Marion', 'Sabatier'],
        ['MR', 'Yann', 'Coste'],
      ],
    },
  ),
];

/** Employers of the beneficiaries: each has one HR validator; the member ones see members-only types. */
export const EMPLOYERS: DemoStructure[] = [
  structure(
    'employer',
    'ml-toulouse.example',
    {
      name: 'Mission Locale Toulouse Métropole',
      type: 'employer',
      member: true,
      siret: demoSiret('38356002', '0046'),
      address: '2 rue Alsace-Lorraine',
      zipCode: '31000',
      city: 'Toulouse',
      phone: '05 36 49 30 30',
    },
    {
      profile_beneficiary: [
        ['MRS', 'Camille', 'Faure'],
        ['MR', 'Mehdi', 'Haddad'],
        ['MRS', 'Léa', 'Mercier'],
        ['MR', 'Hugo', 'Blanc'],
      ],
    },
  ),
  structure(
    'ml-montpellier',
    'ml-montpellier.example',
    {
      name: 'Mission Locale Montpellier Méditerranée',
      type: 'employer',
      member: true,
      siret: demoSiret('39087411', '0033'),
      address: '15 rue Foch',
      zipCode: '34000',
      city: 'Montpellier',
      phone: '04 65 71 12 48',
    },
    {
      profile_hr: [['MRS', 'Isabelle', 'Fabre']],
      profile_beneficiary: [
        ['MRS', 'Sarah', 'Benali'],
        ['MR', 'Lucas', 'Rey'],
        ['MRS', 'Inès', 'Marchand'],
        ['MR', 'Romain', 'Carrière'],
      ],
    },
  ),
  structure(
    'cio-albi',
    'cio-albi.example',
    {
      name: "Centre d'information et d'orientation d'Albi",
      type: 'employer',
      member: true,
      siret: demoSiret('19810015', '0021'),
      address: '4 rue de la Souque',
      zipCode: '81000',
      city: 'Albi',
      phone: '05 36 49 41 17',
    },
    {
      profile_hr: [['MR', 'Philippe', 'Soulié']],
      profile_beneficiary: [
        ['MRS', 'Élodie', 'Bousquet'],
        ['MR', 'Vincent', 'Cazals'],
        ['MRS', 'Manon', 'Teyssier'],
        ['MR', 'Baptiste', 'Rigal'],
      ],
    },
  ),
  structure(
    'mde-narbonne',
    'mde-narbonne.example',
    {
      name: "Maison de l'Emploi du Grand Narbonne",
      type: 'employer',
      siret: demoSiret('44915327', '0018'),
      address: '8 avenue Maître Hubert Mouly',
      zipCode: '11100',
      city: 'Narbonne',
      phone: '04 65 71 25 60',
    },
    {
      profile_hr: [['MRS', 'Valérie', 'Py']],
      profile_beneficiary: [
        ['MR', 'Kevin', 'Ortiz'],
        ['MRS', 'Audrey', 'Salvat'],
        ['MR', 'Mathieu', 'Bosc'],
        ['MRS', 'Pauline', 'Rouquette'],
      ],
    },
  ),
  structure(
    'plie-nimes',
    'plie-nimes.example',
    {
      name: 'PLIE Nîmes Métropole',
      type: 'employer',
      member: true,
      siret: demoSiret('42231968', '0027'),
      address: '1 place du Marché',
      zipCode: '30000',
      city: 'Nîmes',
      phone: '04 65 71 51 09',
    },
    {
      profile_hr: [['MR', 'Laurent', 'Chapon']],
      profile_beneficiary: [
        ['MRS', 'Nadia', 'Belkacem'],
        ['MR', 'Alexandre', 'Gaillard'],
        ['MRS', 'Justine', 'Mazel'],
        ['MR', 'Florian', 'Arnaud'],
      ],
    },
  ),
  structure(
    'ml-perpignan',
    'ml-perpignan.example',
    {
      name: 'Mission Locale Perpignan Roussillon',
      type: 'employer',
      siret: demoSiret('40562281', '0035'),
      address: '5 rue Arago',
      zipCode: '66000',
      city: 'Perpignan',
      phone: '04 65 71 66 21',
    },
    {
      profile_hr: [['MRS', 'Sandrine', 'Puig']],
      profile_beneficiary: [
        ['MR', 'Jordi', 'Ferrer'],
        ['MRS', 'Laura', 'Sanchez'],
        ['MR', 'Thibault', 'Vidal'],
        ['MRS', 'Océane', 'Pons'],
      ],
    },
  ),
  structure(
    'capemploi-aveyron',
    'capemploi-aveyron-lot.example',
    {
      name: 'Cap emploi Aveyron-Lot',
      type: 'employer',
      member: true,
      siret: demoSiret('43321795', '0014'),
      address: '3 avenue Tarayre',
      zipCode: '12000',
      city: 'Rodez',
      phone: '05 36 49 12 74',
    },
    {
      profile_hr: [['MR', 'Didier', 'Bouloc']],
      profile_beneficiary: [
        ['MRS', 'Agnès', 'Calmels'],
        ['MR', 'Benoît', 'Carles'],
        ['MRS', 'Cécile', 'Andrieu'],
        ['MRS', 'Amandine', 'Vigouroux'],
      ],
    },
  ),
  structure(
    'bij-tarbes',
    'bij-hautes-pyrenees.example',
    {
      name: 'Bureau Information Jeunesse des Hautes-Pyrénées',
      type: 'employer',
      siret: demoSiret('39406658', '0022'),
      address: '48 rue Victor Hugo',
      zipCode: '65000',
      city: 'Tarbes',
      phone: '05 36 49 65 32',
    },
    {
      profile_hr: [['MRS', 'Martine', 'Lassalle']],
      profile_beneficiary: [
        ['MR', 'Damien', 'Fourcade'],
        ['MRS', 'Chloé', 'Abadie'],
        ['MR', 'Quentin', 'Laporte'],
        ['MRS', 'Emma', 'Sarrat'],
      ],
    },
  ),
  structure(
    'tremplin-montauban',
    'tremplin-emploi.example',
    {
      name: 'Association Tremplin Emploi Montauban',
      type: 'employer',
      siret: demoSiret('75208846', '0016'),
      address: '26 faubourg Lacapelle',
      zipCode: '82000',
      city: 'Montauban',
      phone: '05 36 49 82 06',
    },
    {
      profile_hr: [['MR', 'Patrick', 'Delpech']],
      profile_beneficiary: [
        ['MRS', 'Anaïs', 'Couderc'],
        ['MR', 'Adrien', 'Bessière'],
        ['MRS', 'Morgane', 'Lafon'],
      ],
    },
  ),
  structure(
    'ml-carcassonne',
    'ml-ouest-audois.example',
    {
      name: 'Mission Locale Ouest Audois',
      type: 'employer',
      siret: demoSiret('41748590', '0029'),
      address: '91 rue de Verdun',
      zipCode: '11000',
      city: 'Carcassonne',
      phone: '04 65 71 11 93',
    },
    {
      profile_hr: [['MRS', 'Christine', 'Raynaud']],
      profile_beneficiary: [
        ['MR', 'Théo', 'Cathala'],
        ['MRS', 'Julie', 'Barthe'],
        ['MR', 'Maxime', 'Azéma'],
        ['MRS', 'Margaux', 'Escande'],
      ],
    },
  ),
];

export const DEMO_STRUCTURES: DemoStructure[] = [REGION, ...PROVIDERS, ...EMPLOYERS];
