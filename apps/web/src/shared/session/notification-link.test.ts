import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../test/api-stub';
import { notificationPagePath, notificationPath } from './notification-link';

const NOTICE = 'GET /api/mpi/accounts/mpi-user/notifications/:guid';

afterEach(() => vi.unstubAllGlobals());

describe('notificationPagePath', () => {
  it('opens the clinical documents at the document', () => {
    expect(notificationPagePath({ target: 'CLINICAL_DOCUMENTS', contextId: 'DOC 1&2', patientId: 3 })).toBe(
      '/benefits/clinicaldocuments?contextId=DOC+1%262',
    );
  });

  it('opens the message a message notice names', () => {
    expect(notificationPagePath({ target: 'MESSAGES', contextId: '42', patientId: null })).toBe('/messages/42');
    expect(notificationPagePath({ target: 'MESSAGES', contextId: '../x', patientId: null })).toBe('/main');
  });

  it('opens the requests tab for a decided document request', () => {
    expect(notificationPagePath({ target: 'DOCUMENT_REQUESTS', contextId: '5', patientId: 2 })).toBe('/benefits/cdocrequests');
    expect(notificationPagePath({ target: 'BOOKINGS', contextId: 'PORTAL/7', patientId: 2 })).toBe('/bookings');
  });

  it('goes to /main for MAIN and for documents without a context id', () => {
    expect(notificationPagePath({ target: 'MAIN', contextId: null, patientId: null })).toBe('/main');
    expect(notificationPagePath({ target: 'CLINICAL_DOCUMENTS', contextId: null, patientId: 1 })).toBe('/main');
  });
});

describe('notificationPath', () => {
  it('asks the server for the signed-in account’s notice', async () => {
    const api = stubApi({ [NOTICE]: ok({ target: 'CLINICAL_DOCUMENTS' as const, contextId: 'DOC-7', patientId: 1 }) });
    expect(await notificationPath('3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11')).toBe('/benefits/clinicaldocuments?contextId=DOC-7');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/mpi/accounts/mpi-user/notifications/3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11']);
  });

  it('treats an unknown guid as harmless: /main', async () => {
    stubApi({ 'GET /api/mpi/accounts/mpi-user/notifications/x%2F..%2F..%2Fy': apiError(404, 'NOT_FOUND', 'Nie znaleziono powiadomienia.') });
    expect(await notificationPath('x/../../y')).toBe('/main');
  });

  it('answers null without a full session', async () => {
    const api = stubApi({ [NOTICE]: apiError(401, 'UNAUTHORIZED', 'x') });
    expect(await notificationPath('g')).toBeNull();
    api.use({ [NOTICE]: apiError(400, 'MERGE_ACCOUNT', 'x') });
    expect(await notificationPath('g')).toBeNull();
  });
});
