import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DrugEdition, DrugEditionDiff, DrugEditionDiffPart, DrugEditionKind, DrugEditionPage } from '@portal/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { withTransaction } from '../../db/client';
import { drugEditionRows, drugEditions, drugInteractionPairs, drugProducts, drugSubstances } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError, NotFound } from '../../errors';
import { staffNames } from '../staff/staff-names-service';
import { CsvFormatError, readInteractionsCsv, type ImportedPair } from './interactions-csv';
import { readRegisterXml, RegisterFormatError, type ImportedProduct } from './register-xml';
import { rankRegister } from './drug-register-repository';

/*
 * Editions of the drug register and of the interaction data (issue 31, "the pharmacist-administrator
 * loads a new edition, sees what changed, and publishes it"). An upload is read as a stream, checked
 * whole, and stored in ONE transaction as a DRAFT with its rows and its diff against the edition in
 * force: a malformed file leaves nothing behind. The same file again (by its SHA-256) is the same
 * edition: nothing is loaded, the existing edition is answered. Publishing applies a draft's rows to
 * the tables in force in one transaction; a draft whose base is no longer the published edition is
 * refused (its diff would be wrong).
 */

type EditionDeps = Pick<Deps, 'db' | 'clock'>;
const EXAMPLES = 20;
const BATCH = 500;

type EditionRow = typeof drugEditions.$inferSelect;

const emptyDiff: DrugEditionDiff = { products: null, pairs: null };

async function toEdition(db: DbOrTx, row: EditionRow, unchanged = false): Promise<DrugEdition> {
  const staffIds = [row.uploadedBy, row.publishedBy].filter((x): x is number => x !== null);
  const names = new Map([...(await staffNames({ db }, staffIds)).values()].map((s) => [s.id, `${s.name} ${s.lastName}`]));
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    fileName: row.fileName,
    checksum: row.checksum,
    products: row.products,
    packages: row.packages,
    substances: row.substances,
    pairs: row.pairs,
    diff: row.diff,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedBy === null ? null : (names.get(row.uploadedBy) ?? null),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedBy === null ? null : (names.get(row.publishedBy) ?? null),
    unchanged,
  };
}

/** A stream's chunks, hashed as they pass. */
function hashing(chunks: AsyncIterable<Buffer | string>, hash: ReturnType<typeof createHash>): AsyncIterable<Buffer | string> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
  };
}

const digestOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
export const pairKey = (a: string, b: string) => `${a}\t${b}`;

/** What an import reads from a file: its rows keyed, before anything is stored. */
interface ParsedFile {
  checksum: string;
  rows: Array<{ key: string; data: unknown }>;
  counts: { products: number; packages: number; substances: number; pairs: number };
}

async function parseFile(kind: DrugEditionKind, chunks: AsyncIterable<Buffer | string>): Promise<ParsedFile> {
  const hash = createHash('sha256');
  const rows: ParsedFile['rows'] = [];
  const counts = { products: 0, packages: 0, substances: 0, pairs: 0 };
  try {
    if (kind === 'REGISTER') {
      const seen = new Set<string>();
      const substances = new Set<string>();
      await readRegisterXml(hashing(chunks, hash), (p: ImportedProduct) => {
        if (seen.has(p.id)) throw new RegisterFormatError(`Produkt o id ${p.id} występuje w pliku dwa razy.`, 0);
        seen.add(p.id);
        rows.push({ key: p.id, data: { ...p, digest: digestOf(p) } });
        counts.products++;
        counts.packages += p.packages.length;
        for (const s of p.substances) substances.add(s.id);
      });
      counts.substances = substances.size;
    } else {
      await readInteractionsCsv(hashing(chunks, hash), (p: ImportedPair, line) => {
        rows.push({ key: pairKey(p.substanceA, p.substanceB), data: { ...p, line } });
        counts.pairs++;
      });
    }
  } catch (error) {
    if (error instanceof RegisterFormatError) {
      const where = error.line > 0 ? `Wiersz ${error.line}: ` : '';
      throw new AppError('IMPORT_MALFORMED', `${where}${error.message} Nic nie zostało wczytane.`, { details: { line: String(error.line) } });
    }
    if (error instanceof CsvFormatError) throw new AppError('IMPORT_MALFORMED', `${error.message} Nic nie zostało wczytane.`, { details: { line: String(error.line) } });
    throw error;
  }
  if (rows.length === 0) throw new AppError('IMPORT_EMPTY');
  return { checksum: hash.digest('hex'), rows, counts };
}

async function publishedId(db: DbOrTx, kind: DrugEditionKind): Promise<number | null> {
  const [row] = await db
    .select({ id: drugEditions.id })
    .from(drugEditions)
    .where(and(eq(drugEditions.kind, kind), eq(drugEditions.state, 'PUBLISHED')))
    .orderBy(desc(drugEditions.id))
    .limit(1);
  return row?.id ?? null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The diff of a draft's rows against the tables in force. */
async function diffOf(tx: Tx, kind: DrugEditionKind, editionId: number): Promise<DrugEditionDiff> {
  const part = async (q: ReturnType<typeof sql>): Promise<DrugEditionDiffPart> => {
    const rows = rowsOf<{ change: 'added' | 'changed' | 'removed'; total: number | string; examples: string[] | string | null }>(await tx.execute(q));
    const of = (change: string) => rows.find((r) => r.change === change);
    const examples = (change: string) => {
      const e = of(change)?.examples;
      return (typeof e === 'string' ? (JSON.parse(e) as string[]) : (e ?? [])).slice(0, EXAMPLES);
    };
    return {
      added: Number(of('added')?.total ?? 0),
      changed: Number(of('changed')?.total ?? 0),
      removed: Number(of('removed')?.total ?? 0),
      addedExamples: examples('added'),
      changedExamples: examples('changed'),
      removedExamples: examples('removed'),
    };
  };
  if (kind === 'REGISTER') {
    const products = await part(sql`
      with d as (
        select case when p.id is null then 'added' else 'changed' end as change, concat_ws(' ', r.data->>'name', r.data->>'strength', r.data->>'form') as label
          from ${drugEditionRows} r left join ${drugProducts} p on p.id = r.key
         where r.edition_id = ${editionId} and (p.id is null or p.digest <> r.data->>'digest')
        union all
        select 'removed', concat_ws(' ', p.name, p.strength, p.form) from ${drugProducts} p
         where not exists (select 1 from ${drugEditionRows} r where r.edition_id = ${editionId} and r.key = p.id))
      select change, count(*) as total, (array_agg(label order by label))[1:${sql.raw(String(EXAMPLES))}] as examples from d group by change`);
    return { products, pairs: null };
  }
  const pairs = await part(sql`
    with d as (
      select case when p.substance_a is null then 'added' else 'changed' end as change, (r.data->>'substanceA') || ' + ' || (r.data->>'substanceB') as label
        from ${drugEditionRows} r left join ${drugInteractionPairs} p on p.substance_a = r.data->>'substanceA' and p.substance_b = r.data->>'substanceB'
       where r.edition_id = ${editionId}
         and (p.substance_a is null or p.severity <> (r.data->>'severity')::smallint or p.description <> r.data->>'description' or p.source <> r.data->>'source')
      union all
      select 'removed', p.substance_a || ' + ' || p.substance_b from ${drugInteractionPairs} p
       where not exists (select 1 from ${drugEditionRows} r where r.edition_id = ${editionId} and r.key = p.substance_a || chr(9) || p.substance_b))
    select change, count(*) as total, (array_agg(label order by label))[1:${sql.raw(String(EXAMPLES))}] as examples from d group by change`);
  return { products: null, pairs };
}

/**
 * Loads a file as a DRAFT edition of `kind` (one transaction), or answers the existing edition of the
 * same file (`unchanged`). Interaction pairs must name substances of the register in force.
 */
export async function uploadEdition(
  deps: EditionDeps,
  input: { kind: DrugEditionKind; fileName: string; chunks: AsyncIterable<Buffer | string>; staffId: number | null },
): Promise<{ edition: DrugEdition; created: boolean }> {
  const parsed = await parseFile(input.kind, input.chunks);
  const [same] = await deps.db
    .select()
    .from(drugEditions)
    .where(and(eq(drugEditions.kind, input.kind), eq(drugEditions.checksum, parsed.checksum)));
  if (same) return { edition: await toEdition(deps.db, same, true), created: false };

  if (input.kind === 'INTERACTIONS') {
    const ids = [...new Set(parsed.rows.flatMap((r) => [(r.data as ImportedPair).substanceA, (r.data as ImportedPair).substanceB]))];
    const known = new Set<string>();
    for (let i = 0; i < ids.length; i += 5000) {
      const part = ids.slice(i, i + 5000);
      const found = await deps.db.select({ id: drugSubstances.id }).from(drugSubstances).where(inArray(drugSubstances.id, part));
      for (const f of found) known.add(f.id);
    }
    const unknown = parsed.rows.find((r) => !known.has((r.data as ImportedPair).substanceA) || !known.has((r.data as ImportedPair).substanceB));
    if (unknown) {
      const p = unknown.data as ImportedPair & { line: number };
      const missing = known.has(p.substanceA) ? p.substanceB : p.substanceA;
      throw new AppError('IMPORT_UNKNOWN_SUBSTANCE', `Wiersz ${p.line}: substancji ${missing} nie ma w opublikowanym rejestrze leków. Nic nie zostało wczytane.`, { details: { line: String(p.line) } });
    }
  }

  const row = await withTransaction(deps.db, async (tx) => {
    const base = await publishedId(tx, input.kind);
    const [edition] = await tx
      .insert(drugEditions)
      .values({ kind: input.kind, state: 'DRAFT', fileName: input.fileName, checksum: parsed.checksum, baseEditionId: base, ...parsed.counts, diff: emptyDiff, uploadedBy: input.staffId, uploadedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!edition) return null;
    for (let i = 0; i < parsed.rows.length; i += BATCH) {
      await tx.insert(drugEditionRows).values(parsed.rows.slice(i, i + BATCH).map((r) => ({ editionId: edition.id, key: r.key, data: r.data })));
    }
    const diff = await diffOf(tx, input.kind, edition.id);
    const [done] = await tx.update(drugEditions).set({ diff }).where(eq(drugEditions.id, edition.id)).returning();
    return done;
  });
  if (!row) {
    // The same file uploaded at the same moment by another request: that one's edition.
    const [other] = await deps.db.select().from(drugEditions).where(and(eq(drugEditions.kind, input.kind), eq(drugEditions.checksum, parsed.checksum)));
    return { edition: await toEdition(deps.db, other, true), created: false };
  }
  return { edition: await toEdition(deps.db, row), created: true };
}

async function editionRow(db: DbOrTx, editionId: number, lock = false): Promise<EditionRow> {
  const q = db.select().from(drugEditions).where(eq(drugEditions.id, editionId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw NotFound('Nie ma takiego wydania.');
  return row;
}

export async function getEdition(deps: EditionDeps, editionId: number): Promise<DrugEdition> {
  return toEdition(deps.db, await editionRow(deps.db, editionId));
}

export async function listEditions(deps: EditionDeps, q: { kind?: DrugEditionKind; pageIndex: number; pageSize: number }): Promise<DrugEditionPage> {
  const where = q.kind ? eq(drugEditions.kind, q.kind) : undefined;
  const rows = await deps.db
    .select()
    .from(drugEditions)
    .where(where)
    .orderBy(desc(drugEditions.id))
    .limit(q.pageSize + 1)
    .offset(q.pageIndex * q.pageSize);
  const items = await Promise.all(rows.slice(0, q.pageSize).map((r) => toEdition(deps.db, r)));
  return { items, pageIndex: q.pageIndex, pageSize: q.pageSize, hasNextPage: rows.length > q.pageSize };
}

/** Deletes a DRAFT (its rows go with it). */
export async function discardEdition(deps: EditionDeps, editionId: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const row = await editionRow(tx, editionId, true);
    if (row.state !== 'DRAFT') throw new AppError('EDITION_STATE');
    await tx.delete(drugEditions).where(eq(drugEditions.id, editionId));
  });
}

async function applyRegister(tx: Tx, editionId: number) {
  const e = editionId;
  // Products gone or changed leave (their packages and substance links with them); the rest stay as they are.
  await tx.execute(sql`
    delete from drug_products p
     where not exists (select 1 from drug_edition_rows r where r.edition_id = ${e} and r.key = p.id and r.data->>'digest' = p.digest)`);
  await tx.execute(sql`
    insert into drug_substances (id, name)
    select distinct on (s->>'id') s->>'id', s->>'name'
      from drug_edition_rows r cross join lateral jsonb_array_elements(r.data->'substances') s
     where r.edition_id = ${e}
     order by s->>'id', s->>'name'
    on conflict (id) do update set name = excluded.name`);
  await tx.execute(sql`
    with fresh as (
      select r.key, r.data from drug_edition_rows r
       where r.edition_id = ${e} and not exists (select 1 from drug_products p where p.id = r.key)),
    products as (
      insert into drug_products (id, name, international_name, strength, form, atc_code, holder, digest)
      select key, data->>'name', data->>'internationalName', data->>'strength', data->>'form', data->>'atcCode', data->>'holder', data->>'digest' from fresh
      returning id),
    packages as (
      insert into drug_packages (id, product_id, description, availability)
      select k->>'id', f.key, k->>'description', k->>'availability'
        from fresh f cross join lateral jsonb_array_elements(f.data->'packages') k
      on conflict (id) do nothing
      returning id),
    links as (
      insert into drug_product_substances (product_id, substance_id, amount, position)
      select f.key, s.v->>'id', s.v->>'amount', s.ord
        from fresh f cross join lateral jsonb_array_elements(f.data->'substances') with ordinality as s(v, ord)
      returning product_id)
    select (select count(*) from products) as products, (select count(*) from packages) as packages, (select count(*) from links) as links`);
  // Substances no product has any longer.
  await tx.execute(sql`delete from drug_substances s where not exists (select 1 from drug_product_substances ps where ps.substance_id = s.id)`);
  await rankRegister(tx);
}

async function applyInteractions(tx: Tx, editionId: number) {
  const e = editionId;
  await tx.execute(sql`
    delete from drug_interaction_pairs p
     where not exists (
       select 1 from drug_edition_rows r
        where r.edition_id = ${e} and r.key = p.substance_a || chr(9) || p.substance_b
          and (r.data->>'severity')::smallint = p.severity and r.data->>'description' = p.description and r.data->>'source' = p.source)`);
  await tx.execute(sql`
    insert into drug_interaction_pairs (substance_a, substance_b, severity, description, source)
    select r.data->>'substanceA', r.data->>'substanceB', (r.data->>'severity')::smallint, r.data->>'description', r.data->>'source'
      from drug_edition_rows r where r.edition_id = ${e}
    on conflict (substance_a, substance_b) do nothing`);
}

/** Puts a DRAFT in force: its rows replace the published edition's in one transaction. */
export async function publishEdition(deps: EditionDeps, editionId: number, staffId: number | null): Promise<DrugEdition> {
  const row = await withTransaction(deps.db, async (tx) => {
    const edition = await editionRow(tx, editionId, true);
    if (edition.state !== 'DRAFT') throw new AppError('EDITION_STATE');
    // Two publishes of one kind at once wait for each other here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('drug-editions'), hashtext(${edition.kind}))`);
    const current = await publishedId(tx, edition.kind);
    if (current !== edition.baseEditionId) throw new AppError('EDITION_STALE');
    if (edition.kind === 'REGISTER') await applyRegister(tx, edition.id);
    else await applyInteractions(tx, edition.id);
    if (current !== null) await tx.update(drugEditions).set({ state: 'SUPERSEDED' }).where(eq(drugEditions.id, current));
    await tx.delete(drugEditionRows).where(eq(drugEditionRows.editionId, edition.id));
    const [done] = await tx.update(drugEditions).set({ state: 'PUBLISHED', publishedAt: deps.clock.now(), publishedBy: staffId }).where(eq(drugEditions.id, edition.id)).returning();
    return done;
  });
  return toEdition(deps.db, row);
}

/** How many products and pairs are in force (the CLI's and the seed's report). */
export async function registerCounts(deps: Pick<Deps, 'db'>): Promise<{ products: number; pairs: number }> {
  const [[p], [q]] = await Promise.all([deps.db.select({ n: count() }).from(drugProducts), deps.db.select({ n: count() }).from(drugInteractionPairs)]);
  return { products: Number(p.n), pairs: Number(q.n) };
}
