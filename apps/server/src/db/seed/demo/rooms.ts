import type { rooms } from '../../schema/index.js';
import { cityByName, type DemoCityName } from './cities.js';

const EQUIPMENT =
  'Accessible aux personnes à mobilité réduite. Vidéoprojecteur, paperboard et wifi.';
const WELCOME =
  "Accueil des participants à partir de 8 h 45 ; pièce d'identité demandée à l'entrée.";

function room(
  name: string,
  address: string,
  cityName: DemoCityName,
  seatAmount: number,
  cost: string,
  comment = EQUIPMENT,
): typeof rooms.$inferInsert & { city: DemoCityName } {
  const { zipCode } = cityByName(cityName);
  const query = encodeURIComponent(`${address}, ${zipCode} ${cityName}`);
  return {
    name,
    address,
    city: cityName,
    zipCode,
    seatAmount,
    cost,
    comment,
    details: WELCOME,
    googleLink: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}

/** 25 training rooms: every demo city has at least one, the large cities two or three. */
export const DEMO_ROOMS = [
  room('Hôtel de Région — salle Garonne', '22 boulevard du Maréchal Juin', 'Toulouse', 120, '0.00'),
  room("Maison de l'Orientation — salle Capitole", '12 rue Matabiau', 'Toulouse', 30, '180.00'),
  room('Espace Saint-Cyprien — salle Daurade', '3 place Olivier', 'Toulouse', 18, '120.00'),
  room(
    'Hôtel de Région — salle Méditerranée',
    '201 avenue de la Pompignane',
    'Montpellier',
    120,
    '0.00',
  ),
  room('Cité des métiers — salle Antigone', '8 rue de la République', 'Montpellier', 24, '160.00'),
  room('Espace Port Marianne — salle Lez', '110 avenue de la Mer', 'Montpellier', 16, '110.00'),
  room('Maison de la Région — salle Arènes', '19 boulevard Amiral Courbet', 'Nîmes', 30, '0.00'),
  room('Espace Feuchères — salle Jean Nicot', '6 avenue Feuchères', 'Nîmes', 14, '95.00'),
  room('Maison de la Région — salle Castillet', '3 rue Maréchal Foch', 'Perpignan', 25, '0.00'),
  room('Maison de la Région — salle Orb', '8 avenue Georges Clemenceau', 'Béziers', 20, '0.00'),
  room('Espace Via Domitia', '2 cours de la République', 'Narbonne', 20, '140.00'),
  room('Maison de la Région — salle de la Cité', '14 rue Courtejaire', 'Carcassonne', 20, '0.00'),
  room('Espace Lapérouse', '10 place Lapérouse', 'Albi', 24, '150.00'),
  room("Maison de l'Emploi — salle Agout", '21 rue Villegoudou', 'Castres', 16, '90.00'),
  room('Maison de la Région — salle Adour', '2 rue Brauhauban', 'Tarbes', 18, '0.00'),
  room(
    'Centre de congrès — salle Ingres',
    '12 boulevard Alsace-Lorraine',
    'Montauban',
    60,
    '350.00',
    'Amphithéâtre accessible aux personnes à mobilité réduite, sonorisation et boucle magnétique.',
  ),
  room('Maison de la Région — salle Aveyron', '7 avenue Victor Hugo', 'Rodez', 20, '0.00'),
  room('Espace Valentré', '30 quai Champollion', 'Cahors', 16, '100.00'),
  room('Maison de la Région — salle Gascogne', '4 rue Dessoles', 'Auch', 16, '0.00'),
  room('Espace Ariège Formation', '15 rue Lazéma', 'Foix', 14, '85.00'),
  room('Maison des services — salle Lot', '7 boulevard du Soubeyran', 'Mende', 14, '80.00'),
  room('Pôle Cévennes — salle Jean Jaurès', '4 avenue Jules Guesde', 'Alès', 20, '120.00'),
  room('Espace Georges Brassens — salle du Port', '12 quai de Bosc', 'Sète', 18, '130.00'),
  room('Maison de la Région — salle Tarn', "5 boulevard de l'Ayrolle", 'Millau', 14, '0.00'),
  room('Espace Champollion', '3 place Vival', 'Figeac', 14, '90.00'),
];
