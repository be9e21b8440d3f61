import {
  AUTH_COOKIE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  type ContentCode,
} from '@passerelle/shared';

/**
 * Default text of the nine content pages, written once at first start; administrators then edit
 * them (the seed never overwrites a page). Plain HTML that the content sanitiser keeps as is.
 */
export const DEFAULT_CONTENT_HTML: Record<ContentCode, string> = {
  format: [
    '<p>Les actions du programme régional de professionnalisation prennent plusieurs formes :</p>',
    '<ul>',
    "<li><strong>Présentiel</strong> : formations, ateliers et journées professionnelles dans l'une des villes de la région ;</li>",
    '<li><strong>Distanciel</strong> : classes virtuelles et webinaires, suivis depuis votre poste de travail ;</li>',
    '<li><strong>Hybride</strong> : la même session, en salle ou à distance au choix ;</li>',
    '<li><strong>E-learning</strong> : parcours en ligne à suivre à votre rythme, encadrés par des classes virtuelles.</li>',
    '</ul>',
    '<p>La fiche de chaque session précise sa modalité, ses dates et ses horaires.</p>',
  ].join('\n'),
  lab: [
    "<p>Le Lab est l'espace d'expérimentation du programme : des professionnels de l'orientation, de la formation et de l'emploi y testent ensemble de nouveaux outils et de nouvelles façons d'accompagner.</p>",
    "<p>Ateliers de conception, retours d'expérience et prototypes partagés : les travaux du Lab alimentent chaque année le programme de professionnalisation.</p>",
  ].join('\n'),
  condition: [
    "<p>Le programme s'adresse aux professionnels des structures de l'orientation, de la formation et de l'emploi de la région.</p>",
    '<ul>',
    "<li>L'inscription se fait en ligne, depuis la fiche de la session, avant la date limite indiquée.</li>",
    "<li>Selon l'action, la demande est validée par votre valideur RH puis par l'organisme de formation.</li>",
    '<li>Certaines actions sont réservées aux structures adhérentes.</li>',
    "<li>Le nombre d'inscriptions par personne et par an est limité ; le portail vous prévient si vous atteignez la limite.</li>",
    "<li>Lorsqu'une session est complète, vous pouvez rejoindre sa liste d'attente.</li>",
    "<li>En cas d'empêchement, annulez votre inscription depuis votre espace pour libérer la place.</li>",
    '</ul>',
    '<p>Les formations sont gratuites pour les participants ; les frais de déplacement restent à la charge de leur structure.</p>',
  ].join('\n'),
  about: [
    "<p>Passerelle est le portail du programme régional de professionnalisation des acteurs de l'orientation, de la formation et de l'emploi.</p>",
    "<p>Il présente le catalogue des actions et des sessions, permet de s'y inscrire et accompagne chacun : participants, valideurs RH, organismes de formation et équipe de gestion du programme.</p>",
  ].join('\n'),
  // The editor's part of /accessibility: the RGAA statement itself follows it, generated from
  // packages/shared/src/accessibility/statement.ts (decision 080).
  accessibility: [
    "<p>L'organisme qui porte le programme régional de professionnalisation s'engage à rendre le portail Passerelle accessible, conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005.</p>",
    "<p>Cette déclaration d'accessibilité s'applique au portail Passerelle. Le nom de l'éditeur, ses coordonnées et son plan de mise en accessibilité sont indiqués ici par l'administrateur du portail.</p>",
  ].join('\n'),
  legal: [
    '<h2>Éditeur</h2>',
    "<p>Le portail Passerelle est édité par l'organisme qui porte le programme régional de professionnalisation. Sa raison sociale, son adresse et le nom du directeur de la publication sont indiqués ici par l'administrateur du portail.</p>",
    '<h2>Hébergement</h2>',
    "<p>Le nom, l'adresse et le téléphone de l'hébergeur sont indiqués ici par l'administrateur du portail.</p>",
    '<h2>Données personnelles</h2>',
    "<p>Les données recueillies (identité, structure, inscriptions) servent uniquement à la gestion des formations du programme. Conformément au règlement général sur la protection des données, vous disposez d'un droit d'accès, de rectification et d'effacement, que vous pouvez exercer par le formulaire de contact du portail.</p>",
    '<h2>Propriété intellectuelle</h2>',
    '<p>Les contenus du portail ne peuvent être reproduits sans autorisation, sauf mention contraire.</p>',
  ].join('\n'),
  cookies: [
    '<p>Le portail ne dépose que les cookies strictement nécessaires à son fonctionnement. Ils sont dispensés de consentement et aucun cookie de mesure d’audience ou de publicité n’est utilisé.</p>',
    '<ul>',
    `<li><strong>${AUTH_COOKIE}</strong> : garde votre connexion ouverte ; supprimé à la déconnexion, il expire au plus tard à la fin de la durée de connexion.</li>`,
    `<li><strong>${LOCALE_COOKIE}</strong> : retient la langue de l'interface pendant ${LOCALE_COOKIE_MAX_AGE_DAYS} jours.</li>`,
    '</ul>',
    "<p>Le navigateur conserve aussi localement l'état de votre session. Ces données ne sont transmises à aucun tiers.</p>",
  ].join('\n'),
  cgu: [
    "<p>L'utilisation du portail Passerelle vaut acceptation des présentes conditions générales d'utilisation.</p>",
    '<h2>Accès au service</h2>',
    "<p>Le catalogue est consultable librement. L'inscription aux sessions est réservée aux professionnels disposant d'un compte rattaché à une structure.</p>",
    '<h2>Engagements de l’utilisateur</h2>',
    "<p>L'utilisateur garde son mot de passe confidentiel, fournit des informations exactes et annule sans tarder une inscription qu'il ne peut honorer.</p>",
    '<h2>Responsabilité</h2>',
    "<p>L'éditeur s'efforce d'assurer la disponibilité du portail mais ne peut garantir une absence totale d'interruption, notamment pour maintenance.</p>",
    '<h2>Modification des conditions</h2>',
    '<p>Ces conditions peuvent évoluer ; la version en vigueur est celle publiée sur cette page.</p>',
  ].join('\n'),
  message: [
    '<p>Bienvenue sur le portail du programme régional de professionnalisation des acteurs de l’orientation, de la formation et de l’emploi.</p>',
  ].join('\n'),
};

/**
 * The text /accessibility was seeded with before decision 080, the whole statement typed by hand:
 * a page still holding it, never edited, takes the new default (the statement is now generated
 * after it, and would otherwise be said twice).
 */
export const FORMER_ACCESSIBILITY_HTML = [
  "<p>L'éditeur du portail s'engage à le rendre accessible conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005.</p>",
  '<h2>État de conformité</h2>',
  "<p>Le portail Passerelle est <strong>partiellement conforme</strong> avec le référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1.2, en raison des non-conformités énumérées ci-dessous.</p>",
  '<h2>Contenus non accessibles</h2>',
  '<ul>',
  '<li>Certains documents PDF téléchargeables (programmes, attestations) ne sont pas entièrement balisés.</li>',
  '<li>Certains contenus saisis par les organismes de formation peuvent ne pas respecter toutes les règles de structuration.</li>',
  '</ul>',
  '<h2>Retour d’information et contact</h2>',
  "<p>Si vous n'arrivez pas à accéder à un contenu ou à un service, écrivez-nous par le formulaire de contact du portail pour obtenir une alternative accessible.</p>",
  '<h2>Voies de recours</h2>',
  '<p>Si vous constatez un défaut d’accessibilité qui vous empêche d’accéder à un contenu et que vous n’obtenez pas de réponse satisfaisante, vous pouvez saisir le Défenseur des droits (<a href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</a>).</p>',
].join('\n');
