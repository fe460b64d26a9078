import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import type { SharedDocument } from '@portal/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { seedApplicationSettings } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { BenefitsRoute } from '../pages';
import { aDocument, aResult } from '../test-data';

beforeAll(() => Promise.all([loadNamespace('medical-record'), loadNamespace('ui', 'ui-forms')]));
afterEach(() => vi.restoreAllMocks());

const page = <T,>(items: T[]) => ({ items, pageIndex: 0, pageSize: 10, hasNextPage: false });
const shared = (documentId: number, docType: 'RES' | 'DOC', on = true): SharedDocument => ({
  documentId,
  docType,
  systemName: 'PORTAL',
  shared: on,
  sharedAt: on ? '2026-02-01T10:00:00.000Z' : null,
  partners: on ? [{ id: 2, name: 'Medycyna Pracy BHP-Med sp. z o.o.' }] : [],
});
const renderAt = (url: string) => renderRoute([{ path: '/benefits/:tab?', element: <BenefitsRoute /> }], { initialEntries: [url] });
const resultsApi = (extra: ApiTable = {}) =>
  stubApi({
    'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ...seedApplicationSettings, medicalServicesModule: true }),
    'GET /api/mpi/accounts/mpi-user/results-settings': ok({ viewResultsAsText: false, edmEnabled: false, imagingImportEnabled: false, imagingMaxFileSize: 1000, imagingMaxFiles: 5 }),
    'GET /api/mpi/test-results/mpi-user/:patientId': ok(page([aResult(), aResult({ id: 42, name: 'Morfologia' })])),
    ...extra,
  });

describe("the results' and documents' sharing with a partner", { timeout: 20_000 }, () => {
  it('is not offered while the partner setting does not enable the button for the patient', async () => {
    const api = resultsApi();
    renderAt('/benefits/medicaltestresult');
    await userEvent.click(await screen.findByRole('button', { name: /Lipidogram/ }));
    expect(await screen.findByRole('button', { name: 'Wydruk rozszerzony' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText('Udostępnij partnerowi')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/mpi/partners/mpi-user/1/consent-doc-button-enabled')).toHaveLength(1);
    expect(api.callsTo('GET /api/mpi/consents/mpi-user/consentDoc/:patientId')).toHaveLength(0);
  });

  it('switches a result on (POST) and off (PUT), saying that sharing is enabled, then paused', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {});
    const api = resultsApi({
      'GET /api/mpi/partners/mpi-user/:patientId/consent-doc-button-enabled': ok({ value: true }),
      'GET /api/mpi/consents/mpi-user/consentDoc/:patientId': ok([shared(42, 'RES')]),
      'POST /api/mpi/consents/mpi-user/consentDoc/:patientId': ok(shared(41, 'RES')),
      'PUT /api/mpi/consents/mpi-user/consentDoc/:patientId': ok(shared(41, 'RES', false)),
    });
    renderAt('/benefits/medicaltestresult');
    await userEvent.click(await screen.findByRole('button', { name: /Morfologia/ }));
    expect(await screen.findByRole('switch', { name: 'Udostępnij partnerowi: Morfologia' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /Lipidogram/ }));
    const lipids = await screen.findByRole('switch', { name: 'Udostępnij partnerowi: Lipidogram' });
    expect(lipids).not.toBeChecked();
    expect(new URLSearchParams(api.callsTo('GET /api/mpi/consents/mpi-user/consentDoc/1')[0]!.query).get('docType')).toBe('RES');
    await userEvent.click(lipids);
    await waitFor(() => expect(info).toHaveBeenCalledWith('Udostępnianie dokumentu partnerowi zostało włączone.'));
    expect(api.callsTo('POST /api/mpi/consents/mpi-user/consentDoc/1')[0]!.body).toEqual({ documentId: 41, docType: 'RES' });
    await waitFor(() => expect(lipids).toBeChecked());
    await userEvent.click(lipids);
    await waitFor(() => expect(info).toHaveBeenCalledWith('Udostępnianie dokumentu partnerowi zostało wstrzymane.'));
    expect(api.callsTo('PUT /api/mpi/consents/mpi-user/consentDoc/1')[0]!.body).toEqual({ documentId: 41, docType: 'RES', shared: false });
    await waitFor(() => expect(lipids).not.toBeChecked());
  });

  it("says the server's words when no consent lets the result be shared any more, and reads the offer again", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const api = resultsApi({
      'GET /api/mpi/partners/mpi-user/:patientId/consent-doc-button-enabled': [ok({ value: true }), ok({ value: false })],
      'GET /api/mpi/consents/mpi-user/consentDoc/:patientId': ok([]),
      'POST /api/mpi/consents/mpi-user/consentDoc/:patientId': apiError(409, 'CONSENT_DOC_NO_CONSENT', 'Pacjent nie ma aktywnej, podpisanej zgody na udostępnianie wybranych dokumentów partnerowi.'),
    });
    renderAt('/benefits/medicaltestresult');
    await userEvent.click(await screen.findByRole('button', { name: /Lipidogram/ }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Udostępnij partnerowi: Lipidogram' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Pacjent nie ma aktywnej, podpisanej zgody na udostępnianie wybranych dokumentów partnerowi.'));
    await waitFor(() => expect(screen.queryByRole('switch')).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/mpi/partners/mpi-user/1/consent-doc-button-enabled')).toHaveLength(2);
  });

  it('switches a clinical document (DOC) too', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ...seedApplicationSettings, medicalServicesModule: true }),
      'GET /api/mpi/clinical-documents/types': ok([]),
      'GET /api/mpi/clinical-documents/mpi-user/:patientId': ok(page([aDocument()])),
      'GET /api/mpi/partners/mpi-user/:patientId/consent-doc-button-enabled': ok({ value: true }),
      'GET /api/mpi/consents/mpi-user/consentDoc/:patientId': ok([]),
      'POST /api/mpi/consents/mpi-user/consentDoc/:patientId': ok(shared(31, 'DOC')),
    });
    renderAt('/benefits/clinicaldocuments');
    const card = await screen.findByRole('article', { name: 'Karta wizyty — interna' });
    await userEvent.click(await within(card).findByRole('switch', { name: 'Udostępnij partnerowi: Karta wizyty — interna' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Udostępnianie dokumentu partnerowi zostało włączone.'));
    expect(api.callsTo('POST /api/mpi/consents/mpi-user/consentDoc/1')[0]!.body).toEqual({ documentId: 31, docType: 'DOC' });
    expect(new URLSearchParams(api.callsTo('GET /api/mpi/consents/mpi-user/consentDoc/1')[0]!.query).get('docType')).toBe('DOC');
  });
});
