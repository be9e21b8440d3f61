import type { axes } from '../../schema/index.js';

/**
 * The eight axes of the regional professionalisation programme. Their colours are dark enough for
 * white text (contrast 4.5:1 or more, checked by seed.test.ts) and far apart from each other.
 */
export const DEMO_AXES: (typeof axes.$inferInsert & { number: number })[] = [
  {
    number: 1,
    name: 'Accueil, information et orientation des publics',
    description:
      "Premier accueil, analyse de la demande et information sur les métiers, les formations et les dispositifs, dans le cadre du service public régional de l'orientation.",
    color: '#1D4ED8',
  },
  {
    number: 2,
    name: "Accompagnement vers l'emploi et la formation",
    description:
      'Construction de parcours, relation aux entreprises, reconversion et sécurisation des transitions professionnelles.',
    color: '#047857',
  },
  {
    number: 3,
    name: "Connaissance des métiers et de l'économie régionale",
    description:
      "Secteurs qui recrutent, métiers en tension, évolutions de l'emploi en Occitanie et outils d'information sur le marché du travail.",
    color: '#B45309',
  },
  {
    number: 4,
    name: 'Inclusion et égalité des chances',
    description:
      "Accompagnement des publics éloignés de l'emploi, handicap, égalité entre les femmes et les hommes, prévention de l'illettrisme et du décrochage.",
    color: '#BE123C',
  },
  {
    number: 5,
    name: 'Numérique et transformation des pratiques',
    description:
      "Accompagnement à distance, inclusion numérique des publics, outils collaboratifs et usages raisonnés de l'intelligence artificielle.",
    color: '#6D28D9',
  },
  {
    number: 6,
    name: 'Ingénierie et pédagogie de la formation',
    description:
      'Conception et animation de séquences collectives, évaluation des acquis, validation et certification des compétences.',
    color: '#0E7490',
  },
  {
    number: 7,
    name: 'Coopération et animation territoriale',
    description:
      "Travail en réseau entre acteurs de l'orientation, de la formation et de l'emploi, partenariats et projets de territoire.",
    color: '#4D7C0F',
  },
  {
    number: 8,
    name: 'Posture professionnelle et qualité de service',
    description:
      "Éthique et déontologie de l'accompagnement, gestion des situations difficiles, prévention de l'usure professionnelle.",
    color: '#A21CAF',
  },
];
