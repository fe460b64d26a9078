import { describe, expect, it } from 'vitest';
import { failingOver, filesOfVitest, flowsOfPlaywright, moduleCosts, moduleOf, moduleOfItem, overBudget, timeTable, type Step, type Timed } from './ci-budget';

const root = '/repo';
const vitestReport = {
  testResults: [
    { name: '/repo/apps/server/src/modules/bookings/bookings.test.ts', startTime: 1_000, endTime: 61_000, status: 'passed' },
    { name: '/repo/apps/web/src/features/medical-record/visits-page.test.tsx', startTime: 0, endTime: 5_000, status: 'failed' },
    { name: '/repo/apps/server/src/app.test.ts', startTime: 0, endTime: 2_000, status: 'passed' },
  ],
};
const playwrightReport = {
  suites: [
    {
      title: 'bookings.spec.ts',
      file: 'bookings.spec.ts',
      specs: [{ title: 'top flow', file: 'bookings.spec.ts', tests: [{ results: [{ duration: 9_000, status: 'passed', retry: 0 }] }] }],
      suites: [
        {
          title: 'the list',
          file: 'bookings.spec.ts',
          specs: [
            {
              title: 'cancels',
              file: 'bookings.spec.ts',
              tests: [{ results: [{ duration: 40_000, status: 'failed', retry: 0 }, { duration: 20_000, status: 'passed', retry: 1 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('reading the reports', () => {
  it('takes each vitest file with its duration and status, relative to the repository', () => {
    expect(filesOfVitest(vitestReport, 'server', root)).toEqual([
      { kind: 'vitest', project: 'server', name: 'apps/server/src/modules/bookings/bookings.test.ts', file: 'apps/server/src/modules/bookings/bookings.test.ts', ms: 60_000, ok: true },
      expect.objectContaining({ file: 'apps/web/src/features/medical-record/visits-page.test.tsx', ms: 5_000, ok: false }),
      expect.objectContaining({ file: 'apps/server/src/app.test.ts', ms: 2_000 }),
    ]);
  });

  it('takes each Playwright flow with its describe titles, summing a retry into its cost', () => {
    expect(flowsOfPlaywright(playwrightReport, 'e2e/specs')).toEqual([
      { kind: 'playwright', project: 'e2e', name: 'e2e/specs/bookings.spec.ts › top flow', file: 'e2e/specs/bookings.spec.ts', ms: 9_000, ok: true },
      { kind: 'playwright', project: 'e2e', name: 'e2e/specs/bookings.spec.ts › the list › cancels', file: 'e2e/specs/bookings.spec.ts', ms: 60_000, ok: true },
    ]);
  });
});

describe('modules', () => {
  it.each([
    ['/clinic/patients/:patientId/messages as rejestracja', 'messages'],
    ['/clinic/patients/:patientId/record as lekarz', 'medical-record'],
    ['/clinic/patients/:patientId as rejestracja', 'patients'],
    ['/clinic as admin', 'console'],
    ['/clinic/settings/bookings as admin', 'console'],
    ['/clinic/bookings/calendar as rejestracja', 'bookings'],
    ['/bookings/questionnaire/:systemRoot/:accountId/:bookingId as anna', 'questionnaires'],
    ['/newbooking/services as visitor', 'bookings'],
    ['/account/mydata as anna', 'access'],
    ['/regulamin as visitor', 'platform'],
  ])('charges the sweep page %s to %s', (page, module) => {
    expect(moduleOfItem({ kind: 'playwright', file: 'e2e/specs/a11y-sweep.spec.ts', name: `e2e/specs/a11y-sweep.spec.ts › accessibility sweep › ${page}` })).toBe(module);
  });

  it('charges any other flow or file by its file', () => {
    expect(moduleOfItem({ kind: 'playwright', file: 'e2e/specs/booking-wizard.spec.ts', name: 'e2e/specs/booking-wizard.spec.ts › /account as anna' })).toBe('bookings');
    expect(moduleOfItem({ kind: 'vitest', file: 'apps/server/src/modules/messages/messages.test.ts', name: 'x' })).toBe('messages');
  });

  it.each([
    ['apps/server/src/modules/bookings/slots-repository.test.ts', 'bookings'],
    ['apps/web/src/features/medical-record/visits-page.test.tsx', 'medical-record'],
    ['apps/clinic/src/features/medical-record/visit-page.test.tsx', 'medical-record'],
    ['e2e/specs/clinic-medical-record.spec.ts', 'medical-record'],
    ['apps/server/src/modules/registration/registration.test.ts', 'access'],
    ['e2e/specs/account-recovery.spec.ts', 'access'],
    ['apps/clinic/src/features/staff/staff-page.test.tsx', 'console'],
    ['apps/server/src/app.test.ts', 'platform'],
    // The matrices' files per group of modules (test/access-matrix-kit.ts, test/staff-matrix-kit.ts).
    ['apps/server/src/test/access-matrix.allergies.int.test.ts', 'allergies'],
    ['apps/server/src/test/access-matrix.patients.int.test.ts', 'patients'],
    ['apps/server/src/test/staff-role-matrix.medical-record.int.test.ts', 'medical-record'],
    ['apps/server/src/test/staff-role-matrix.console.int.test.ts', 'console'],
    ['apps/server/src/test/staff-role-matrix.int.test.ts', 'platform'],
  ])('%s belongs to %s', (file, module) => expect(moduleOf(file)).toBe(module));
});

describe('the budget', () => {
  const steps = (minutes: number[]): Step[] => minutes.map((m, i) => ({ name: `step ${i}`, ms: m * 60_000, ok: true }));
  const item = (file: string, seconds: number): Timed => ({ kind: 'vitest', project: 'server', name: file, file, ms: seconds * 1000, ok: true });

  it('passes a run within the total and every module within its share', () => {
    expect(overBudget(steps([2, 5, 20]), [item('apps/server/src/modules/bookings/a.test.ts', 100)])).toEqual([]);
  });

  it('fails a run over the total', () => {
    expect(overBudget(steps([2, 5, 30]), [])).toEqual(['the run took 37 min 00 s, over its budget of 35 min 00 s']);
  });

  it('counts steps that ran side by side as their longest', () => {
    const side = (name: string, minutes: number): Step => ({ name, ms: minutes * 60_000, ok: true, group: 'checks' });
    const run = [side('lint', 1), side('type checks', 2), ...steps([30])];
    expect(overBudget(run, [])).toEqual([]);
    expect(overBudget([...run, ...steps([4])], [])).toEqual(['the run took 36 min 00 s, over its budget of 35 min 00 s']);
    expect(timeTable(run, [])).toContain('| lint (beside the other checks) | 1 min 00 s | ok |');
  });

  it('fails a module over its share, summing its files across the apps', () => {
    const items = [
      item('apps/server/src/modules/messages/messages.test.ts', 150),
      item('apps/web/src/features/messages/inbox-page.test.tsx', 60),
      item('e2e/specs/clinic-messages.spec.ts', 50),
      item('apps/server/src/app.test.ts', 250),
    ];
    expect(moduleCosts(items).map((m) => [m.module, m.ms, m.files])).toEqual([
      ['messages', 260_000, 3],
      ['platform', 250_000, 1],
    ]);
    expect(overBudget(steps([1]), items)).toEqual(['module messages: its tests took 4 min 20 s of test time, over its share of 4 min 00 s']);
  });

  it('prints every step, the modules and the slowest files and flows', () => {
    const table = timeTable(
      [{ name: 'lint', ms: 30_000, ok: true }, { name: 'playwright', ms: 600_000, ok: false }],
      [...filesOfVitest(vitestReport, 'server', root), ...flowsOfPlaywright(playwrightReport, 'e2e/specs')],
      2,
    );
    expect(table).toContain('| lint | 30.0 s | ok |');
    expect(table).toContain('| playwright | 10 min 00 s | FAILED |');
    expect(table).toContain('| total | 10 min 30 s | budget 35 min 00 s |');
    expect(table).toContain('| bookings | 2 min 09 s | 5 min 00 s | 2 |');
    expect(table).toMatch(/1 min 00 s {2}server {2}apps\/server\/src\/modules\/bookings\/bookings\.test\.ts/);
    expect(table).not.toContain('app.test.ts');
    expect(table).toContain('e2e/specs/bookings.spec.ts › the list › cancels');
  });

  it('fails a run as far as CI_BUDGET_ENFORCE says: all lines, the modules only, or none', () => {
    const over = ['the run took 36 min 00 s, over its budget of 35 min 00 s', 'module console: its tests took 7 min 10 s of test time, over its share of 7 min 00 s'];
    expect(failingOver(over, 'all')).toEqual(over);
    expect(failingOver(over, '1')).toEqual(over);
    expect(failingOver(over, 'modules')).toEqual([over[1]]);
    expect(failingOver([over[0]], 'modules')).toEqual([]);
    expect(failingOver(over, undefined)).toEqual([]);
  });
});
