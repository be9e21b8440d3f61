import { defineResource, type Resource } from './define';

// Reference data of spec §3 administered under /back/admin (admin only).
const ADMIN = { read: 'admin.access', write: 'reference.manage' } as const;

export const axesResource = defineResource({
  name: 'axes',
  labels: { singular: 'Axe', plural: 'Axes', create: 'Créer un axe' },
  permissions: ADMIN,
  fields: [
    {
      key: 'number',
      label: 'Numéro',
      kind: 'integer',
      required: true,
      min: 1,
      unique: true,
      inList: true,
      sortable: true,
    },
    {
      key: 'name',
      label: 'Nom',
      kind: 'text',
      required: true,
      maxLength: 255,
      inList: true,
      sortable: true,
    },
    { key: 'description', label: 'Description', kind: 'textarea' },
    { key: 'color', label: 'Couleur', kind: 'color', inList: true },
  ],
  defaultSort: { field: 'number', direction: 'asc' },
  searchable: ['name', 'description'],
});

export const citiesResource = defineResource({
  name: 'cities',
  labels: { singular: 'Ville', plural: 'Villes', create: 'Créer une ville' },
  permissions: ADMIN,
  fields: [
    {
      key: 'code',
      label: 'Code',
      kind: 'text',
      required: true,
      unique: true,
      inList: true,
      sortable: true,
    },
    { key: 'value', label: 'Nom', kind: 'text', required: true, inList: true, sortable: true },
  ],
  defaultSort: { field: 'value', direction: 'asc' },
  searchable: ['code', 'value'],
});

export const roomsResource = defineResource({
  name: 'rooms',
  labels: { singular: 'Salle', plural: 'Salles', create: 'Créer une salle' },
  permissions: ADMIN,
  fields: [
    { key: 'name', label: 'Nom', kind: 'text', required: true, inList: true, sortable: true },
    { key: 'address', label: 'Adresse', kind: 'text', inList: true },
    { key: 'city', label: 'Ville', kind: 'text', inList: true, sortable: true, filterable: true },
    { key: 'zipCode', label: 'Code postal', kind: 'postalCode', inList: true, sortable: true },
    {
      key: 'seatAmount',
      label: 'Nombre de places',
      kind: 'integer',
      min: 0,
      inList: true,
      sortable: true,
    },
    { key: 'cost', label: 'Coût', kind: 'decimal', scale: 2 },
    { key: 'comment', label: 'Commentaire', kind: 'textarea' },
    { key: 'details', label: 'Détails', kind: 'textarea' },
    { key: 'googleLink', label: 'Lien Google Maps', kind: 'url' },
    { key: 'enabled', label: 'Active', kind: 'boolean', inList: true, filterable: true },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  searchable: ['name', 'address', 'city', 'zipCode'],
});

/** Every resource definition by its API name. */
export const RESOURCES: Readonly<Record<string, Resource>> = {
  axes: axesResource,
  cities: citiesResource,
  rooms: roomsResource,
};
