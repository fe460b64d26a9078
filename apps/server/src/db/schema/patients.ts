import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, updatedAt } from './_helpers';

/** A patient record; accountId is the account whose own record this is (role PATIENT), if any. */
export const patients = pgTable(
  'patients',
  {
    id: id(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['MALE', 'FEMALE', 'UNKNOWN'] }).notNull().default('UNKNOWN'),
    nationalId: text('national_id'),
    documentNumber: text('document_number'),
    countryCode: text('country_code'),
    addressCountryCode: text('address_country_code'),
    city: text('city'),
    street: text('street'),
    houseNumber: text('house_number'),
    postalCode: text('postal_code'),
    authorized: boolean('authorized').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('patients_account_id_idx').on(t.accountId), index('patients_national_id_idx').on(t.nationalId)],
);
export type PatientRow = typeof patients.$inferSelect;
