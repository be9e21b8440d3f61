/** The layouts of spec §2. */
export const LAYOUTS = ['default', 'back', 'beneficiary', 'hr', 'login', 'survey'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export interface AppRoute {
  /** Path pattern, React Router style: `:id` and `:code` match one segment. */
  readonly path: string;
  /** Nuxt-style route name: the segments joined by `-`, params named without the colon. */
  readonly name: string;
  readonly layout: LayoutName;
  /** French page title (the `<title>` and the `<h1>`). */
  readonly title: string;
  /**
   * One French line saying what the page holds: the meta description search engines show under
   * the title. Only the public pages have one; the others are never indexed.
   */
  readonly description?: string;
  /** Open to anonymous visitors. */
  readonly public?: boolean;
  /**
   * Rendered in the browser only (spec §2: reports and surveys; decision 099: the signed-in
   * spaces' pages that read their data from the API): no server loader, the profile's shell.
   */
  readonly clientOnly?: boolean;
  /** Route name of the parent page whose tabs this page is (programming/{id}). */
  readonly parent?: string;
  /** The guard always redirects this path; the page never renders. */
  readonly redirectOnly?: boolean;
  /**
   * Opened from a link sent by mail, the page shows that link's own state, which using it
   * changes: never kept for other visitors, even for a few seconds.
   */
  readonly linkPage?: boolean;
}

/** Every route of spec §2. The web app builds its route table and page titles from this list. */
export const APP_ROUTES = [
  // Public pages.
  {
    path: '/',
    name: 'index',
    layout: 'default',
    public: true,
    title: 'Accueil',
    description: "Présentation du programme, message d'information, documents et liens utiles.",
  },
  {
    path: '/login',
    name: 'login',
    layout: 'login',
    public: true,
    title: 'Connexion',
    description: 'Connexion à votre compte Passerelle.',
  },
  {
    path: '/forgot-password',
    name: 'forgot-password',
    layout: 'login',
    public: true,
    title: 'Mot de passe oublié',
    description: 'Demande d’un lien pour choisir un nouveau mot de passe.',
  },
  {
    path: '/reset-password',
    name: 'reset-password',
    layout: 'login',
    public: true,
    title: 'Nouveau mot de passe',
    description: 'Choix d’un nouveau mot de passe depuis le lien reçu par e-mail.',
    linkPage: true,
  },
  {
    path: '/registration-decision/:token',
    name: 'registration-decision-token',
    layout: 'login',
    public: true,
    title: 'Décision sur une demande d’inscription',
    description:
      'Valider ou refuser une demande d’inscription depuis le lien reçu par courriel, sans se connecter.',
    linkPage: true,
  },
  {
    path: '/favorite-alerts/:token',
    name: 'favorite-alerts-token',
    layout: 'login',
    public: true,
    title: 'Alertes sur les formations favorites',
    description:
      'Ne plus recevoir, ou recevoir de nouveau, les alertes sur les formations favorites depuis le lien reçu par courriel, sans se connecter.',
    linkPage: true,
  },
  {
    path: '/training',
    name: 'training',
    layout: 'default',
    public: true,
    title: 'Catalogue des formations',
    description: 'Recherche simple et avancée parmi les actions et sessions de formation.',
  },
  {
    path: '/training/:id',
    name: 'training-id',
    layout: 'default',
    public: true,
    title: 'Détail de la formation',
    description:
      "Présentation d'une session : favori, sessions liées, inscription ou liste d'attente.",
  },
  {
    path: '/calendar',
    name: 'calendar',
    layout: 'default',
    public: true,
    title: 'Calendrier des formations',
    description: 'Les sessions de formation à venir, jour par jour.',
  },
  {
    path: '/format',
    name: 'format',
    layout: 'default',
    public: true,
    title: 'Formats des formations',
    description: 'Les différents formats de formation proposés.',
  },
  {
    path: '/condition',
    name: 'condition',
    layout: 'default',
    public: true,
    title: 'Conditions de participation',
    description: 'Les conditions pour participer aux formations.',
  },
  {
    path: '/about',
    name: 'about',
    layout: 'default',
    public: true,
    title: 'À propos',
    description: 'Le programme régional de professionnalisation.',
  },
  {
    path: '/lab',
    name: 'lab',
    layout: 'default',
    public: true,
    title: 'Le Lab',
    description: 'Présentation du Lab.',
  },
  {
    path: '/cookies',
    name: 'cookies',
    layout: 'default',
    public: true,
    title: 'Gestion des cookies',
    description: 'Les cookies utilisés par Passerelle.',
  },
  {
    path: '/cgu',
    name: 'cgu',
    layout: 'default',
    public: true,
    title: "Conditions générales d'utilisation",
    description: "Les conditions générales d'utilisation de Passerelle.",
  },
  {
    path: '/accessibility',
    name: 'accessibility',
    layout: 'default',
    public: true,
    title: 'Accessibilité',
    description: "La déclaration d'accessibilité de Passerelle.",
  },
  {
    path: '/legal_mentions',
    name: 'legal_mentions',
    layout: 'default',
    public: true,
    title: 'Mentions légales',
    description: 'Les mentions légales de Passerelle.',
  },

  // Back office.
  {
    path: '/back',
    name: 'back',
    layout: 'back',
    redirectOnly: true,
    title: 'Espace de gestion',
  },
  {
    path: '/back/programming',
    name: 'back-programming',
    layout: 'back',
    clientOnly: true,
    title: 'Programmation',
  },
  {
    path: '/back/programming/:id',
    name: 'back-programming-id',
    layout: 'back',
    clientOnly: true,
    title: "Détail de l'action de formation",
  },
  {
    path: '/back/programming/:id/action',
    name: 'back-programming-id-action',
    layout: 'back',
    clientOnly: true,
    parent: 'back-programming-id',
    title: 'Action de formation',
  },
  {
    path: '/back/programming/:id/sessions',
    name: 'back-programming-id-sessions',
    layout: 'back',
    clientOnly: true,
    parent: 'back-programming-id',
    title: "Sessions de l'action",
  },
  {
    path: '/back/programming/:id/speakers',
    name: 'back-programming-id-speakers',
    layout: 'back',
    clientOnly: true,
    parent: 'back-programming-id',
    title: "Intervenants de l'action",
  },
  {
    path: '/back/programming/:id/registrations',
    name: 'back-programming-id-registrations',
    layout: 'back',
    clientOnly: true,
    parent: 'back-programming-id',
    title: "Inscriptions à l'action",
  },
  {
    path: '/back/registrations',
    name: 'back-registrations',
    layout: 'back',
    clientOnly: true,
    title: 'Inscriptions',
  },
  {
    path: '/back/speakers',
    name: 'back-speakers',
    layout: 'back',
    clientOnly: true,
    title: 'Intervenants',
  },
  {
    path: '/back/surveys',
    name: 'back-surveys',
    layout: 'back',
    clientOnly: true,
    title: 'Suivi des questionnaires de satisfaction',
  },
  {
    path: '/back/surveys/:id',
    name: 'back-surveys-id',
    layout: 'back',
    clientOnly: true,
    title: 'Résultats du questionnaire de satisfaction',
  },
  {
    path: '/back/information',
    name: 'back-information',
    layout: 'back',
    clientOnly: true,
    title: 'Informations prestataire',
  },
  {
    // The guard opens the validator's first structure.
    path: '/back/structures',
    name: 'back-structures',
    layout: 'hr',
    redirectOnly: true,
    title: 'Structures',
  },
  {
    path: '/back/structures/:id',
    name: 'back-structures-id',
    layout: 'hr',
    clientOnly: true,
    title: 'Structure',
  },

  // Administration.
  {
    path: '/back/admin/axis',
    name: 'back-admin-axis',
    layout: 'back',
    clientOnly: true,
    title: 'Axes',
  },
  {
    path: '/back/admin/actions',
    name: 'back-admin-actions',
    layout: 'back',
    clientOnly: true,
    title: "Types d'action",
  },
  {
    path: '/back/admin/rooms',
    name: 'back-admin-rooms',
    layout: 'back',
    clientOnly: true,
    title: 'Salles',
  },
  {
    path: '/back/admin/cities',
    name: 'back-admin-cities',
    layout: 'back',
    clientOnly: true,
    title: 'Villes',
  },
  {
    path: '/back/admin/users',
    name: 'back-admin-users',
    layout: 'back',
    clientOnly: true,
    title: 'Utilisateurs',
  },
  {
    path: '/back/admin/structures',
    name: 'back-admin-structures',
    layout: 'back',
    clientOnly: true,
    title: 'Administration des structures',
  },
  {
    path: '/back/admin/structures/:id',
    name: 'back-admin-structures-id',
    layout: 'back',
    clientOnly: true,
    title: 'Fiche de la structure',
  },
  {
    path: '/back/admin/documents',
    name: 'back-admin-documents',
    layout: 'back',
    clientOnly: true,
    title: "Documents de la page d'accueil",
  },
  {
    path: '/back/admin/links',
    name: 'back-admin-links',
    layout: 'back',
    clientOnly: true,
    title: "Liens de la page d'accueil",
  },
  {
    path: '/back/admin/templates',
    name: 'back-admin-templates',
    layout: 'back',
    clientOnly: true,
    title: 'Modèles de documents et de courriels',
  },
  {
    path: '/back/admin/content',
    name: 'back-admin-content',
    layout: 'back',
    redirectOnly: true,
    title: 'Contenus',
  },
  {
    path: '/back/admin/content/:code',
    name: 'back-admin-content-code',
    layout: 'back',
    title: 'Contenu de page',
  },
  {
    path: '/back/admin/parameters',
    name: 'back-admin-parameters',
    layout: 'back',
    title: 'Paramètres',
  },
  {
    path: '/back/admin/references',
    name: 'back-admin-references',
    layout: 'back',
    clientOnly: true,
    title: 'Référentiels',
  },
  {
    path: '/back/admin/jobs',
    name: 'back-admin-jobs',
    layout: 'back',
    clientOnly: true,
    title: 'Tâches automatiques',
  },
  {
    path: '/back/admin/lheo',
    name: 'back-admin-lheo',
    layout: 'back',
    clientOnly: true,
    title: 'Offre de formation au format LHÉO',
  },

  // Reports and surveys: outside the normal layout, rendered on the client.
  {
    path: '/reports',
    name: 'reports',
    layout: 'survey',
    clientOnly: true,
    title: 'Bilans pédagogiques',
  },
  {
    path: '/reports/:id',
    name: 'reports-id',
    layout: 'survey',
    clientOnly: true,
    title: 'Bilan pédagogique',
  },
  {
    path: '/surveys',
    name: 'surveys',
    layout: 'survey',
    clientOnly: true,
    title: 'Questionnaires de satisfaction',
  },
  {
    path: '/surveys/:id',
    name: 'surveys-id',
    layout: 'survey',
    clientOnly: true,
    title: 'Questionnaire de satisfaction',
  },

  // Beneficiary area.
  {
    path: '/beneficiary',
    name: 'beneficiary',
    layout: 'beneficiary',
    redirectOnly: true,
    title: 'Mon espace',
  },
  {
    path: '/beneficiary/favorites',
    name: 'beneficiary-favorites',
    layout: 'beneficiary',
    clientOnly: true,
    title: 'Mes favoris',
  },
  {
    path: '/beneficiary/future',
    name: 'beneficiary-future',
    layout: 'beneficiary',
    clientOnly: true,
    title: 'Mes formations en cours et à venir',
  },
  {
    path: '/beneficiary/passed',
    name: 'beneficiary-passed',
    layout: 'beneficiary',
    clientOnly: true,
    title: 'Mes formations passées',
  },
  {
    path: '/beneficiary/information',
    name: 'beneficiary-information',
    layout: 'beneficiary',
    title: 'Mes informations',
  },
  {
    // The address of the QR code a provider shows during a signing window (decision 038).
    path: '/beneficiary/sign/:token',
    name: 'beneficiary-sign-token',
    layout: 'beneficiary',
    title: 'Émargement',
  },
] as const satisfies readonly AppRoute[];

export type RouteName = (typeof APP_ROUTES)[number]['name'];

/**
 * The pathname the router will match: query and hash cut off, empty segments (`//`, trailing `/`)
 * dropped, each segment percent-decoded as React Router does (an encoded `/` stays `%2F`).
 * Without this, `/back/%61dmin/users` would slip past the guard yet open the admin page.
 */
export function pathnameOf(pathWithQuery: string): string {
  const cut = pathWithQuery.search(/[?#]/);
  const pathname = cut < 0 ? pathWithQuery : pathWithQuery.slice(0, cut);
  return `/${segmentsOf(pathname).map(decodeSegment).join('/')}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replaceAll('/', '%2F');
  } catch {
    return segment;
  }
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const COMPILED = APP_ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) }));

/**
 * The route matching a pathname, literal segments winning over params; null when none.
 * Case-insensitive, as React Router matches by default.
 */
export function matchRoute(pathname: string): (AppRoute & { name: RouteName }) | null {
  const segments = segmentsOf(pathnameOf(pathname));
  let best: { route: (typeof APP_ROUTES)[number]; literals: number } | null = null;
  for (const { route, segments: pattern } of COMPILED) {
    if (pattern.length !== segments.length) continue;
    let literals = 0;
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) return true;
      literals += 1;
      return part === segments[index]?.toLowerCase();
    });
    if (matches && (!best || literals > best.literals)) best = { route, literals };
  }
  return best?.route ?? null;
}

/** Nuxt-style route name of a pathname (`/back/programming/12` → `back-programming-id`). */
export function routeNameOf(pathname: string): RouteName | null {
  return matchRoute(pathname)?.name ?? null;
}

/** A session's sheet in its action's sessions tab (its documents and their sends show there). */
export function sessionPagePath(actionId: number, sessionId: number): string {
  return `/back/programming/${actionId}/sessions?session=${sessionId}`;
}

/** The route of a given name. */
export function appRoute(name: RouteName): AppRoute {
  const route = APP_ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}
