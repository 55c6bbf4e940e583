import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: every table that dates its rows has it. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
