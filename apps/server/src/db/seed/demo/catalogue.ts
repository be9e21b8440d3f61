import type { DemoTypeAcronym } from './action-types.js';

/** One training offer of the programme; most run every year, a few only one of the two. */
export interface Theme {
  name: string;
  axis: number;
  type: DemoTypeAcronym;
  /** Key of its provider in structures.ts. */
  provider: string;
  /** Length of one session, in days of 7 hours (0.5 = one half-day). */
  days: 0.5 | 1 | 2 | 3;
  sessionsPerYear: number;
  years?: 'current' | 'next';
  public: string;
  goal: string;
  description: string;
}

const ADVISERS =
  "Conseillers en insertion professionnelle, conseillers d'orientation et chargés d'accueil des structures du réseau.";

/** The 31 offers: 30 actions each year, about 150 sessions over the two years. */
export const CATALOGUE: Theme[] = [
  {
    name: "Conduire un entretien d'orientation",
    axis: 1,
    type: 'FC',
    provider: 'provider',
    days: 2,
    sessionsPerYear: 4,
    public: ADVISERS,
    goal: "Structurer un entretien d'orientation, de l'analyse de la demande à un plan d'action partagé avec la personne.",
    description:
      "Apports méthodologiques et mises en situation : écoute active, questionnement, reformulation, repérage des freins et des ressources, co-construction des étapes du projet. Chaque participant repart avec une trame d'entretien adaptée à sa structure.",
  },
  {
    name: 'Informer sur les dispositifs de formation et leur financement',
    axis: 1,
    type: 'JP',
    provider: 'cap-competences',
    days: 1,
    sessionsPerYear: 2,
    public: "Chargés d'accueil et d'information, conseillers débutants.",
    goal: "Donner une information fiable et à jour sur le compte personnel de formation, la validation des acquis de l'expérience, l'apprentissage et les aides régionales.",
    description:
      'Panorama des dispositifs en vigueur, études de cas et prise en main des ressources en ligne, pour orienter chaque demande vers le bon interlocuteur.',
  },
  {
    name: 'Le conseil en évolution professionnelle : cadre et pratiques',
    axis: 1,
    type: 'MS',
    provider: 'trajectoires',
    days: 2,
    sessionsPerYear: 2,
    public:
      'Professionnels qui accompagnent des actifs en reconversion ou en évolution de carrière.',
    goal: 'Maîtriser le cahier des charges du conseil en évolution professionnelle et savoir situer sa pratique dans ses trois niveaux de service.',
    description:
      'Repères réglementaires, articulation entre opérateurs, outils de diagnostic et de suivi ; travail approfondi sur des situations apportées par les participants.',
  },
  {
    name: "Analyse de pratiques : les situations d'accueil complexes",
    axis: 1,
    type: 'AAP',
    provider: 'pyrenees',
    days: 1,
    sessionsPerYear: 3,
    public: "Professionnels de l'accueil et de l'accompagnement ayant au moins un an d'expérience.",
    goal: 'Prendre du recul sur des situations vécues et enrichir ses réponses grâce au regard du groupe.',
    description:
      "Groupe restreint animé par une psychologue du travail selon la méthode GEASE : exposé d'une situation, questions, hypothèses, pistes d'action. Confidentialité garantie.",
  },
  {
    name: 'Accompagner la reconversion professionnelle des adultes',
    axis: 2,
    type: 'FC',
    provider: 'provider',
    days: 2,
    sessionsPerYear: 3,
    public: ADVISERS,
    goal: 'Sécuriser un projet de reconversion : bilan des acquis, exploration des métiers, choix de la formation et plan de financement.',
    description:
      "Étapes d'un parcours de reconversion, outils d'exploration (immersions, enquêtes métiers), mobilisation des financements et suivi après la formation. Études de cas régionales.",
  },
  {
    name: "Renouveler ses ateliers de recherche d'emploi",
    axis: 2,
    type: 'FC',
    provider: 'atelier-midi',
    days: 1,
    sessionsPerYear: 3,
    public: "Animateurs d'ateliers collectifs et conseillers emploi.",
    goal: "Actualiser ses ateliers (candidature, réseaux, entretien d'embauche) face aux nouvelles pratiques de recrutement.",
    description:
      "Candidatures et logiciels de tri, usage des réseaux professionnels, simulations d'entretien, recrutement par les habiletés. Les participants repartent avec des séquences prêtes à animer.",
  },
  {
    name: 'Développer la relation avec les entreprises',
    axis: 2,
    type: 'FC',
    provider: 'cap-competences',
    days: 2,
    sessionsPerYear: 2,
    public: 'Chargés de relations entreprises et conseillers en insertion.',
    goal: 'Prospecter, comprendre les besoins des employeurs et construire des partenariats durables au service des personnes accompagnées.',
    description:
      "Démarche de prospection, analyse de poste, présentation de candidatures, suivi dans l'emploi. Mises en situation d'entretien téléphonique et de rendez-vous employeur.",
  },
  {
    name: "Accompagner un candidat à la validation des acquis de l'expérience",
    axis: 2,
    type: 'FCE',
    provider: 'trajectoires',
    days: 3,
    sessionsPerYear: 2,
    public: 'Conseillers et formateurs appelés à accompagner des candidats à la VAE.',
    goal: "Acquérir les compétences d'accompagnateur VAE et préparer la certification correspondante.",
    description:
      "Cadre de la VAE réformée, analyse de l'expérience, aide à la rédaction du dossier, préparation au jury. Évaluation finale sur étude de cas ; cette formation prépare un bloc de compétences certifiant.",
  },
  {
    name: "Accompagnement collectif vers l'alternance",
    axis: 2,
    type: 'AC',
    provider: 'atelier-midi',
    days: 3,
    sessionsPerYear: 2,
    public: 'Conseillers qui accompagnent des jeunes ou des adultes vers un contrat en alternance.',
    goal: "Construire et animer un parcours collectif menant à la signature d'un contrat d'apprentissage ou de professionnalisation.",
    description:
      "Trois journées espacées : repères sur l'alternance, techniques pour trouver une entreprise d'accueil, suivi des candidats et retours d'expérience entre pairs.",
  },
  {
    name: 'Métiers en tension en Occitanie : comprendre et agir',
    axis: 3,
    type: 'SEM',
    provider: 'cap-competences',
    days: 1,
    sessionsPerYear: 2,
    public: "Tous les professionnels de l'orientation, de la formation et de l'emploi.",
    goal: 'Connaître les secteurs qui recrutent en Occitanie et les leviers pour y orienter les publics.',
    description:
      'Interventions de branches professionnelles et de chercheurs, tables rondes avec des employeurs du bâtiment, du soin et de l’hôtellerie-restauration, ateliers par bassin d’emploi.',
  },
  {
    name: 'Les métiers de la transition écologique',
    axis: 3,
    type: 'WEB',
    provider: 'cap-competences',
    days: 0.5,
    sessionsPerYear: 2,
    public: "Professionnels de l'orientation et de l'emploi.",
    goal: 'Identifier les métiers nouveaux ou en mutation liés à la transition écologique et les formations qui y mènent.',
    description:
      'Webinaire interactif : rénovation énergétique, mobilités, économie circulaire, agriculture durable. Ressources documentaires transmises après la séance.',
  },
  {
    name: "Découvrir l'industrie : visites d'entreprises et rencontres",
    axis: 3,
    type: 'JP',
    provider: 'pyrenees',
    days: 1,
    sessionsPerYear: 2,
    public:
      "Conseillers et chargés d'information souhaitant mieux connaître l'industrie régionale.",
    goal: "Changer de regard sur les métiers de l'industrie pour mieux en parler aux personnes accompagnées.",
    description:
      "Matinée de visite d'un site industriel, après-midi d'échanges avec des salariés, des recruteurs et des organismes de formation du secteur.",
  },
  {
    name: "Exploiter les données de l'emploi et du marché du travail",
    axis: 3,
    type: 'AN',
    provider: 'provider',
    days: 1,
    sessionsPerYear: 3,
    public: 'Conseillers, chargés de projet et responsables de structure.',
    goal: "Trouver, lire et utiliser les données publiques sur l'emploi pour éclairer un projet professionnel.",
    description:
      "Prise en main des outils publics d'information sur le marché du travail, lecture d'indicateurs, construction d'une fiche territoire. Apporter un ordinateur portable.",
  },
  {
    name: "Conférence : l'emploi des jeunes en Occitanie",
    axis: 3,
    type: 'CONF',
    provider: 'trajectoires',
    days: 0.5,
    sessionsPerYear: 1,
    years: 'current',
    public: 'Ouvert à tous les professionnels du réseau.',
    goal: "Partager les derniers chiffres et les dispositifs de l'insertion professionnelle des jeunes.",
    description:
      "Présentation d'une étude régionale suivie d'un débat avec des missions locales et des employeurs.",
  },
  {
    name: "Accompagner les personnes en situation de handicap vers l'emploi",
    axis: 4,
    type: 'FC',
    provider: 'pyrenees',
    days: 2,
    sessionsPerYear: 3,
    public: ADVISERS,
    goal: 'Adapter son accompagnement aux personnes en situation de handicap et mobiliser les aides et partenaires spécialisés.',
    description:
      'Cadre légal, reconnaissance de la qualité de travailleur handicapé, compensation, aménagement de poste, rôle des partenaires spécialisés. Témoignages et cas pratiques.',
  },
  {
    name: "Repérer et accompagner les situations d'illettrisme",
    axis: 4,
    type: 'FC',
    provider: 'atelier-midi',
    days: 2,
    sessionsPerYear: 4,
    public: ADVISERS,
    goal: "Repérer les difficultés avec l'écrit sans stigmatiser et orienter vers des parcours adaptés.",
    description:
      "Distinguer illettrisme, analphabétisme et français langue étrangère, signaux d'alerte, posture d'entretien, offre régionale de formation aux compétences de base.",
  },
  {
    name: "Égalité professionnelle et stéréotypes dans l'orientation",
    axis: 4,
    type: 'JP',
    provider: 'trajectoires',
    days: 1,
    sessionsPerYear: 2,
    public: "Tous les professionnels de l'orientation et de l'accompagnement.",
    goal: 'Reconnaître les stéréotypes de genre à l’œuvre dans les choix d’orientation et élargir les horizons des publics.',
    description:
      "Apports de la recherche, analyse de supports d'information, outils d'animation pour ouvrir les choix professionnels, échanges de pratiques.",
  },
  {
    name: 'Prévenir le décrochage et raccrocher les jeunes',
    axis: 4,
    type: 'AC',
    provider: 'provider',
    days: 3,
    sessionsPerYear: 2,
    public:
      "Conseillers de mission locale, référents décrochage et personnels de l'Éducation nationale.",
    goal: 'Construire des réponses coordonnées pour les jeunes sortis du système scolaire sans diplôme.',
    description:
      'Parcours en trois journées : repérage, entretien de remobilisation, solutions de retour en formation, coordination des acteurs au sein des plateformes de suivi.',
  },
  {
    name: 'Accueillir et accompagner des publics allophones',
    axis: 4,
    type: 'MS',
    provider: 'cap-competences',
    days: 2,
    sessionsPerYear: 2,
    public: 'Conseillers accueillant des personnes qui maîtrisent peu le français.',
    goal: "Communiquer efficacement avec une personne allophone et construire un parcours d'insertion linguistique et professionnelle.",
    description:
      'Techniques de communication simplifiée, évaluation du niveau de langue, offre de formation linguistique, reconnaissance des diplômes étrangers.',
  },
  {
    name: 'Accompagner à distance : outils et posture',
    axis: 5,
    type: 'AN',
    provider: 'numerique',
    days: 1,
    sessionsPerYear: 3,
    public: 'Conseillers et formateurs qui mènent des entretiens ou des ateliers à distance.',
    goal: 'Conduire un entretien ou un atelier à distance de qualité, en préservant la relation.',
    description:
      'Choix des outils, règles de confidentialité, animation de groupe en visioconférence, accessibilité des contenus. Exercices pratiques sur poste individuel.',
  },
  {
    name: 'Inclusion numérique des publics accompagnés',
    axis: 5,
    type: 'FC',
    provider: 'numerique',
    days: 2,
    sessionsPerYear: 3,
    public: ADVISERS,
    goal: 'Repérer les difficultés numériques des personnes et les orienter vers un accompagnement adapté.',
    description:
      'Diagnostic des compétences numériques, démarches en ligne essentielles, acteurs de la médiation numérique, dispositifs d’équipement et de formation.',
  },
  {
    name: "Intelligence artificielle générative et métiers de l'accompagnement",
    axis: 5,
    type: 'WEB',
    provider: 'numerique',
    days: 0.5,
    sessionsPerYear: 3,
    years: 'next',
    public: "Tous les professionnels de l'orientation, de la formation et de l'emploi.",
    goal: "Comprendre ce que l'intelligence artificielle générative peut apporter à l'accompagnement, et ses limites.",
    description:
      'Démonstrations, cas d’usage (préparation d’atelier, synthèse documentaire), protection des données personnelles et points de vigilance éthiques.',
  },
  {
    name: "Fondamentaux de l'orientation tout au long de la vie",
    axis: 5,
    type: 'PEL',
    provider: 'provider',
    days: 1,
    sessionsPerYear: 3,
    public: 'Professionnels récemment arrivés dans le réseau.',
    goal: "Acquérir les repères essentiels : acteurs, dispositifs et cadre du service public régional de l'orientation.",
    description:
      'Parcours en ligne de sept heures à suivre à son rythme, ouvert par une classe virtuelle et clos par une classe virtuelle de questions-réponses.',
  },
  {
    name: 'Concevoir et animer un atelier collectif',
    axis: 6,
    type: 'FDF',
    provider: 'atelier-midi',
    days: 3,
    sessionsPerYear: 2,
    public: 'Professionnels qui animent ou vont animer des ateliers collectifs.',
    goal: 'Concevoir une séquence collective, choisir des méthodes actives et gérer la dynamique de groupe.',
    description:
      "Ingénierie d'une séquence, objectifs pédagogiques, techniques d'animation, gestion des situations de groupe. Chaque participant conçoit et teste une séquence.",
  },
  {
    name: 'Évaluer les compétences : outils et méthodes',
    axis: 6,
    type: 'MS',
    provider: 'trajectoires',
    days: 2,
    sessionsPerYear: 2,
    public: 'Conseillers et formateurs.',
    goal: "Choisir et utiliser des outils d'évaluation des compétences, y compris des compétences transversales.",
    description:
      'Référentiels de compétences, mises en situation professionnelle, portefeuilles de compétences, restitution des résultats à la personne.',
  },
  {
    name: 'Formateur occasionnel : transmettre son expertise',
    axis: 6,
    type: 'FDF',
    provider: 'provider',
    days: 3,
    sessionsPerYear: 2,
    public: 'Professionnels amenés à former ponctuellement leurs pairs.',
    goal: 'Préparer et animer une courte intervention de formation efficace.',
    description:
      "Principes d'apprentissage des adultes, préparation d'un déroulé, supports, évaluation. Microformations filmées et analysées en groupe.",
  },
  {
    name: 'Animer un réseau de partenaires sur son territoire',
    axis: 7,
    type: 'FC',
    provider: 'pyrenees',
    days: 2,
    sessionsPerYear: 2,
    public: 'Responsables de structure, coordinateurs et chargés de mission.',
    goal: "Mobiliser et faire vivre un réseau d'acteurs autour de projets communs.",
    description:
      'Cartographie des acteurs, gouvernance partagée, animation de réunions partenariales, outils collaboratifs et évaluation des actions conduites ensemble.',
  },
  {
    name: "Séminaire régional des acteurs de l'orientation",
    axis: 7,
    type: 'SEM',
    provider: 'cap-competences',
    days: 1,
    sessionsPerYear: 2,
    public: "Professionnels du service public régional de l'orientation.",
    goal: "Partager les orientations régionales de l'année et les pratiques inspirantes des territoires.",
    description:
      'Séance plénière, présentation des priorités régionales, ateliers thématiques et forum des initiatives locales.',
  },
  {
    name: "Gérer les situations de tension à l'accueil",
    axis: 8,
    type: 'FC',
    provider: 'atelier-midi',
    days: 2,
    sessionsPerYear: 4,
    public: "Chargés d'accueil, conseillers et responsables d'équipe.",
    goal: "Prévenir et désamorcer les situations de tension ou d'agressivité, et se protéger.",
    description:
      "Mécanismes de l'agressivité, communication non violente, gestion des émotions, organisation de l'accueil et soutien après un incident. Nombreuses mises en situation.",
  },
  {
    name: "Prévenir l'usure professionnelle des accompagnants",
    axis: 8,
    type: 'AAP',
    provider: 'trajectoires',
    days: 1,
    sessionsPerYear: 3,
    public: "Professionnels de l'accompagnement.",
    goal: 'Reconnaître les signes de l’usure professionnelle et construire des ressources individuelles et collectives.',
    description:
      'Atelier en petit groupe : facteurs de risques psychosociaux, régulation des émotions, appui du collectif de travail.',
  },
  {
    name: "Secret professionnel et partage d'informations",
    axis: 8,
    type: 'JP',
    provider: 'pyrenees',
    days: 1,
    sessionsPerYear: 2,
    public: "Tous les professionnels de l'accompagnement.",
    goal: 'Savoir ce qui peut être partagé, avec qui et dans quel cadre, dans le respect des personnes.',
    description:
      "Cadre juridique du secret et de la discrétion professionnels, partage d'informations entre partenaires, protection des données personnelles, études de cas.",
  },
];
