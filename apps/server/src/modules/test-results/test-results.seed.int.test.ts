import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPatientIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { DEMO_ACCOUNTS } from '../../demo';

/* The demo results: Anna's history, the head CT with its study in the archive, the X-ray open for import. */

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('demo results', () => {
  it("Anna's results over three years, a viewable CT and an X-ray open for import", async () => {
    const cookie = await t.login('anna');
    const patientId = await ownPatientIdOf(t, DEMO_ACCOUNTS.anna.username);
    const after = new Date(t.clock.now().getTime() - 4 * 365 * 86_400_000).toISOString().slice(0, 10);
    const page = (await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${patientId}?after=${after}&pageSize=100`, cookie })).json();
    expect(page.items.length).toBeGreaterThanOrEqual(30);
    const ct = page.items.find((o: { name: string }) => o.name === 'Tomografia komputerowa głowy');
    expect(ct.imaging).toEqual({ studyAvailable: true, importEnabled: true });
    expect(page.items.find((o: { name: string }) => o.name.startsWith('RTG')).imaging.studyAvailable).toBe(false);
    const viewer = await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${patientId}/order/${ct.id}/agfa`, cookie });
    const token = new URL(viewer.json().resultUrl, 'http://x').searchParams.get('token')!;
    // The token opens the study only with the viewer cookie of the session that asked for it.
    const holder = viewer.cookies.find((c) => c.name === 'pp_viewer')!;
    const study = (await t.app.inject({ method: 'GET', url: `/imaging/viewer/study?token=${encodeURIComponent(token)}`, headers: { cookie: `pp_viewer=${holder.value}` } })).json();
    expect(study.series[0].instances).toHaveLength(12);
    const trend = (await t.request({ method: 'GET', url: `/api/mpi/test-results/mpi-user/${patientId}/trend?code=LDL`, cookie })).json();
    expect(trend.points.length).toBe(12);
    expect(trend.points.at(-1).value).toBeLessThan(trend.points[0].value);
  });
});
