import { examplesOfModules, mergeRecords } from './examples-merge';
import type { TestApp } from './helper';

/** Makes an id of a route's path for the patient being tried (so only access decides the answer). */
export type IdFactory = (t: TestApp, patientId: number) => Promise<string>;
/** A row of `patientId` for a resource read through the caller's scope, and the route params that name it. */
export type ResourceFactory = (t: TestApp, patientId: number, accountId: number) => Promise<Record<string, string>>;

/**
 * What the access-matrix test (access-matrix-kit.ts) needs to call a module's routes that declare a
 * patient (`config.patient`), kept by the module in `modules/<m>/<m>.access-examples.ts`, which exports
 * one `accessExamples: AccessExamples`. Every field is optional; the test fails, naming what is missing,
 * until a new route's ids and bodies are there.
 */
export interface AccessExamples {
  /**
   * A factory for each other id in a route's path, found by the id's name, or first by
   * "<route url>#<name>" where one name means different things on different routes (":id", ":fileId").
   */
  idFactories?: Record<string, IdFactory>;
  /** Valid bodies by "METHOD url" (the route's own url, as registered). */
  bodies?: Record<string, () => unknown>;
  /** Query strings a route needs to get past validation, by "METHOD url". */
  queries?: Record<string, () => string>;
  /**
   * A row for each resource a route reads through the caller's scope (`config.resource`), by the
   * resource's name: the access matrix makes one for each relation.
   */
  resourceFactories?: Record<string, ResourceFactory>;
}

/** Every module's examples, found by their names (one in a module's subfolder fails): adding a module edits no file here. */
const modules = examplesOfModules<AccessExamples>(import.meta.glob('../modules/**/*.access-examples.ts', { eager: true }), 'access-examples.ts', 'accessExamples');

export const idFactories = mergeRecords(modules, 'idFactories', 'access examples, idFactories');
export const bodies = mergeRecords(modules, 'bodies', 'access examples, bodies');
export const queries = mergeRecords(modules, 'queries', 'access examples, queries');
export const resourceFactories = mergeRecords(modules, 'resourceFactories', 'access examples, resourceFactories');
