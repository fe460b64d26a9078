import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key; ids travel as JSON numbers (the spec's ids are numeric). */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
