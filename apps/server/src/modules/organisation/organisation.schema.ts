import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';

/**
 * The provider's organisation, kept by the clinic in the console (module organisation) and read by
 * later modules through `integrations/his`. `system` names the system of record of a row: PORTAL for
 * rows the console keeps; an external HIS's rows carry their own system code and `externalId`, so a
 * booking can be addressed as `{system}/{id}` (the spec's way) whichever system holds it.
 */
const origin = () => ({
  system: text('system').notNull().default('PORTAL'),
  externalId: text('external_id'),
});

/** A unit (clinic, outpatient centre) with its address and phone. */
export const units = pgTable(
  'units',
  {
    id: id(),
    ...origin(),
    name: text('name').notNull(),
    /** Short code shown in lists (e.g. POZ-KRK-1). */
    code: text('code').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    apartmentNumber: text('apartment_number'),
    postalCode: text('postal_code').notNull(),
    phone: text('phone'),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('units_code_idx').on(sql`lower(${t.code})`),
    uniqueIndex('units_system_external_id_idx').on(t.system, t.externalId),
    index('units_name_idx').on(t.name, t.id),
  ],
);

/**
 * A practitioner: degree (lek., lek. med., dr n. med., mgr, ...), occupation (DOCTOR, NURSE, MIDWIFE,
 * ...), specialities (dictionary codes), the 7-digit practice number (NPWZ) and the primary-care roles
 * (GP, NURSE, MIDWIFE) patients can declare for.
 */
export const practitioners = pgTable(
  'practitioners',
  {
    id: id(),
    ...origin(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    degree: text('degree'),
    occupation: text('occupation', { enum: ['DOCTOR', 'NURSE', 'MIDWIFE', 'PHYSIOTHERAPIST', 'OTHER'] }).notNull(),
    specialities: text('specialities').array().notNull().default(sql`'{}'::text[]`),
    practiceNumber: text('practice_number'),
    primaryCareRoles: text('primary_care_roles', { enum: ['GP', 'NURSE', 'MIDWIFE'] }).array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('practitioners_system_external_id_idx').on(t.system, t.externalId),
    uniqueIndex('practitioners_practice_number_idx').on(t.practiceNumber),
    index('practitioners_last_name_name_id_idx').on(t.lastName, t.name, t.id),
  ],
);

/** Where a practitioner works. */
export const practitionerUnits = pgTable(
  'practitioner_units',
  {
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.practitionerId, t.unitId] }), index('practitioner_units_unit_id_idx').on(t.unitId)],
);

/**
 * A medical service: its code (e.g. an NFZ product code or the clinic's own), type (VISIT,
 * TELECONSULTATION, PROCEDURE, TEST, VACCINATION, PRESCRIPTION), NFZ-funded or commercial with a price
 * in PLN (grosze-exact numeric), the speciality it belongs to.
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    ...origin(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name in English and Ukrainian, where the clinic has given them (domain `configuredName`). */
    nameEn: text('name_en'),
    nameUk: text('name_uk'),
    type: text('type', { enum: ['VISIT', 'TELECONSULTATION', 'PROCEDURE', 'TEST', 'VACCINATION', 'PRESCRIPTION'] }).notNull(),
    speciality: text('speciality'),
    commercial: boolean('commercial').notNull().default(false),
    price: numeric('price', { precision: 10, scale: 2 }),
    durationMinutes: integer('duration_minutes').notNull().default(15),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_code_idx').on(sql`lower(${t.code})`),
    uniqueIndex('services_system_external_id_idx').on(t.system, t.externalId),
    index('services_name_id_idx').on(t.name, t.id),
  ],
);

/** Where a service is offered. */
export const serviceUnits = pgTable(
  'service_units',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.unitId] }), index('service_units_unit_id_idx').on(t.unitId)],
);

/**
 * A partner of the provider (spec part 1 §7 "Partners", part 2 §3 "Consent": authorizedPartnerId): an
 * occupational-medicine company, an insurer or another organisation whose staff may see the documents a
 * patient shares with it under a partner consent (module consents). Kept by the administrator.
 */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['OCCUPATIONAL_MEDICINE', 'INSURER', 'OTHER'] }).notNull(),
    nip: text('nip'),
    address: text('address'),
    email: text('email'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('partners_name_idx').on(sql`lower(${t.name})`), index('partners_active_name_id_idx').on(t.active, t.name, t.id)],
);

/** A person of a partner's personnel: a partner consent may name one (personnelId), instead of the whole partner. */
export const partnerPersonnel = pgTable(
  'partner_personnel',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position'),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_personnel_partner_id_last_name_name_id_idx').on(t.partnerId, t.lastName, t.name, t.id)],
);
export type PartnerRow = typeof partners.$inferSelect;
export type PartnerPersonnelRow = typeof partnerPersonnel.$inferSelect;
