/**
 * The server's import graph: its import circles (strongly connected components) and the depth of the
 * module graph. `npx tsx apps/server/src/test/import-graph.ts [dir] [--arrows]` prints the figures; `importGraph`,
 * `circles` and `moduleDepth` are what `modules/modules.test.ts` holds the server to.
 *
 * Every relative `import`/`export … from` and dynamic `import()` counts, type-only ones too: a circle
 * through types is still two files that cannot be read, moved or tested one without the other. Test
 * files (and the modules' access examples) are left out (they sit on top of what they test).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Graph = Map<string, string[]>;

// A module's examples for the access matrices (`<m>.access-examples.ts`, `<m>.staff-access-examples.ts`) are test code too.
const isTest = (file: string) => /\.(test|access-examples|staff-access-examples)\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !isTest(full) ? [full] : [];
  });
}

function resolve(from: string, spec: string, files: Set<string>): string | undefined {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => files.has(f));
}

/** Each source file under `root` (tests excepted) with the files under `root` it imports. */
export function importGraph(root: string): Graph {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph: Graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolve(file, spec, known))
      .filter((t): t is string => t !== undefined && t !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import circles: every strongly connected component of more than one file, largest first (Tarjan). */
export function circles(graph: Graph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (start: string) => {
    // Iterative, so that a long import chain cannot overflow the call stack.
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    order.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const edges = graph.get(top.node) ?? [];
      if (top.next < edges.length) {
        const to = edges[top.next++];
        if (!order.has(to)) {
          order.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(top.node, Math.min(low.get(top.node)!, order.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === order.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
}

/**
 * The server's modules as a graph (an import from a file of module A into module B is an arrow A → B)
 * and its depth: the longest chain of modules, each importing the next, counting the modules. A
 * module graph with a circle has no depth; `null` then.
 */
export function moduleDepth(graph: Graph, modulesDir: string): { depth: number | null; arrows: Array<[string, string]> } {
  const moduleOf = (file: string) => (file.startsWith(modulesDir + path.sep) ? file.slice(modulesDir.length + 1).split(path.sep)[0] : null);
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from || from.endsWith('.ts')) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from || to.endsWith('.ts')) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  const arrows = [...edges].flatMap(([from, tos]) => [...tos].map((to): [string, string] => [from, to])).sort();
  const depthOf = new Map<string, number>();
  const visiting = new Set<string>();
  const depth = (m: string): number | null => {
    if (depthOf.has(m)) return depthOf.get(m)!;
    if (visiting.has(m)) return null;
    visiting.add(m);
    let deepest = 0;
    for (const to of edges.get(m) ?? []) {
      const d = depth(to);
      if (d === null) return null;
      deepest = Math.max(deepest, d);
    }
    visiting.delete(m);
    depthOf.set(m, deepest + 1);
    return deepest + 1;
  };
  let deepest = 0;
  for (const m of edges.keys()) {
    const d = depth(m);
    if (d === null) return { depth: null, arrows };
    deepest = Math.max(deepest, d);
  }
  return { depth: deepest, arrows };
}

/**
 * The import graph without the imports between two modules' schema files (`<m>.schema.ts`): a foreign
 * key is a fact of the database, not one module using another (the table test above holds each table
 * to its owner, and the lint lets a schema file import only other schema files across modules).
 */
export const withoutForeignKeys = (graph: Graph): Graph => {
  const isSchema = (file: string) => file.endsWith('.schema.ts');
  return new Map([...graph].map(([file, targets]) => [file, isSchema(file) ? targets.filter((t) => !isSchema(t)) : targets]));
};

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const root = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'apps/server/src');
  const graph = importGraph(root);
  const found = circles(graph);
  const { depth, arrows } = moduleDepth(withoutForeignKeys(graph), path.join(root, 'modules'));
  const rel = (f: string) => path.relative(root, f);
  console.log(`${graph.size} files; ${found.length} import circle(s); largest ${found[0]?.length ?? 0} files`);
  for (const c of found.slice(0, 5)) console.log(`  ${c.length}: ${c.slice(0, 12).map(rel).join(', ')}${c.length > 12 ? ', …' : ''}`);
  console.log(`module graph: ${arrows.length} arrows, depth ${depth ?? 'none (a circle among modules)'}`);
  if (process.argv.includes('--arrows')) for (const [a, b] of arrows) console.log(`  ${a} → ${b}`);
}
