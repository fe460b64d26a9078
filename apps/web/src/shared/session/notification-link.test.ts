import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationPagePath, notificationPath } from './notification-link';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('notificationPagePath', () => {
  it('opens the clinical documents at the document', () => {
    expect(notificationPagePath({ target: 'CLINICAL_DOCUMENTS', contextId: 'DOC 1&2', patientId: 3 })).toBe(
      '/benefits/clinicaldocuments?contextId=DOC+1%262',
    );
  });

  it('goes to /main for MAIN and for documents without a context id', () => {
    expect(notificationPagePath({ target: 'MAIN', contextId: null, patientId: null })).toBe('/main');
    expect(notificationPagePath({ target: 'CLINICAL_DOCUMENTS', contextId: null, patientId: 1 })).toBe('/main');
  });
});

describe('notificationPath', () => {
  it('asks the server for the signed-in account’s notice', async () => {
    const fetchMock = answer(200, { target: 'CLINICAL_DOCUMENTS', contextId: 'DOC-7', patientId: 1 });
    expect(await notificationPath('3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11')).toBe('/benefits/clinicaldocuments?contextId=DOC-7');
    expect(fetchMock).toHaveBeenCalledWith('/api/mpi/accounts/mpi-user/notifications/3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11', expect.anything());
  });

  it('treats an unknown guid as harmless: /main', async () => {
    answer(404, { errorCode: 'NOT_FOUND', message: 'Nie znaleziono powiadomienia.' });
    expect(await notificationPath('x/../../y')).toBe('/main');
  });

  it('answers null without a full session', async () => {
    answer(401, { errorCode: 'UNAUTHORIZED', message: 'x' });
    expect(await notificationPath('g')).toBeNull();
    answer(400, { errorCode: 'MERGE_ACCOUNT', message: 'x' });
    expect(await notificationPath('g')).toBeNull();
  });
});
