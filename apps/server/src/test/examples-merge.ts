/**
 * How the matrices' examples are collected: each module keeps its own in
 * `modules/<m>/<m>.access-examples.ts` (the patient's routes) and `<m>.staff-access-examples.ts` (the
 * console's), one typed object each; `test/access-examples.ts` and `test/staff-access-examples.ts` find
 * them with `import.meta.glob` and merge them here. A key two modules give fails loudly, naming both.
 */

/** Every module's examples object, by its module (the folder), from what `import.meta.glob` found. */
export function examplesOfModules<T>(found: Record<string, Record<string, unknown>>, suffix: string, exportName: string): Array<{ module: string; examples: T }> {
  return Object.entries(found)
    .map(([file, exports]) => {
      const [, module, name] = /modules\/([^/]+)\/([^/]+)$/.exec(file) ?? [];
      if (!module || name !== `${module}.${suffix}`) throw new Error(`${file}: a module's examples are modules/<m>/<m>.${suffix}`);
      const names = Object.keys(exports);
      if (names.length !== 1 || names[0] !== exportName) throw new Error(`${file}: exports ${names.join(', ') || 'nothing'}; an examples file exports one object, ${exportName}`);
      return { module, examples: exports[exportName] as T };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
}

/** One field of every module's examples merged into one record: a key given twice fails, with both modules named. */
export function mergeRecords<T, K extends keyof T>(parts: ReadonlyArray<{ module: string; examples: T }>, field: K, what: string): Exclude<T[K], undefined> {
  const owners = new Map<string, string>();
  const merged: Record<string, unknown> = {};
  for (const { module, examples } of parts) {
    for (const [key, value] of Object.entries((examples[field] ?? {}) as Record<string, unknown>)) {
      const earlier = owners.get(key);
      if (earlier) throw new Error(`${what}: "${key}" is given by two modules, ${earlier} and ${module} (modules/${module}/)`);
      owners.set(key, module);
      merged[key] = value;
    }
  }
  return merged as Exclude<T[K], undefined>;
}

/** One list field of every module's examples, concatenated; `keyOf` names an entry, and one named twice fails. */
export function mergeLists<T, E>(parts: ReadonlyArray<{ module: string; examples: T }>, list: (examples: T) => readonly E[] | undefined, keyOf: (entry: E) => string, what: string): E[] {
  const owners = new Map<string, string>();
  const merged: E[] = [];
  for (const { module, examples } of parts) {
    for (const entry of list(examples) ?? []) {
      const key = keyOf(entry);
      const earlier = owners.get(key);
      if (earlier) throw new Error(`${what}: "${key}" is given by two modules, ${earlier} and ${module} (modules/${module}/)`);
      owners.set(key, module);
      merged.push(entry);
    }
  }
  return merged;
}
