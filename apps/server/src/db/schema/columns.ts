import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Creation and update times, as timestamptz. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A PostgreSQL full-text document (`tsvector`), read back as its text form. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
