/**
 * The test run's time table and budget: reads the steps the run timed (`.tmp/reports/steps.json`), the
 * vitest JSON reports (one per project) and Playwright's, prints each step's duration, the slowest test
 * files and flows and each module's share, and answers what is over budget. `scripts/run-tests.ts` calls
 * it at the end of `npm test`; `.ci/run` adds the install step before it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The whole clean-clone `.ci/run` on this project's 2-core machine, install to the last flow. */
export const TOTAL_BUDGET_S = 35 * 60;

/**
 * What one module's tests may cost, in seconds of test time (each file's or flow's own duration, summed
 * over the workers: two workers give about twice the wall time). With the fixed steps (install, lint,
 * types, builds: about 8 minutes) the 35 minutes leave about 27 on two workers, 54 minutes of test
 * time, for the platform and some twenty modules: a module that costs more than this makes the others
 * pay, so its tests move down a layer (a flow to a component test, an API test to a rule in domain).
 */
export const DEFAULT_MODULE_SHARE_S = 240;
/**
 * Larger allotments, each for a reason, set from measured runs (6 December: a clean clone on a quiet
 * machine, and one with other work running beside it, which took 40 minutes; the second figure is the
 * loaded one) with room for that load: the platform is every module's shell; access is five spec areas
 * and both role matrices' sign-in paths (about 6 / 8 min 48 s); the console is the staff, organisation
 * and settings pages of every role (4 min 40 s / 5 min 26 s; 5 min 53 s in a quiet run whose two console
 * flows each waited out a sign-in code's 30-s window, a wait of chance); the medical record is four spec areas:
 * visits, documents, results with imaging, document requests (4 min 32 s / 5 min 06 s); bookings are the
 * wizard, the list and the console's calendar and schedules (3 min 30 s / 4 min 14 s); questionnaires are the
 * patient's answers, the console's editor with its preview and programmes, and the sweep of both apps' pages
 * in three languages (3 min 05 s on 6 Dec; 4 min 13 s in the clean run of 7 Dec, on a machine also running
 * other tests, with two of its sweep pages failing slowly).
 */
export const MODULE_SHARES_S: Record<string, number> = { platform: 600, access: 540, console: 420, 'medical-record': 360, bookings: 300, questionnaires: 300 };

/**
 * Which module a test file belongs to: the first rule whose pattern matches its path (relative to the
 * repository). The server's modules, the web features, the console's features and the e2e specs name
 * one concept differently (the medical register is the server's medical-record, test-results and document-requests), so they are gathered here.
 */
export const MODULE_RULES: ReadonlyArray<readonly [module: string, pattern: RegExp]> = [
  ['declarations', /declaration|e-signing|e-signature|bench-signatures/],
  ['consents', /modules\/consents\/|matrix\.consents|features\/(consents|partner-documents)\/|specs\/(clinic-)?consents|domain\/src\/consents|bench-consents/],
  ['drug-interactions', /drug-interactions|drug-editions|bench-drug/],
  ['measurements', /measurement/],
  // Teleconsultations: the booking of them (inside the bookings feature), the cases, the call (packages/ui's engine) and its server.
  ['teleconsultation', /teleconsult|telehealth|medical-cases|ui\/src\/call\//],
  ['bookings', /bookings|booking-|slots|schedules/],
  ['messages', /messages/],
  ['medical-record', /medical-record|test-results|document-requests|account-documents|imaging/],
  ['questionnaires', /questionnaire/],
  ['self-assessment', /self-assessment|triage/],
  ['allergies', /allerg/],
  ['patients', /modules\/patients|clinic\/src\/features\/patients|clinic-identity|matrix\.patients/],
  [
    'access',
    /modules\/(accounts|confirmations|registration|sso|epuap|ampa|authorisation|access-log|contacts|sign-in-guard|event-log)\/|web\/src\/features\/(account|account-recovery|auth|hub|registration|epuap)\/|specs\/(account|registration|sign-in-links|ward-links)/,
  ],
  ['console', /modules\/(staff|organisation|settings)\/|matrix\.console|clinic\/src\/features\/(auth|dashboard|organisation|settings|staff)\/|specs\/clinic-(sign-in|staff|organisation|settings)/],
  ['adverse-events', /adverse-events/],
];

export const moduleOf = (file: string): string => MODULE_RULES.find(([, re]) => re.test(file))?.[0] ?? 'platform';

/**
 * The accessibility sweep opens every page of both apps, one flow a page: each page is charged to the
 * module that owns it (by its address), not to the platform, so a module's pages count in its share.
 * The first matching rule wins; an address no rule names (the legal pages) is the platform's.
 */
export const SWEEP_PAGE_RULES: ReadonlyArray<readonly [module: string, pattern: RegExp]> = [
  ['declarations', /^\/(declarations|newdeclaration)|^\/clinic\/declarations/],
  ['consents', /^\/(consents|newconsent)|^\/clinic\/organisation\/partners|^\/clinic\/patients\/[^/]+\/consents|^\/clinic\/shared-documents/],
  ['drug-interactions', /^\/(druginteractions|interactions)|^\/clinic\/drug-editions/],
  // /measurements, /newmeasurement, /measurement and the console's pages of a patient's measurements and their settings.
  ['measurements', /measurement/],
  ['messages', /^(\/clinic)?\/messages|^\/clinic\/patients\/[^/]+\/messages/],
  ['questionnaires', /questionnaire|^\/clinic\/programs/],
  ['teleconsultation', /^\/(newteleconsultation|telehealth|medicalcase)|^\/clinic\/teleconsultations/],
  ['bookings', /^\/(newbooking|bookings|referral)|^\/clinic\/bookings/],
  ['medical-record', /^\/benefits|^\/clinic\/(results|encounters|document-requests)|^\/clinic\/patients\/[^/]+\/record/],
  ['self-assessment', /^\/selfassessment/],
  ['allergies', /^\/(allerg|newAllergy)/],
  ['adverse-events', /^\/adverseevents/],
  ['patients', /^\/clinic\/(patients|identities)/],
  ['console', /^\/clinic(\/(login|organisation|settings|staff|change-password)|\/?$)/],
  ['access', /^\/(login|confirm|merge|resend|resetpassword|epuap|registration|account|ward|main)/],
];

const SWEEP_SPEC = /a11y-sweep\.spec\.ts$/;

/** The module a file or flow is charged to: a sweep page by its address, anything else by its file. */
export function moduleOfItem(item: Pick<Timed, 'file' | 'name' | 'kind'>): string {
  if (item.kind === 'playwright' && SWEEP_SPEC.test(item.file)) {
    const page = / › (\/\S*) as \S+$/.exec(item.name)?.[1];
    if (page) return SWEEP_PAGE_RULES.find(([, re]) => re.test(page))?.[0] ?? 'platform';
  }
  return moduleOf(item.file);
}

export interface Step {
  name: string;
  ms: number;
  ok: boolean;
  /** Steps of one group ran side by side (lint beside the type checks): the group costs its longest. */
  group?: string;
}

/** The run's wall time: the steps one after another, a group of side-by-side steps as its longest. */
export function totalMs(steps: Step[]): number {
  const groups = new Map<string, number>();
  let total = 0;
  for (const s of steps) {
    if (s.group === undefined) total += s.ms;
    else groups.set(s.group, Math.max(groups.get(s.group) ?? 0, s.ms));
  }
  for (const ms of groups.values()) total += ms;
  return total;
}

/** One test file (vitest) or flow (Playwright) and what it took. */
export interface Timed {
  kind: 'vitest' | 'playwright';
  /** vitest: the project; Playwright: 'e2e'. */
  project: string;
  /** The file, relative to the repository; a flow adds ' › ' and its title. */
  name: string;
  file: string;
  ms: number;
  ok: boolean;
}

interface VitestReport {
  testResults: Array<{ name: string; startTime: number; endTime: number; status: string }>;
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: Array<{ title: string; file: string; tests: Array<{ results: Array<{ duration: number; status: string; retry: number }> }> }>;
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

/** The files of a vitest JSON report (`--reporter=json`), paths made relative to `root`. */
export function filesOfVitest(report: VitestReport, project: string, root: string): Timed[] {
  return report.testResults.map((r) => {
    const file = path.relative(root, r.name);
    return { kind: 'vitest', project, name: file, file, ms: Math.max(0, r.endTime - r.startTime), ok: r.status === 'passed' };
  });
}

/** The flows of a Playwright JSON report, each with its attempts' durations summed (a retry costs too). */
export function flowsOfPlaywright(report: PlaywrightReport, testDir: string): Timed[] {
  const out: Timed[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      const file = path.join(testDir, spec.file);
      for (const t of spec.tests) {
        const ms = t.results.reduce((sum, r) => sum + r.duration, 0);
        const last = t.results[t.results.length - 1];
        out.push({
          kind: 'playwright',
          project: 'e2e',
          name: `${file} › ${[...titles, spec.title].join(' › ')}`,
          file,
          ms,
          ok: last?.status === 'passed' || last?.status === 'skipped',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A top suite is a spec file; the suites inside it are its describe blocks.
  for (const s of report.suites) walk(s, []);
  return out;
}

export interface ModuleCost {
  module: string;
  ms: number;
  shareMs: number;
  files: number;
}

export function moduleCosts(items: Timed[]): ModuleCost[] {
  const by = new Map<string, { ms: number; files: Set<string> }>();
  for (const it of items) {
    const m = moduleOfItem(it);
    const entry = by.get(m) ?? { ms: 0, files: new Set<string>() };
    entry.ms += it.ms;
    entry.files.add(it.file);
    by.set(m, entry);
  }
  return [...by.entries()]
    .map(([module, { ms, files }]) => ({ module, ms, files: files.size, shareMs: (MODULE_SHARES_S[module] ?? DEFAULT_MODULE_SHARE_S) * 1000 }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Which of `over` fail the run, by CI_BUDGET_ENFORCE: `all` (or `1`) every line, `modules` the modules'
 * shares only (the total is printed, not enforced), anything else none.
 */
export function failingOver(over: readonly string[], enforce: string | undefined): string[] {
  if (enforce === 'all' || enforce === '1') return [...over];
  if (enforce === 'modules') return over.filter((o) => o.startsWith('module '));
  return [];
}

/** What is over budget: the total of the steps, and each module over its share. Empty: within budget. */
export function overBudget(steps: Step[], items: Timed[], totalBudgetS = TOTAL_BUDGET_S): string[] {
  const out: string[] = [];
  const total = totalMs(steps);
  if (total > totalBudgetS * 1000) out.push(`the run took ${fmt(total)}, over its budget of ${fmt(totalBudgetS * 1000)}`);
  for (const m of moduleCosts(items)) {
    if (m.ms > m.shareMs) out.push(`module ${m.module}: its tests took ${fmt(m.ms)} of test time, over its share of ${fmt(m.shareMs)}`);
  }
  return out;
}

export const fmt = (ms: number): string => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${(ms / 1000).toFixed(1)} s`;
};

/** The printed table: steps, modules, the slowest files and flows. */
export function timeTable(steps: Step[], items: Timed[], slowest = 15): string {
  const lines: string[] = [];
  const total = totalMs(steps);
  lines.push('Time table', '', '| step | time | |', '|---|---|---|');
  for (const s of steps) lines.push(`| ${s.name}${s.group ? ` (beside the other ${s.group})` : ''} | ${fmt(s.ms)} | ${s.ok ? 'ok' : 'FAILED'} |`);
  lines.push(`| total | ${fmt(total)} | budget ${fmt(TOTAL_BUDGET_S * 1000)} |`, '');
  const vitest = items.filter((i) => i.kind === 'vitest');
  const flows = items.filter((i) => i.kind === 'playwright');
  lines.push(`vitest: ${vitest.length} files, ${fmt(sum(vitest))} of test time; Playwright: ${flows.length} flows, ${fmt(sum(flows))} of test time`, '');
  lines.push('| module | test time | share | files |', '|---|---|---|---|');
  for (const m of moduleCosts(items)) lines.push(`| ${m.module} | ${fmt(m.ms)} | ${fmt(m.shareMs)}${m.ms > m.shareMs ? ' OVER' : ''} | ${m.files} |`);
  lines.push('', `The ${slowest} slowest test files`, '');
  for (const f of [...vitest].sort((a, b) => b.ms - a.ms).slice(0, slowest)) lines.push(`  ${fmt(f.ms).padStart(9)}  ${f.project}  ${f.name}`);
  lines.push('', `The ${slowest} slowest flows`, '');
  for (const f of [...flows].sort((a, b) => b.ms - a.ms).slice(0, slowest)) lines.push(`  ${fmt(f.ms).padStart(9)}  ${f.name}${f.ok ? '' : '  (failed)'}`);
  return lines.join('\n');
}

const sum = (items: Timed[]) => items.reduce((s, i) => s + i.ms, 0);

/** Everything the reports folder holds: the steps and every file and flow. */
export function readReports(dir: string, root: string): { steps: Step[]; items: Timed[] } {
  const read = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null);
  const steps = read<Step[]>(path.join(dir, 'steps.json')) ?? [];
  const items: Timed[] = [];
  for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const m = f.match(/^vitest-(.+)\.json$/);
    const report = m ? read<VitestReport>(path.join(dir, f)) : null;
    if (m && report) items.push(...filesOfVitest(report, m[1], root));
  }
  const pw = read<PlaywrightReport>(path.join(dir, 'playwright.json'));
  if (pw) items.push(...flowsOfPlaywright(pw, 'e2e/specs'));
  return { steps, items };
}
