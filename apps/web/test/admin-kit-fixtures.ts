import {
  defineResource,
  parseListQuery,
  type Resource,
  type ResourceItem,
} from '@passerelle/shared';
import { vi } from 'vitest';

import { jsonResponse } from './fixtures';

/** A resource with one field of each kind the form and the filters draw differently. */
export const samplesResource = defineResource({
  name: 'samples',
  labels: { singular: 'Échantillon', plural: 'Échantillons', create: 'Créer un échantillon' },
  permissions: { read: 'admin.access', write: 'reference.manage' },
  fields: [
    { key: 'name', label: 'Nom', kind: 'text', required: true, inList: true, sortable: true },
    { key: 'code', label: 'Code', kind: 'text', unique: true, inList: true, sortable: true },
    {
      key: 'level',
      label: 'Niveau',
      kind: 'select',
      options: [
        { value: 'low', label: 'Bas' },
        { value: 'high', label: 'Haut' },
      ],
      inList: true,
      filterable: true,
    },
    { key: 'axisId', label: 'Axe', kind: 'reference', reference: 'axes' },
    { key: 'startsOn', label: 'Début', kind: 'date', inList: true },
    { key: 'email', label: 'Courriel', kind: 'email' },
    { key: 'ratio', label: 'Taux', kind: 'number' },
    { key: 'cost', label: 'Coût', kind: 'decimal' },
    { key: 'keywords', label: 'Mots-clés', kind: 'tags' },
    { key: 'city', label: 'Ville', kind: 'text', filterable: true },
    {
      key: 'enabled',
      label: 'Actif',
      kind: 'boolean',
      defaultValue: false,
      inList: true,
      filterable: true,
    },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  searchable: ['name'],
});

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/** Spies on `window.fetch`, answering each call with `handler`; the calls are recorded. */
export function mockFetch(handler: (call: ApiCall) => Response | Promise<Response>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  return { spy, calls };
}

/**
 * A small in-memory stand-in for the API of one resource, following the HTTP contract of the
 * generic resource routes: list (q on the searchable fields, filters, sort, pages), read,
 * create and update (409 on a duplicate of a unique field), delete (409 when `inUse` names the
 * id) and `is_unique_{field}`.
 */
export function fakeResourceApi(
  resource: Resource,
  rows: ResourceItem[],
  inUse = new Set<number>(),
) {
  const base = `/api/${resource.name}`;
  let nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;
  const duplicate = (body: Record<string, unknown>, id: number | null) => {
    for (const field of resource.fields.filter((f) => f.unique)) {
      if (body[field.key] === undefined) continue;
      if (rows.some((row) => row.id !== id && row[field.key] === body[field.key])) {
        return jsonResponse(409, {
          error: 'Conflit',
          code: 'CONFLICT',
          fieldErrors: {
            [field.key]: [field.key === 'number' ? 'Ce numéro est déjà utilisé' : 'Déjà pris'],
          },
        });
      }
    }
    return null;
  };

  return (call: ApiCall): Response => {
    const path = call.url.pathname;
    if (path.startsWith(`${base}/is_unique_`)) {
      const key = path.slice(`${base}/is_unique_`.length);
      const value = call.url.searchParams.get('value');
      const exclude = Number(call.url.searchParams.get('excludeId') ?? 0);
      const taken = rows.some((row) => row.id !== exclude && String(row[key]) === value);
      return jsonResponse(200, { unique: !taken });
    }
    const id = path === base ? null : Number(path.slice(base.length + 1));
    const index = rows.findIndex((row) => row.id === id);
    if (call.method === 'GET' && id === null) {
      const query = parseListQuery(resource, call.url.searchParams);
      const sort = query.sort ?? resource.defaultSort;
      const found = rows
        .filter(
          (row) =>
            !query.q ||
            resource.searchable.some((key) =>
              String(row[key] ?? '')
                .toLowerCase()
                .includes(query.q!.toLowerCase()),
            ),
        )
        .filter((row) => Object.entries(query.filters).every(([key, v]) => row[key] === v))
        .sort((a, b) => {
          const order = String(a[sort.field]).localeCompare(String(b[sort.field]), 'fr', {
            numeric: true,
          });
          return sort.direction === 'asc' ? order : -order;
        });
      const start = (query.page - 1) * query.pageSize;
      return jsonResponse(200, {
        items: found.slice(start, start + query.pageSize),
        total: found.length,
        page: query.page,
        pageSize: query.pageSize,
      });
    }
    if (call.method === 'POST' && id === null) {
      const body = call.body as Record<string, unknown>;
      const conflict = duplicate(body, null);
      if (conflict) return conflict;
      const row = { ...body, id: nextId++ } as ResourceItem;
      rows.push(row);
      return jsonResponse(201, row);
    }
    if (index < 0) return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
    if (call.method === 'GET') return jsonResponse(200, rows[index]);
    if (call.method === 'PATCH') {
      const body = call.body as Record<string, unknown>;
      const conflict = duplicate(body, id);
      if (conflict) return conflict;
      rows[index] = { ...rows[index]!, ...body };
      return jsonResponse(200, rows[index]);
    }
    if (call.method === 'DELETE') {
      if (inUse.has(id!)) {
        return jsonResponse(409, {
          error: 'Suppression impossible : cet élément est utilisé par 2 actions de formation.',
          code: 'RESOURCE_IN_USE',
        });
      }
      rows.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return jsonResponse(405, { error: 'Opération non autorisée', code: 'METHOD_NOT_ALLOWED' });
  };
}
