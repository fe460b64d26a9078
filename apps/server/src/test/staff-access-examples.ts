import type { StaffRoleName } from '@portal/contracts';
import { examplesOfModules, mergeLists, mergeRecords } from './examples-merge';
import type { TestApp } from './helper';

type Role = StaffRoleName;
/** A factory for an id in a clinic route's path: a fresh row per call, so one call cannot spoil the next (a deactivated member, an ended session). */
export type StaffIdFactory = (t: TestApp) => Promise<string>;
/** A row of a unit made for the given patient by a member of every unit: its id. */
export type UnitRowFactory = (t: TestApp, unitId: number, patientId: number) => Promise<number>;

/** The rows of a staff resource: the path id that addresses it, and a row made in the given unit for the patient. */
export interface StaffResourceRows {
  param: string;
  make: UnitRowFactory;
  /** The other ids a route on the row names (a copy attached to a request), so her own row's call reaches the handler's own checks. */
  companions?: (t: TestApp, rowId: number) => Promise<Record<string, number>>;
}

/** A console list of a patient's unit-scoped rows: the route, the row factory (`unitRowFactories`) of its rows, where the ids are in the answer. */
export interface UnitScopedList {
  url: (patientId: number) => string;
  rows: string;
  ids: (body: unknown) => number[];
}

/** A console call of the matrix: its url, and a JSON body or a multipart form. */
export interface WriteCall {
  url: string;
  payload?: object;
  form?: { payload: Buffer; headers: Record<string, string> };
}

/**
 * A write naming another unit's row (or unit) in its body or path, made for a member limited to `own`:
 * `foreign` names the row of `other`, `unknown` the same call with an id nobody has; both answer `status` alike.
 */
export interface ForeignWrite {
  /** What of another unit it names: "unit", "slot", "visit"... */
  names: string;
  status: 400 | 404;
  make(t: TestApp, units: { own: number; other: number }, patientId: number): Promise<{ foreign: WriteCall; unknown: WriteCall }>;
}

/**
 * How a console write is bound to units:
 * - `row`: its path names a row of a unit read through a staff resource (`unitRowFactories`: another unit's row is 404);
 * - `declared`: it declares the unit it writes in (`config.staff.unit`: another unit is 404);
 * - `calls`: it names a unit, or a unit's slot, visit or schedule, in its body or path — each `ForeignWrite` is walked;
 * - `everyUnit`: only a member of every unit may (403 to a unit-limited one);
 * - `none`: it is not a unit's, and `why`.
 */
export type WriteScope = { by: 'row' } | { by: 'declared' } | { by: 'calls'; calls: ForeignWrite[] } | { by: 'everyUnit' } | { by: 'none'; why: string };
/** Who may make a console write (as the route declares it) and how it is bound to units. */
export interface UnitScopedWrite {
  roles: Role[] | 'public';
  scope: WriteScope;
}

/** What a write recorded of its author: the members' ids and the names kept with them (null where the row keeps no name). */
export interface RecordedAuthor {
  staffIds: Array<number | null>;
  names: Array<string | null>;
}
/** Makes the write as `author` (a member of every unit with the route's first role), fails unless it succeeds, and reads what it recorded. */
export type AuthorCheck = (t: TestApp, author: { id: number; cookie: string }) => Promise<RecordedAuthor>;
/** Where a console write records its author (with a check that makes it and finds her), or why it records none. */
export type AuthoredWrite = { recorded: string; check?: AuthorCheck } | { recorded: null; why: string };

/**
 * What the staff role matrix (staff-matrix-kit.ts, staff-role-matrix*.int.test.ts) needs of a module's
 * clinic routes, kept by the module in `modules/<m>/<m>.staff-access-examples.ts`, which exports one
 * `staffAccessExamples: StaffAccessExamples`. Every field is optional; the matrix fails, naming what is
 * missing, until a new route's ids, bodies and writes are there. Keys are "METHOD url" (the route's own
 * url, as registered) or a path id's name.
 */
export interface StaffAccessExamples {
  /** A factory for each id in a path (and for `patientId` / `unitId` where a route reads them from its query or body). */
  staffIdFactories?: Record<string, StaffIdFactory>;
  /**
   * Valid bodies (a route without one gets `{}`: any answer but 401 and 403 shows the role passed); one is
   * needed where the route declares `unit` or `patient` in its body.
   */
  staffBodies?: Record<string, () => unknown>;
  /** Bodies that need the app's seeded rows (the organisation's units), made once per app. */
  staffBodiesFor?: (t: TestApp) => Promise<Record<string, () => unknown>>;
  /** A row of a unit for each id a unit-scoped route names: the matrix walks it as a member limited to another unit. */
  unitRowFactories?: Record<string, UnitRowFactory>;
  /**
   * The rows of each staff resource (`defineStaffResource`, plugins/staff-resources), by its name: the
   * matrix walks every route declaring it for every role — her own unit's row, another unit's (404, as an
   * unknown id) and an unknown id. A resource without a unit (`unitless`) ignores the unit it is given.
   */
  staffResourceRows?: Record<string, StaffResourceRows>;
  /**
   * Path ids of clinic routes that address a row of no unit, each with its reason: such a route declares
   * neither a staff resource nor its unit (the matrix fails a route naming any other id without one of the two).
   */
  idsWithoutUnit?: Record<string, string>;
  /** The console's lists of a patient's unit-scoped rows: another unit's rows are left out. */
  unitScopedLists?: UnitScopedList[];
  /** Every console write (POST, PUT, PATCH, DELETE under /api/clinic): the roles that may and how it is bound to units. */
  unitScopedWrites?: Record<string, UnitScopedWrite>;
  /**
   * Where every console write records its author (the member, and where kept her name as it was, with the
   * time of the write), or why it records none; every write into the clinical register has a `check`.
   */
  authoredWrites?: Record<string, AuthoredWrite>;
  /** Tables of the clinical register: a write recording its author in one of these must have a check. */
  registerTables?: string[];
}

/** Every module's examples, found by their names (one in a module's subfolder fails): adding a module edits no file here. */
const modules = examplesOfModules<StaffAccessExamples>(import.meta.glob('../modules/**/*.staff-access-examples.ts', { eager: true }), 'staff-access-examples.ts', 'staffAccessExamples');
const merged = <K extends keyof StaffAccessExamples>(field: K) => mergeRecords(modules, field, `staff access examples, ${field}`);

export const staffIdFactories = merged('staffIdFactories');
export const staffBodies = merged('staffBodies');
export const unitRowFactories = merged('unitRowFactories');
export const staffResourceRows = merged('staffResourceRows');
export const idsWithoutUnit = merged('idsWithoutUnit');
export const unitScopedWrites = merged('unitScopedWrites');
export const authoredWrites = merged('authoredWrites');
export const unitScopedLists = mergeLists(modules, (m) => m.unitScopedLists, (list) => list.url(0), 'staff access examples, unitScopedLists');
export const registerTables = mergeLists(modules, (m) => m.registerTables, (table) => table, 'staff access examples, registerTables');
for (const list of unitScopedLists) {
  if (!unitRowFactories[list.rows]) throw new Error(`staff access examples: the list ${list.url(0)} names rows "${list.rows}", which no module's unitRowFactories make`);
}

/** Every body: the modules' `staffBodies` and those `staffBodiesFor` makes for this app (a key given twice fails). */
export async function staffBodiesFor(t: TestApp): Promise<Record<string, () => unknown>> {
  const made = await Promise.all(modules.map(async ({ module, examples }) => ({ module, examples: { staffBodies: { ...(await examples.staffBodiesFor?.(t)) } } })));
  return mergeRecords<Pick<StaffAccessExamples, 'staffBodies'>, 'staffBodies'>([...modules.map(({ module, examples }) => ({ module, examples: { staffBodies: examples.staffBodies } })), ...made], 'staffBodies', 'staff access examples, staffBodies and staffBodiesFor');
}
