import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchPath, type RouteObject } from 'react-router';
import { features } from './features';
import { moduleMenus } from './layout/menu-items';
import { flaggedModules, lazyAreas, patchModuleRoutes, PUBLIC_ROUTE_ID, routeExists, SIGNED_IN_ROUTE_ID } from './modules';
import { signedInAreaRoutes } from './signed-in-areas';

const featuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../features');

/** The router's shape: the signed-in layout (modules join it) and the not-found route beside it. */
const tree = (): RouteObject[] => [
  { id: SIGNED_IN_ROUTE_ID, children: [{ path: '/account', element: null }] },
  { path: '*', element: null, handle: 'not-found' },
];

async function visit(path: string, flags: () => Promise<object>) {
  const router = createMemoryRouter(tree(), { patchRoutesOnNavigation: patchModuleRoutes(flags) });
  await router.navigate(path);
  const matched = router.state.matches.map((m) => m.route.handle ?? m.route.path);
  router.dispose();
  return matched;
}

describe('pages of flagged modules', () => {
  it('are absent while the module is off: the address is unknown to the app', async () => {
    expect(await visit('/allergies', async () => ({ allergyModule: false }))).toEqual(['not-found']);
  });

  it('are absent when the flags cannot be read (nobody signed in)', async () => {
    expect(await visit('/allergies', () => Promise.reject(new Error('401')))).toEqual(['not-found']);
  });

  it('join the signed-in area when the module is on', async () => {
    expect(await visit('/allergies', async () => ({ allergyModule: true }))).toEqual([undefined, '/allergies']);
    expect(await visit('/allergy/1/2', async () => ({ allergyModule: true }))).toEqual([undefined, '/allergy/:patientId/:allergyId']);
  });

  it('join when a second navigation to the page supersedes the first while the flags load (the router ignores the first one\'s patch)', async () => {
    // A notice link resolved while its sign-in also leads to the page: two navigations, the first aborted.
    let release!: (flags: object) => void;
    const flags = vi.fn(() => new Promise<object>((resolve) => (release = resolve)));
    const router = createMemoryRouter(tree(), { patchRoutesOnNavigation: patchModuleRoutes(flags) });
    const first = router.navigate('/allergies');
    await vi.waitFor(() => expect(flags).toHaveBeenCalledTimes(1));
    const firstRelease = release;
    const second = router.navigate('/allergies');
    await vi.waitFor(() => expect(flags).toHaveBeenCalledTimes(2));
    firstRelease({ allergyModule: true });
    release({ allergyModule: true });
    await Promise.all([first, second]);
    expect(router.state.matches.map((m) => m.route.handle ?? m.route.path)).toEqual([undefined, '/allergies']);
    router.dispose();
  });

  it('of an area join when a second navigation supersedes the first while its chunk loads', async () => {
    const router = createMemoryRouter([{ id: SIGNED_IN_ROUTE_ID, children: [] }, { path: '*', element: null, handle: 'not-found' }], {
      patchRoutesOnNavigation: patchModuleRoutes(async () => ({})),
    });
    const first = router.navigate('/account/ward');
    const second = router.navigate('/account/ward');
    await Promise.all([first, second]);
    expect(router.state.matches.map((m) => m.route.path ?? m.route.handle)).toEqual([undefined, '/account', 'ward']);
    router.dispose();
  });

  it('reads the flags only for an address of a flagged module', async () => {
    const flags = vi.fn(async () => ({ allergyModule: true }));
    expect(await visit('/nie-ma-takiej-strony', flags)).toEqual(['not-found']);
    expect(flags).not.toHaveBeenCalled();
  });

  it('of the account area join on the first visit, whatever the flags', async () => {
    const flags = vi.fn(async () => ({}));
    const router = createMemoryRouter([{ id: SIGNED_IN_ROUTE_ID, children: [] }, { path: '*', element: null, handle: 'not-found' }], {
      patchRoutesOnNavigation: patchModuleRoutes(flags),
    });
    await router.navigate('/account/ward');
    expect(router.state.matches.map((m) => m.route.path ?? m.route.handle)).toEqual([undefined, '/account', 'ward']);
    expect(flags).not.toHaveBeenCalled();
    // The confirmation's address is the area's too: without its ids it goes straight on, to messages (spec
    // part 1 §2) — a flagged module's page, so only now are the flags read.
    await router.navigate('/ward/confirm');
    expect(router.state.location.pathname).toBe('/messages');
    router.dispose();
  });

  it('of the questionnaire area join on the first visit, whatever the flags', async () => {
    const flags = vi.fn(async () => ({}));
    const router = createMemoryRouter([{ id: SIGNED_IN_ROUTE_ID, children: [] }, { path: '*', element: null, handle: 'not-found' }], {
      patchRoutesOnNavigation: patchModuleRoutes(flags),
    });
    await router.navigate('/questionnaire/patient/PORTAL/5/1/1');
    expect(router.state.matches.map((m) => m.route.path ?? m.route.handle)).toEqual([undefined, '/questionnaire/patient/:systemRoot/:programId/:accountId/:patientId']);
    await router.navigate('/selfassessmentlist');
    expect(router.state.matches.map((m) => m.route.path ?? m.route.handle)).toEqual([undefined, '/selfassessmentlist']);
    router.dispose();
    expect(flags).not.toHaveBeenCalled();
  });

  it("with public pages give a visitor (no flags to read) those pages under the public layout, and a signed-in person the module's pages under the flag", async () => {
    const publicTree = (): RouteObject[] => [
      { id: PUBLIC_ROUTE_ID, children: [{ path: '/login', element: null }] },
      { id: SIGNED_IN_ROUTE_ID, children: [] },
      { path: '*', element: null, handle: 'not-found' },
    ];
    const at = async (path: string, flags: () => Promise<object>) => {
      const router = createMemoryRouter(publicTree(), { patchRoutesOnNavigation: patchModuleRoutes(flags) });
      await router.navigate(path);
      const matched = router.state.matches.map((m) => (m.route.handle as string | undefined) ?? m.route.id);
      router.dispose();
      return matched;
    };
    const visitor = await at('/newbooking/services', () => Promise.reject(new Error('401')));
    expect(visitor[0]).toBe(PUBLIC_ROUTE_ID);
    expect(visitor).toHaveLength(2);
    // Only the catalogue is public: the other steps stay unknown to a visitor.
    expect(await at('/newbooking/dates', () => Promise.reject(new Error('401')))).toEqual(['not-found']);
    const signedIn = await at('/newbooking/services', async () => ({ bookingsModule: true }));
    expect(signedIn[0]).toBe(SIGNED_IN_ROUTE_ID);
    expect(await at('/newbooking/services', async () => ({ bookingsModule: false }))).toEqual(['not-found']);
  });

  it('still count as pages of this build for the hub and the menu', () => {
    expect(routeExists('/allergies')).toBe(true);
    expect(routeExists('/account')).toBe(true);
    expect(routeExists('/selfassessment')).toBe(true);
    expect(routeExists('/questionnaire/patient/PORTAL/5/1/1')).toBe(true);
    expect(routeExists('/nie-ma')).toBe(false);
    expect(routeExists('/newbooking')).toBe(true);
    expect(routeExists('/newbooking/services')).toBe(true);
  });
});

describe('the features of this build (features/<name>/feature.ts)', () => {
  it('are collected from their folders, each named after its folder', () => {
    // Every folder of features/ is a feature (no list to add a new one to).
    const folders = fs.readdirSync(featuresDir).filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory());
    expect(features.map((f) => f.name).sort()).toEqual(folders.sort());
    expect(features.length).toBeGreaterThan(10);
    expect(flaggedModules.map((m) => m.flag)).toEqual(features.flatMap((f) => (f.flag ? [f.flag] : [])));
    expect(flaggedModules.map((m) => m.flag)).toEqual(expect.arrayContaining(['adverseEventsModule', 'allergyModule', 'bookingsModule', 'medicalServicesModule', 'messagesModule']));
  });

  it("give the menu's entries in the hub's order, each in its own place", () => {
    const orders = moduleMenus.map((m) => m.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(orders.filter((o, i) => orders.indexOf(o) !== i)).toEqual([]);
    expect(moduleMenus.map((m) => m.feature).sort()).toEqual(features.flatMap((f) => (f.menu ? [f.name] : [])).sort());
    // Today's entries keep the hub's order (a new feature's `order` places it among them).
    const hub = ['/bookings', '/benefits/encounters', '/allergies', '/messages', '/adverseevents', '/selfassessment'];
    expect(moduleMenus.map((m) => m.path).filter((p) => hub.includes(p))).toEqual(hub);
  });

  it("declare in `areaPaths` exactly the pages of the signed-in lazy area's table (signed-in-areas.ts)", () => {
    // A route lies under a pattern when the pattern matches its path (its parameters read as text).
    const tablePaths = signedInAreaRoutes(routeExists).map((r) => r.path!);
    const under = (pattern: string, path: string) => matchPath(pattern, path) !== null;
    for (const f of features) for (const pattern of f.areaPaths ?? []) expect(tablePaths.some((path) => under(pattern, path)), `${f.name}: ${pattern}`).toBe(true);
    for (const path of tablePaths) expect(lazyAreas.some((a) => a.paths.some((pattern) => under(pattern, path))), path).toBe(true);
  });
});
