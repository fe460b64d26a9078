import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPatientIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';

/** The demo register: Anna's visits, the document of her demo notice, a visit whose questionnaire she can fill in. */

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('demo medical register', () => {
  it('gives Anna visits, documents with notes, the notice document DOC-2026-000417, waiting list and requests', async () => {
    const anna = await t.login('anna');
    const id = await ownPatientIdOf(t, 'anna.kowalska@example.com');
    const get = (url: string) => t.request({ method: 'GET', url: `/api${url}`, cookie: anna });
    const visits = (await get(`/mpi/encounters/mpi-user/${id}`)).json();
    expect(visits.items.length).toBeGreaterThanOrEqual(5);
    expect(visits.items[0]).toMatchObject({ questionnaire: true, lastQuestionnaireFulfillment: null });
    const exists = await get(`/mpi/questionnaires/for-encounters/${visits.items[0].id}`);
    expect(exists.statusCode, exists.body).toBe(200);
    const notice = (await get(`/mpi/clinical-documents/mpi-user/link/${id}/DOC-2026-000417`)).json();
    expect(notice).toMatchObject({ title: 'Wynik badania krwi', type: 'WYNIK', noteCount: 1 });
    const all = (await get(`/mpi/encounters/mpi-user/${id}?after=2020-01-01&pageSize=100`)).json();
    expect(all.items.length).toBe(15);
    expect((await get(`/mpi/patient-entries/mpi-user/${id}`)).json().items).toHaveLength(2);
    const requests = (await get('/mpi/cdoc-requests/mpi-user')).json().items;
    expect(requests.map((r: { status: string }) => r.status).sort()).toEqual(['COMPLETED', 'REGISTERED']);
  });
});
