import type { publicDocuments, publicLinks, publicMessages } from '../../schema/index.js';
import { DAY_MS } from '../calendar.js';

/** The home page's published message: registrations for next year's programme are open. */
export function demoPublicMessage(now: Date, year: number): typeof publicMessages.$inferInsert {
  return {
    title: `Programme ${year + 1} : les inscriptions sont ouvertes`,
    html:
      `<p>Le programme régional de professionnalisation ${year + 1} est en ligne : plus de trente actions ` +
      `de formation, journées professionnelles et ateliers, partout en Occitanie et à distance.</p>` +
      `<p>Inscrivez-vous depuis la fiche de chaque session ; votre demande est transmise à votre ` +
      `valideur RH lorsque l'action le prévoit.</p>`,
    published: true,
    startsAt: new Date(now.getTime() - 10 * DAY_MS),
  };
}

/** Documents offered on the home page, as links to their published PDF. */
export function demoPublicDocuments(year: number): (typeof publicDocuments.$inferInsert)[] {
  return [
    {
      name: `Catalogue du programme ${year + 1}`,
      url: `https://www.passerelle-occitanie.example/documents/catalogue-${year + 1}.pdf`,
    },
    {
      name: 'Guide du participant',
      url: 'https://www.passerelle-occitanie.example/documents/guide-du-participant.pdf',
    },
    {
      name: `Bilan d'activité ${year - 1}`,
      url: `https://www.passerelle-occitanie.example/documents/bilan-activite-${year - 1}.pdf`,
    },
  ].map((document, index) => ({ ...document, published: true, position: index + 1 }));
}

/** Public sites every professional of the network uses. */
export const DEMO_PUBLIC_LINKS: (typeof publicLinks.$inferInsert)[] = [
  { name: 'Mon Compte Formation', url: 'https://www.moncompteformation.gouv.fr/' },
  {
    name: 'France compétences — répertoires des certifications',
    url: 'https://www.francecompetences.fr/',
  },
  { name: 'Service-public.fr — vos droits et démarches', url: 'https://www.service-public.fr/' },
].map((link, index) => ({ ...link, published: true, position: index + 1 }));
