/**
 * Twenty cities of Occitanie (the region that runs the demo programme), one or two per
 * département: INSEE commune code, name, and the postal code of their training rooms.
 */
export const DEMO_CITIES = [
  { code: '31555', value: 'Toulouse', zipCode: '31000' },
  { code: '34172', value: 'Montpellier', zipCode: '34000' },
  { code: '30189', value: 'Nîmes', zipCode: '30000' },
  { code: '66136', value: 'Perpignan', zipCode: '66000' },
  { code: '34032', value: 'Béziers', zipCode: '34500' },
  { code: '11262', value: 'Narbonne', zipCode: '11100' },
  { code: '11069', value: 'Carcassonne', zipCode: '11000' },
  { code: '81004', value: 'Albi', zipCode: '81000' },
  { code: '81065', value: 'Castres', zipCode: '81100' },
  { code: '65440', value: 'Tarbes', zipCode: '65000' },
  { code: '82121', value: 'Montauban', zipCode: '82000' },
  { code: '12202', value: 'Rodez', zipCode: '12000' },
  { code: '46042', value: 'Cahors', zipCode: '46000' },
  { code: '32013', value: 'Auch', zipCode: '32000' },
  { code: '09122', value: 'Foix', zipCode: '09000' },
  { code: '48095', value: 'Mende', zipCode: '48000' },
  { code: '30007', value: 'Alès', zipCode: '30100' },
  { code: '34301', value: 'Sète', zipCode: '34200' },
  { code: '12145', value: 'Millau', zipCode: '12100' },
  { code: '46102', value: 'Figeac', zipCode: '46100' },
] as const;

export type DemoCityName = (typeof DEMO_CITIES)[number]['value'];

export function cityByName(name: DemoCityName): (typeof DEMO_CITIES)[number] {
  return DEMO_CITIES.find((city) => city.value === name)!;
}
