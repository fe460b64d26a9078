/**
 * `npm test`: every test, step by step, each step timed; at the end the time table (scripts/ci-budget.ts)
 * and the budget check. The first failing step ends the run (as `a && b` would), the table still prints.
 *
 * Steps: lint, type checks (`tsc -b`, once per project with build info), each vitest project on its own
 * (its JSON report in .tmp/reports), the production build the browser tests serve, Playwright.
 * `node --import tsx scripts/run-tests.ts <step> …` runs only the named steps (the table then covers them).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failingOver, fmt, overBudget, readReports, timeTable, type Step } from './ci-budget';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/reports');

const vitest = (project: string) => ({
  name: `vitest ${project}`,
  cmd: `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=.tmp/reports/vitest-${project}.json`,
});

interface Command {
  name: string;
  cmd: string;
  /** Commands of one group run side by side: lint and `tsc -b` are one process each, one core each. */
  group?: string;
}

const STEPS: Command[] = [
  { name: 'lint', cmd: 'npx eslint .', group: 'checks' },
  { name: 'type checks', cmd: 'npx tsc -b', group: 'checks' },
  vitest('domain'),
  vitest('contracts'),
  vitest('scripts'),
  vitest('server'),
  vitest('ui'),
  vitest('web'),
  vitest('clinic'),
  { name: 'e2e build', cmd: 'node scripts/ensure-chromium.mjs && npm run build:e2e' },
  { name: 'playwright', cmd: 'npx playwright test -c e2e/playwright.config.ts' },
];

function run(cmd: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(cmd, { cwd: root, shell: true, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });
}

async function main() {
  const only = process.argv.slice(2);
  const steps = only.length ? STEPS.filter((s) => only.some((o) => s.name === o || s.name.endsWith(` ${o}`))) : STEPS;
  if (only.length && steps.length !== only.length) {
    console.error(`unknown step among ${only.join(', ')}; steps: ${STEPS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  fs.mkdirSync(reports, { recursive: true });
  // Reports of an earlier run would be counted again.
  for (const f of fs.readdirSync(reports)) if (f !== 'install.json') fs.rmSync(path.join(reports, f), { force: true });
  // The install step .ci/run timed before this run (read once: a later local run is not charged for it).
  const installed = path.join(reports, 'install.json');
  const done: Step[] = fs.existsSync(installed) ? (JSON.parse(fs.readFileSync(installed, 'utf8')) as Step[]) : [];
  fs.rmSync(installed, { force: true });
  let ok = true;
  // The steps in order, side-by-side ones (one group, adjacent in STEPS) started together.
  const batches: Command[][] = [];
  for (const step of steps) {
    const last = batches[batches.length - 1];
    if (step.group && last?.[0]?.group === step.group) last.push(step);
    else batches.push([step]);
  }
  for (const batch of batches) {
    const results = await Promise.all(
      batch.map(async (step) => {
        console.log(`\n▶ ${step.name}: ${step.cmd}`);
        const started = performance.now();
        const passed = await run(step.cmd);
        const timed: Step = { name: step.name, ms: Math.round(performance.now() - started), ok: passed, ...(batch.length > 1 ? { group: step.group } : {}) };
        console.log(`■ ${step.name}: ${passed ? 'ok' : 'FAILED'} in ${fmt(timed.ms)}`);
        return timed;
      }),
    );
    done.push(...results);
    fs.writeFileSync(path.join(reports, 'steps.json'), JSON.stringify(done, null, 2));
    ok = results.every((r) => r.ok);
    if (!ok) break;
  }
  const { items } = readReports(reports, root);
  console.log(`\n${timeTable(done, items)}\n`);
  const over = overBudget(done, items);
  for (const o of over) console.error(`Over budget: ${o}`);
  // The budget speaks for a whole run (a run of some steps only prints the table), and fails it as far
  // as CI_BUDGET_ENFORCE says (scripts/ci-budget.ts, failingOver; .ci/run says which and why).
  if (!ok || (!only.length && failingOver(over, process.env.CI_BUDGET_ENFORCE).length)) process.exit(1);
}

void main();
