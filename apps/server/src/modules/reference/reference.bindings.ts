import { sql } from 'drizzle-orm';
import type { ResourceBinding } from '../../lib/crud/index.js';
import { actionTypes, axes, cities, rooms } from '../../db/schema/index.js';

// The reference lists the back office's filters and forms read, the same for everyone.
export const axesBinding: ResourceBinding = { table: axes, sharedList: true };

export const citiesBinding: ResourceBinding = { table: cities, sharedList: true };

/** Rooms: the files uploaded through `room_files/multiple` are attached by id. */
export const roomsBinding: ResourceBinding = {
  table: rooms,
  fields: { file1: rooms.file1Id, file2: rooms.file2Id, pdf: rooms.pdfId },
};

/**
 * Action types show `disabledAt` as the `active` toggle. Switching a type off stamps the date once
 * (saving an already inactive type keeps its date); switching it on clears it.
 */
export const actionTypesBinding: ResourceBinding = {
  table: actionTypes,
  sharedList: true,
  fields: {
    active: {
      read: sql<boolean>`(${actionTypes.disabledAt} is null)`,
      write: (value, mode) => {
        if (value !== false) return { disabledAt: null };
        return {
          disabledAt:
            mode === 'create' ? sql`now()` : sql`coalesce(${actionTypes.disabledAt}, now())`,
        };
      },
    },
  },
};
