import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from '@portal/ui/api';
import { apiError, noContent, ok, stubApi } from './api-stub';
import { annaAllergies, annaPatient, demoAccount } from './fixtures';

// The stub reports what it could not answer on the console; here that is the point.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('stubApi', () => {
  it('answers from the defaults shaped like the seed: Anna, her allergies, no session', async () => {
    stubApi();
    expect(await api('/mpi/accounts/mpi-user/patients/me')).toEqual(annaPatient);
    expect(await api('/mpi/allergies/all/1')).toEqual(annaAllergies);
    expect(await api('/mpi/allergies/1/12')).toEqual(annaAllergies[1]);
    await expect(api('/mpi/allergies/1/99')).rejects.toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    await expect(api('/mpi/accounts/mpi-user')).rejects.toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
    expect(await api('/mpi/allergies/dict', { method: 'POST', body: { code: 'ALERG_LEK', nameFilter: 'amoxi', maxRows: 1 } })).toEqual([
      { code: 'LEK-AMOKSYCYLINA', name: 'Amoksycylina', description: 'amoxicillinum', activeSubstance: null },
    ]);
  });

  it("takes the test's handlers first, a literal path before a parameter, and records every call", async () => {
    const stub = stubApi({
      'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
      'POST /api/mpi/allergies/:patientId': ({ params, body }) => ok({ ...annaAllergies[0], patientId: Number(params.patientId), ...(body as object) }, 201),
    });
    expect(await api('/mpi/accounts/mpi-user')).toEqual(demoAccount);
    expect(await api('/mpi/allergies/7', { method: 'POST', body: { allergyName: 'Seler' } })).toMatchObject({ patientId: 7, allergyName: 'Seler' });
    // The dictionary is a literal path: the defaults answer it, not the handler with a parameter.
    expect(await api('/mpi/allergies/dict', { method: 'POST', body: { code: 'ALERG_INNE', nameFilter: '', maxRows: 5 } })).toHaveLength(1);
    expect(stub.callsTo('POST /api/mpi/allergies/7')).toEqual([
      { method: 'POST', path: '/api/mpi/allergies/7', query: '', params: { patientId: '7' }, body: { allergyName: 'Seler' }, headers: expect.objectContaining({ 'x-portal-client': '1' }), credentials: 'same-origin' },
    ]);
    expect(stub.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/mpi/accounts/mpi-user', 'POST /api/mpi/allergies/7', 'POST /api/mpi/allergies/dict']);
  });

  it('gives a list of replies one per call, a function falls back to the defaults with undefined, and use() changes the answers', async () => {
    const stub = stubApi({
      'POST /api/mpi/accounts/logout': [apiError(503, 'INTERNAL_ERROR'), noContent],
      'GET /api/mpi/allergies/all/:patientId': ({ query }) => (query === '?empty=1' ? ok([]) : undefined),
    });
    await expect(api('/mpi/accounts/logout', { method: 'POST' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(await api('/mpi/accounts/logout', { method: 'POST' })).toBeUndefined();
    expect(await api('/mpi/allergies/all/1', { query: { empty: 1 } })).toEqual([]);
    expect(await api('/mpi/allergies/all/1')).toHaveLength(3);
    stub.use({ 'GET /api/mpi/allergies/all/:patientId': apiError(404, 'NOT_FOUND') });
    await expect(api('/mpi/allergies/all/1')).rejects.toMatchObject({ status: 404 });
  });

  it('answers a call nothing handles with 501 and keeps it, to fail the test when it ends', async () => {
    const stub = stubApi({ 'POST /api/mpi/accounts/logout': [noContent] }, { defaults: false });
    await api('/mpi/accounts/logout', { method: 'POST' });
    await expect(api('/mpi/accounts/logout', { method: 'POST' })).rejects.toMatchObject({ status: 501 });
    await expect(api('/mpi/allergies/all/1')).rejects.toMatchObject({ status: 501 });
    expect(stub.unhandled.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/mpi/accounts/logout', 'GET /api/mpi/allergies/all/1']);
    // Forgotten here on purpose, or this test would fail as the kit intends.
    stub.unhandled.splice(0);
  });
});
