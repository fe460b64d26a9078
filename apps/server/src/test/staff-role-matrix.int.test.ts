import { describe, expect, it } from 'vitest';
import { call, keyOf, STAFF_MATRIX_GROUPS, otherUnit, ownUnit, t, useStaffMatrixApp, writesOf } from './staff-matrix-kit';
import { idsWithoutUnit, registerTables, staffResourceRows, unitRowFactories, unitScopedLists, unitScopedWrites, authoredWrites } from './staff-access-examples';
import { ACCESS_MATRIX_GROUPS } from './access-matrix-kit';
import { modules } from '../modules/index';

/**
 * What the role matrix checks of the console as a whole; the walks over each module's routes are in
 * `staff-role-matrix.<group>.int.test.ts` (staff-matrix-kit.ts), and the patients' access matrix in
 * `access-matrix.<group>.int.test.ts` (access-matrix-kit.ts). Here: both matrices walk every module,
 * each in one group; the examples list every console write; public routes; a patient's lists.
 */
useStaffMatrixApp();

describe('the matrices walk every module', () => {
  const problems = (grouped: string[], declaring: Set<string>) => ({
    unwalked: [...declaring].filter((m) => !grouped.includes(m)),
    unknown: grouped.filter((m) => !modules.some((known) => known.name === m)),
    twice: grouped.filter((m, i) => grouped.indexOf(m) !== i),
  });
  it('puts every module with clinic routes in one group of the role matrix', () => {
    const grouped: string[] = Object.values(STAFF_MATRIX_GROUPS).flatMap((g) => g.modules);
    const declaring = new Set(t.app.staffRoutes.map((r) => r.module ?? `(no module: ${r.method} ${r.url})`));
    expect(problems(grouped, declaring)).toEqual({ unwalked: [], unknown: [], twice: [] });
  });
  it("puts every module with patients' routes in one group of the access matrix", () => {
    const grouped: string[] = Object.values(ACCESS_MATRIX_GROUPS).flat();
    const declaring = new Set(t.app.patientRoutes.filter((r) => r.source === 'params').map((r) => r.module ?? `(no module: ${r.method} ${r.url})`));
    expect(problems(grouped, declaring)).toEqual({ unwalked: [], unknown: [], twice: [] });
  });
});

describe('role matrix: the console as a whole', () => {
  it('covers at least the staff module routes', () => {
    expect(t.app.staffRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/clinic/auth/sign-in',
        'GET /api/clinic/auth/me',
        'GET /api/clinic/dashboard',
        'GET /api/clinic/staff',
        'POST /api/clinic/staff/:staffId/reset-second-factor',
      ]),
    );
  });

  // Issue 29 item 3: a clinic route addressing a row by its own id reads it through a declared staff
  // resource (its loader keeps the member's units in the WHERE) or declares the unit it works in; only
  // the ids of rows of no unit, listed with their reason in `idsWithoutUnit`, may do neither.
  it('makes every clinic route naming a row by its id declare a staff resource or its unit (or name a row of no unit)', () => {
    const undeclared = t.app.staffRoutes.flatMap((route) => {
      if (route.roles === 'public' || route.resource || route.unit) return [];
      const ids = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => name).filter((name) => name !== 'patientId' && !(name in idsWithoutUnit));
      return ids.length ? [`${keyOf(route)} (${ids.join(', ')})`] : [];
    });
    expect(undeclared).toEqual([]);
    // Each resource has its rows in the matrix, and a resource's id is not excused as a row of no unit.
    const declared = [...new Set(t.app.staffRoutes.flatMap((r) => (r.roles !== 'public' && r.resource ? [r.resource] : [])))];
    expect(declared.filter((name) => !staffResourceRows[name]), 'staff resources without rows in staffResourceRows').toEqual([]);
    expect(Object.values(staffResourceRows).filter((rows) => rows.param in idsWithoutUnit).map((rows) => rows.param)).toEqual([]);
    expect(declared.sort()).toEqual(Object.keys(staffResourceRows).sort());
  });

  it("leaves another unit's rows out of a patient's lists for a unit-limited member", async () => {
    const member = await t.make.staff({ roles: ['DOCTOR', 'REGISTRAR'], unitIds: [ownUnit] });
    const cookie = await t.asStaff(member.id);
    for (const list of unitScopedLists) {
      const patient = (await t.make.patient()).id;
      const mine = await unitRowFactories[list.rows](t, ownUnit, patient);
      const theirs = await unitRowFactories[list.rows](t, otherUnit, patient);
      const res = await t.request({ method: 'GET', url: list.url(patient), cookie });
      expect(res.statusCode, `${list.url(patient)}: ${res.body}`).toBe(200);
      expect(list.ids(res.json()), list.url(patient)).toContain(mine);
      expect(list.ids(res.json()), list.url(patient)).not.toContain(theirs);
    }
  }, 120_000);

  it('answers a public route without a session', async () => {
    const publicRoutes = t.app.staffRoutes.filter((r) => r.roles === 'public');
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      const res = await call(route, undefined);
      expect([401, 403], `${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
    }
  });
});

describe('console writes: the examples list every one (issue 27)', () => {
  const writes = () => writesOf(t.app.staffRoutes);
  it('lists every console write with the roles that may, its unit scope and where its author is recorded', () => {
    const routes = writes();
    expect(routes.length).toBeGreaterThan(80);
    expect(Object.keys(unitScopedWrites).sort(), 'unitScopedWrites against the routes').toEqual(routes.map(keyOf).sort());
    expect(Object.keys(authoredWrites).sort(), 'authoredWrites against the routes').toEqual(routes.map(keyOf).sort());
    const rowIds = Object.keys(unitRowFactories);
    for (const route of routes) {
      const key = keyOf(route);
      const { roles, scope } = unitScopedWrites[key];
      expect(roles === 'public' ? 'public' : [...roles].sort(), `${key}: roles`).toEqual(route.roles === 'public' ? 'public' : [...route.roles].sort());
      if (scope.by === 'row') {
        expect(rowIds.some((id) => route.url.includes(`:${id}`)), `${key}: names a unit's row`).toBe(true);
        expect(route.resource && !route.unitless, `${key}: reads its unit's row through a declared staff resource`).toBeTruthy();
      }
      if (scope.by === 'declared') expect(route.unit, `${key}: declares its unit`).toBeDefined();
      if (scope.by === 'none') expect(route.unit, `${key}: declares a unit but is listed as none`).toBeUndefined();
      const authored = authoredWrites[key];
      if (authored.recorded && registerTables.some((table) => authored.recorded!.startsWith(`${table}.`) || authored.recorded!.includes(` ${table}.`))) {
        expect('check' in authored && authored.check, `${key}: writes the clinical register and needs an author check`).toBeTruthy();
      }
    }
  });

});
