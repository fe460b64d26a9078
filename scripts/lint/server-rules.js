/*
 * The portal's own lint rules for the server, used by eslint.config.js: `boundaries` (a module imports
 * another only through a root service of a lower tier or one it `uses`; never the seed, tests or the
 * matrices' examples), `tables` (a module names only its own tables) and `patients` (a repository takes a
 * checked patient, never a bare id). They read the descriptors through modules.generated.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
/**
 * The server's modules as their descriptors declare them (apps/server/src/modules/<m>/<m>.module.ts),
 * written to modules.generated.json by `npm run modules:json` (modules.test.ts fails when it is stale):
 * each module's tier, the tables it owns, the other tables it names, and the modules of its own tier
 * (or above) it uses.
 */
const modulesMap = JSON.parse(readFileSync(new URL('../../apps/server/src/modules/modules.generated.json', import.meta.url), 'utf8'));
const descriptorOf = new Map(modulesMap.modules.map((m) => [m.name, m]));
const tierRank = { foundation: 0, platform: 1, feature: 2 };
const ownerOfTable = new Map([
  ...modulesMap.sharedTables.map((t) => [t, '*']),
  ...modulesMap.libTables.map((t) => [t, 'lib']),
  ...modulesMap.modules.flatMap((m) => m.tables.map((t) => [t, m.name])),
]);

/**
 * A module imports another only from a lower tier (foundation ← platform ← feature) or one its
 * descriptor names in `uses`; nothing of another module but its service (the boundaries rule above).
 */
const mayUse = (from, to) => {
  const a = descriptorOf.get(from);
  const b = descriptorOf.get(to);
  if (!a || !b) return false;
  return tierRank[b.tier] < tierRank[a.tier] || a.uses.includes(to);
};

/**
 * Features never import each other; server modules reach another module only through its service,
 * and only a module of a lower tier or one their descriptor `uses` (`mayUse`, from the descriptors).
 * One exception: a module's tables file `<m>.schema.ts` imports another's `<m>.schema.ts` for a
 * foreign key (a fact of the database, not a use; its other files reach tables through db/schema/index).
 * The seed — the seed folder and a module's own `<m>.seed.ts` (with its `<m>.seed-data.ts` files) —
 * reaches other modules through their services too, of any tier; a module's other code never imports
 * the seed folder, any `*.seed.ts` or the tests' folder, but for its descriptor `<m>.module.ts`, which
 * loads its own `<m>.seed.ts` with a dynamic import (only when a seed runs). Resolves each relative
 * import and compares the feature (or module) folder it lands in.
 */
const sep = path.sep;
const serverModules = `apps${sep}server${sep}src${sep}modules${sep}`;
const serverSeed = `apps${sep}server${sep}src${sep}seed${sep}`;
const serverTest = `apps${sep}server${sep}src${sep}test${sep}`;
const isServiceFile = (target) => /-service(\.ts)?$/.test(target);
// Another module's face is the services at its root (modules/<m>/<x>-service.ts): its core/, patient/ and clinic/ are its own.
const isRootService = (target, to) => isServiceFile(target) && to.parts === 2;
const isSchemaFile = (target) => /\.schema(\.ts)?$/.test(target);
// A module's demo data: `<m>.seed.ts` and the data files beside it, `<x>.seed-data.ts`.
const isSeedFile = (target) => /\.seed(-data)?(\.ts)?$/.test(target);
// A module's examples for the access matrices, `<m>.access-examples.ts` and `<m>.staff-access-examples.ts`: test code.
const isExamplesFile = (target) => /\.(staff-)?access-examples(\.ts)?$/.test(target);
export const boundaries = {
  rules: {
    'no-cross-import': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const areas = [
          { dir: `apps${sep}web${sep}src${sep}features${sep}`, allow: () => false, what: 'Features never import each other: move what they share to shared/ or packages/.' },
          { dir: `apps${sep}clinic${sep}src${sep}features${sep}`, allow: () => false, what: 'Features never import each other: move what they share to shared/ or packages/.' },
          { dir: serverModules, allow: isRootService, what: 'A module uses another only through a service at its root (modules/<m>/<x>-service.ts), never its core/, patient/ or clinic/.' },
        ];
        const areaOf = (file) => {
          for (const a of areas) {
            const i = file.indexOf(a.dir);
            if (i >= 0) {
              const parts = file.slice(i + a.dir.length).split(sep);
              return { area: a, unit: parts[0], parts: parts.filter(Boolean).length };
            }
          }
          return null;
        };
        const file = context.filename;
        const from = areaOf(file);
        const isTest = /\.test\.tsx?$/.test(file) || path.basename(file) === 'test-fixtures.ts' || isExamplesFile(file);
        const inSeed = file.includes(serverSeed) || (from?.area.dir === serverModules && isSeedFile(file));
        return {
          // A descriptor loads its own module's seed only when a seed runs: `import('./<m>.seed')`.
          ImportExpression(node) {
            const spec = node.source.type === 'Literal' ? node.source.value : null;
            if (typeof spec !== 'string' || !spec.startsWith('.') || inSeed || isTest || from?.area.dir !== serverModules) return;
            const target = path.resolve(path.dirname(file), spec);
            if (!isSeedFile(target) && !target.includes(serverSeed)) return;
            const own = path.basename(file) === `${from.unit}.module.ts` && target === path.resolve(path.dirname(file), `${from.unit}.seed`);
            if (!own) context.report({ node, message: 'Only a module\'s descriptor loads a seed: its own <m>.seed.ts, with import(\'./<m>.seed\').' });
          },
          ImportDeclaration(node) {
            const spec = node.source.value;
            if (typeof spec !== 'string' || !spec.startsWith('.')) return;
            const target = path.resolve(path.dirname(file), spec);
            const to = areaOf(target + sep);
            if (from?.area.dir === serverModules && !isTest && isExamplesFile(target)) {
              context.report({ node, message: 'Only tests read the access examples (test/access-examples.ts and test/staff-access-examples.ts collect them): a module never imports them.' });
              return;
            }
            if (inSeed && to?.area.dir === serverModules && to.parts > 1 && !isServiceFile(target) && !(from?.area.dir === serverModules && to.unit === from.unit)) {
              context.report({ node, message: 'The seed makes its data through a module\'s service, never its other files.' });
              return;
            }
            // Files directly in modules/ (the list, the descriptor types) stand outside any one module.
            if (!from || from.parts === 1) return;
            if (from.area.dir === serverModules && !isTest && !inSeed && (target.includes(serverSeed) || isSeedFile(target) || (target + sep).includes(serverTest))) {
              context.report({ node, message: 'A module never imports the seed or the tests: demo constants live in the module (or config, demo.ts); its descriptor loads its own <m>.seed.ts with import().' });
              return;
            }
            // A module's seed uses other modules' services like the seed folder: of any tier.
            if (inSeed) return;
            if (!to || to.area !== from.area || to.unit === from.unit || to.parts === 1) return;
            // A test may read another module's descriptor (its dashboard queues, its subjects).
            if (isTest && from.area.dir === serverModules && /\.module(\.ts)?$/.test(target)) return;
            // A tables file references another module's tables for its foreign keys.
            if (from.area.dir === serverModules && isSchemaFile(file) && isSchemaFile(target)) return;
            if (!from.area.allow(target, to)) {
              context.report({ node, message: from.area.what });
            } else if (from.area.dir === serverModules && !isTest && !mayUse(from.unit, to.unit)) {
              const a = descriptorOf.get(from.unit);
              const b = descriptorOf.get(to.unit);
              context.report({
                node,
                message: `The ${from.unit} module (${a?.tier ?? 'no descriptor'}) may not use ${to.unit} (${b?.tier ?? 'no descriptor'}): only a lower tier, or a module named in its descriptor's uses (then npm run modules:json).`,
              });
            }
          },
        };
      },
    },
  },
};

export const ownTables = {
  rules: {
    'own-tables': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const dir = `apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;
        const i = context.filename.indexOf(dir);
        if (i < 0) return {};
        const module = context.filename.slice(i + dir.length).split(path.sep)[0];
        const schemaDir = `${path.sep}db${path.sep}schema`;
        const inSchemaFile = isSchemaFile(context.filename);
        return {
          ImportDeclaration(node) {
            const spec = node.source.value;
            if (typeof spec !== 'string' || !spec.startsWith('.')) return;
            const target = path.resolve(path.dirname(context.filename), spec);
            // A module's tables live in its `<m>.schema.ts`; db/schema holds the shared ones, the helpers
            // (`_helpers`, `_ownership`) and index.ts, the barrel `npm run modules:json` writes of them all.
            const inSchemaDir = target.includes(schemaDir);
            if (inSchemaFile && inSchemaDir && (target.endsWith(schemaDir) || path.basename(target) === 'index')) {
              context.report({ node, message: 'A schema file imports the schema files it references directly (../<m>/<m>.schema), never db/schema/index, which re-exports it.' });
              return;
            }
            const holdsTables = (inSchemaDir && !path.basename(target).startsWith('_')) || isSchemaFile(target);
            // A schema file's foreign keys name another module's tables: a fact of the database, not a use.
            if (node.importKind === 'type' || !holdsTables || (inSchemaFile && isSchemaFile(target))) return;
            for (const s of node.specifiers) {
              if (s.type !== 'ImportSpecifier' || s.importKind === 'type') continue;
              const table = s.imported.name;
              const owner = ownerOfTable.get(table);
              if (table.endsWith('Ownership')) {
                context.report({ node: s, message: 'Merge rules are read through db/ownership.ts, not from a schema file.' });
              } else if (owner === undefined) {
                context.report({ node: s, message: `Table ${table} has no owning module: name it in a module descriptor's tables (then npm run modules:json).` });
              } else if (owner !== module && owner !== '*' && !(descriptorOf.get(module)?.usesTables ?? []).includes(table)) {
                context.report({ node: s, message: `Table ${table} belongs to the ${owner} module: reach its rows through ${owner}-service.` });
              }
            }
          },
        };
      },
    },
  },
};

/**
 * Repositories take only checked patients — a `CheckedPatientId` (lib/checked-patient: a
 * `ReachablePatient`'s or `StaffPatient`'s id, a `PatientScope`'s ids, or a `systemPatient` of a
 * named origin), or those values themselves — never a bare number: a parameter named `patient`,
 * `patientId` or `patientIds`, or such a property of a parameter's type (written inline, or an interface
 * or type alias of the same file, at any depth), may not be typed `number` (nor `number | null`,
 * `number[]`, `readonly number[]`, `ReadonlyArray<number>` …). Row types a repository answers are not
 * parameters and stay as the table has them.
 */
const patientName = /^patient(Id|Ids)?$/;
const bareNumber = (t) => {
  if (!t) return false;
  switch (t.type) {
    case 'TSNumberKeyword':
      return true;
    case 'TSUnionType':
    case 'TSIntersectionType':
      return t.types.some(bareNumber);
    case 'TSArrayType':
      return bareNumber(t.elementType);
    case 'TSTypeOperator':
      return bareNumber(t.typeAnnotation);
    case 'TSTypeReference':
      return ['Array', 'ReadonlyArray', 'Iterable', 'Set', 'ReadonlySet'].includes(t.typeName.name) && (t.typeArguments ?? t.typeParameters)?.params.some(bareNumber);
    default:
      return false;
  }
};
export const checkedPatients = {
  rules: {
    'no-bare-patient-id': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const message = (name) =>
          `A repository takes a checked patient, not a bare number: type ${name} as CheckedPatientId (lib/checked-patient; a ReachablePatient's or StaffPatient's id, a PatientScope's ids, a systemPatient of a named origin), or take the ReachablePatient, PatientScope or StaffPatient itself.`;
        const declared = new Map();
        const reported = new Set();
        const report = (node, name) => {
          if (reported.has(node)) return;
          reported.add(node);
          context.report({ node, message: message(name) });
        };
        // The properties named like a patient in a type, through literals, unions, arrays, wrappers and this file's own declarations.
        const checkType = (t, seen) => {
          if (!t) return;
          switch (t.type) {
            case 'TSTypeLiteral':
            case 'TSInterfaceBody':
              for (const m of t.members ?? t.body) {
                if (m.type !== 'TSPropertySignature') continue;
                const type = m.typeAnnotation?.typeAnnotation;
                if (m.key.type === 'Identifier' && patientName.test(m.key.name) && bareNumber(type)) report(m, m.key.name);
                checkType(type, seen);
              }
              return;
            case 'TSUnionType':
            case 'TSIntersectionType':
              return t.types.forEach((x) => checkType(x, seen));
            case 'TSArrayType':
              return checkType(t.elementType, seen);
            case 'TSTypeOperator':
              return checkType(t.typeAnnotation, seen);
            case 'TSTypeReference': {
              (t.typeArguments ?? t.typeParameters)?.params.forEach((x) => checkType(x, seen));
              const decl = t.typeName.type === 'Identifier' ? declared.get(t.typeName.name) : undefined;
              if (!decl || seen.has(decl)) return;
              seen.add(decl);
              return checkType(decl.type === 'TSInterfaceDeclaration' ? decl.body : decl.typeAnnotation, seen);
            }
            default:
              return;
          }
        };
        const checkFunction = (fn) => {
          for (let param of fn.params) {
            if (param.type === 'TSParameterProperty') param = param.parameter;
            if (param.type === 'AssignmentPattern') param = param.left;
            const type = param.typeAnnotation?.typeAnnotation;
            if (param.type === 'Identifier' && patientName.test(param.name) && bareNumber(type)) report(param, param.name);
            checkType(type, new Set());
          }
        };
        return {
          Program(program) {
            for (const statement of program.body) {
              const d = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
              if (d && (d.type === 'TSInterfaceDeclaration' || d.type === 'TSTypeAliasDeclaration')) declared.set(d.id.name, d);
            }
          },
          FunctionDeclaration: checkFunction,
          FunctionExpression: checkFunction,
          ArrowFunctionExpression: checkFunction,
          TSDeclareFunction: checkFunction,
        };
      },
    },
  },
};

