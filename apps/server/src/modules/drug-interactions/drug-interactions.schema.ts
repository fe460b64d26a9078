import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DrugEditionDiff, DrugEditionKind, DrugEditionState } from '@portal/contracts';
import { patients } from '../patients/patients.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * The drug register (from the URPL Rejestr Produktów Leczniczych), the interaction data (substance
 * pairs), the editions they were loaded from, and the clinic's record of the drugs a patient takes.
 * The tables in force hold the published editions; a draft edition's rows wait in
 * `drug_edition_rows` until the administrator publishes it.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** An active substance; `id` is the register's substance key (see README: the normalised Latin name). */
export const drugSubstances = pgTable(
  'drug_substances',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
  },
);

/** A medicinal product of the register (one strength and form of one trade name). */
export const drugProducts = pgTable(
  'drug_products',
  {
    /** The register's product id (`produktLeczniczy@id`). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    internationalName: text('international_name'),
    strength: text('strength'),
    form: text('form'),
    atcCode: text('atc_code'),
    holder: text('holder'),
    /** Digest of the product as imported (with its packages and substances): a changed one differs. */
    digest: text('digest').notNull(),
    /**
     * The product's place in the search's order by trade name (name, strength, form) and by international
     * name, numbered when an edition is published (`rankRegister`); null for a product with no package.
     * A search sorts its matches on one integer instead of collating their names.
     */
    searchRank: integer('search_rank'),
    internationalRank: integer('international_rank'),
    /** The words the search by international name finds the product by: that name and its substances' names (`rankRegister`). */
    internationalTerms: tsvector('international_terms'),
  },
  (t) => [
    index('drug_products_name_fts_idx').using('gin', sql`to_tsvector('simple', ${t.name})`),
    index('drug_products_international_terms_idx').using('gin', t.internationalTerms),
    // An allergy recorded under a trade name finds its products (and so their substances).
    index('drug_products_lower_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** A package of a product: the unit a patient picks; `id` is its GTIN (the spec's BLOZ-like id). */
export const drugPackages = pgTable(
  'drug_packages',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => drugProducts.id, { onDelete: 'cascade' }),
    description: text('description'),
    availability: text('availability'),
  },
  (t) => [index('drug_packages_product_id_idx').on(t.productId)],
);

/** The active substances of a product with their amount. */
export const drugProductSubstances = pgTable(
  'drug_product_substances',
  {
    productId: text('product_id')
      .notNull()
      .references(() => drugProducts.id, { onDelete: 'cascade' }),
    substanceId: text('substance_id')
      .notNull()
      .references(() => drugSubstances.id, { onDelete: 'restrict' }),
    amount: text('amount'),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.substanceId] }), index('drug_product_substances_substance_id_idx').on(t.substanceId)],
);

/** What is known of two substances taken together; keyed by the two ids in canonical order (a < b). */
export const drugInteractionPairs = pgTable(
  'drug_interaction_pairs',
  {
    substanceA: text('substance_a').notNull(),
    substanceB: text('substance_b').notNull(),
    /** Spec §4: −2…3. */
    severity: smallint('severity').notNull(),
    description: text('description').notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.substanceA, t.substanceB] })],
);

/** An uploaded edition of the register or of the interaction data. */
export const drugEditions = pgTable(
  'drug_editions',
  {
    id: id(),
    kind: text('kind').$type<DrugEditionKind>().notNull(),
    state: text('state').$type<DrugEditionState>().notNull(),
    fileName: text('file_name').notNull(),
    checksum: text('checksum').notNull(),
    /** The edition of its kind in force when this one was uploaded (its diff is against it). */
    baseEditionId: integer('base_edition_id'),
    products: integer('products').notNull().default(0),
    packages: integer('packages').notNull().default(0),
    substances: integer('substances').notNull().default(0),
    pairs: integer('pairs').notNull().default(0),
    diff: jsonb('diff').$type<DrugEditionDiff>().notNull(),
    uploadedAt: createdAt(),
    uploadedBy: integer('uploaded_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('drug_editions_kind_checksum_idx').on(t.kind, t.checksum), index('drug_editions_kind_id_idx').on(t.kind, t.id.desc())],
);

/** The rows of a draft edition, one a product (REGISTER) or a pair (INTERACTIONS), as parsed. */
export const drugEditionRows = pgTable(
  'drug_edition_rows',
  {
    editionId: integer('edition_id')
      .notNull()
      .references(() => drugEditions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.key] })],
);

/** The clinic's record of a drug the patient takes (a package of the register). */
export const patientTakenDrugs = pgTable(
  'patient_taken_drugs',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    packageId: text('package_id').notNull(),
    /** The drug's full name when it was recorded: still shown after a register edition drops its package. */
    drugName: text('drug_name'),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    note: text('note'),
    /** Who recorded it and when (null for rows whose author the event log does not name). */
    recordedByStaffId: integer('recorded_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('patient_taken_drugs_patient_id_package_id_idx').on(t.patientId, t.packageId), index('patient_taken_drugs_recorded_by_staff_id_idx').on(t.recordedByStaffId)],
);

/** The record follows its patient. */
export const drugInteractionsOwnership = owned([
  { column: patientTakenDrugs.patientId, owner: 'patient', onMerge: { do: 'move', unlessSame: [patientTakenDrugs.packageId] } },
]);
