import type { ClinicalDocument, PartnerSharedDocument } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notFound, ok, stubApi } from '../../../test/api-stub';
import { partnerMember } from '../../../test/fixtures';
import { labOrder, pageOf } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { SharedDocumentPage } from './shared-document-page';
import { SharedDocumentsPage } from './shared-documents-page';

const anna = { id: 1, name: 'Anna', lastName: 'Kowalska', nationalIdentificationNumber: '85030512345' };
const sharedResult: PartnerSharedDocument = { docType: 'RES', documentId: 51, patient: anna, title: 'Lipidogram', documentDate: '2026-11-20T08:40:00.000Z', consentId: 5, onlySelectedDocuments: true };
const certificate: ClinicalDocument = {
  id: 81,
  patientId: 1,
  contextId: 'DOC/81',
  type: 'ZASWIADCZENIE',
  typeName: 'Zaświadczenie',
  title: 'Zaświadczenie dla medycyny pracy',
  documentDate: '2026-11-21T09:00:00.000Z',
  authorName: 'lek. Tomasz Lewandowski',
  signedAt: null,
  encounterId: null,
  hasContent: true,
  hasArchive: false,
  archiveKind: null,
  noteCount: 0,
  selected: false,
  consentDocShared: true,
  publishedBy: null,
};
const pageRoutes = () => renderRoute(signedIn(partnerMember, { '/shared-documents': <SharedDocumentsPage /> }), { initialEntries: ['/shared-documents'] });
const openDocument = (path: string) => renderRoute(signedIn(partnerMember, { '/shared-documents/:docType/:documentId': <SharedDocumentPage /> }), { initialEntries: [path] });

describe('shared documents (a partner staff member)', () => {
  it('lists what patients share, filters it through the address, and says so when nothing is shared', async () => {
    const api = stubApi({ 'GET /api/clinic/shared-documents': (call) => ok(pageOf(new URLSearchParams(call.query).get('docType') === 'DOC' ? [] : [sharedResult])) });
    pageRoutes();
    const item = await screen.findByRole('article', { name: 'Lipidogram' });
    expect(within(item).getByText('Wynik badania')).toBeInTheDocument();
    expect(within(item).getByText('Anna Kowalska · PESEL 85030512345 · 20-11-2026')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Lipidogram' })).toHaveAttribute('href', '/shared-documents/RES/51');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rodzaj' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dokument medyczny' }));
    expect(await screen.findByText('Żaden udostępniony dokument nie pasuje do wybranych filtrów.')).toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET /api/clinic/shared-documents').at(-1)!.query).get('docType')).toBe('DOC');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pacjent (imię, nazwisko lub PESEL)' }), 'Kowal');
    await waitFor(() => expect(new URLSearchParams(api.callsTo('GET /api/clinic/shared-documents').at(-1)!.query).get('patient')).toBe('Kowal'));
  });

  it('says when patients have shared nothing yet', async () => {
    stubApi({ 'GET /api/clinic/shared-documents': ok(pageOf([])) });
    pageRoutes();
    expect(await screen.findByText('Pacjenci nie udostępnili Państwu jeszcze żadnych dokumentów.')).toBeInTheDocument();
  });

  it('shows a shared result with its values and ranges', async () => {
    const result = { ...labOrder, status: 'PUBLISHED' as const, elements: labOrder.elements.map((e, i) => ({ ...e, value: i === 0 ? '212' : '55', flag: i === 0 ? ('H' as const) : ('N' as const) })) };
    stubApi({ 'GET /api/clinic/shared-documents/RES/:sharedDocumentId': ok({ patient: anna, result }) });
    openDocument('/shared-documents/RES/51');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lipidogram' })).toBeInTheDocument();
    expect(screen.getByText('Anna Kowalska')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Cholesterol całkowity/ });
    expect(row).toHaveTextContent('212 mg/dl');
    expect(row).toHaveTextContent('powyżej normy');
  });

  it('shows a shared document with "Pobierz", and one no longer shared as not found', async () => {
    stubApi({ 'GET /api/clinic/shared-documents/DOC/:sharedDocumentId': (call) => (call.path.endsWith('/81') ? ok({ patient: anna, document: certificate }) : notFound()) });
    const { unmount } = openDocument('/shared-documents/DOC/81');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaświadczenie dla medycyny pracy' })).toBeInTheDocument();
    expect(screen.getByText('Zaświadczenie')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pobierz' })).toHaveAttribute('href', '/api/clinic/shared-documents/DOC/81/file');
    unmount();
    openDocument('/shared-documents/DOC/82');
    expect(await screen.findByText('Nie znaleziono dokumentu albo nie jest już udostępniony.')).toBeInTheDocument();
  });
});
