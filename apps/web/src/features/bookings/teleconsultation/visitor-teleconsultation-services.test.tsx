import type { CatalogEntry, UnplannedService } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { VisitorTeleconsultationServices, visitorChoicePath } from './visitor-teleconsultation-services';

beforeAll(() => loadNamespace('bookings'));

const entry = {
  medicalService: { code: 'POZ-TELEPORADA', name: 'Teleporada lekarza POZ', typeId: 'TELECONSULTATION', typeName: 'Teleporada', minBookDate: '2026-01-01', commercialService: false, priceFrom: null, prescriptionVisit: false, speciality: null },
  hospitalOrganizationUnit: { id: 1, name: 'Przychodnia Centrum', city: 'Kraków' },
} as CatalogEntry;
const now: UnplannedService = {
  medicalService: { code: 'TELEPORADA-TERAZ', name: 'Teleporada teraz', typeId: 'TELECONSULTATION', typeName: 'Teleporada', speciality: null },
  consultants: [{ consultantId: 3, name: 'Tomasz', lastName: 'Lewandowski', degree: null, available: false }],
  available: false,
  waiting: 0,
};

describe('the visitor’s teleconsultation services (public)', () => {
  it('lists the planned and the "now" services; a "now" one nobody can take is not offered; a choice leads to the signed-in wizard', async () => {
    stubApi({
      'GET /api/mppd/api/catalog/teleconsultations/planned/for-booking': ok([entry, entry]),
      'GET /api/mppd/api/catalog/teleconsultations/unplanned': ok([now]),
      'GET /api/amts/services/:code/waiting-consultations': ok({ serviceCode: 'TELEPORADA-TERAZ', count: 0 }),
      'GET /api/amts/consultations/consultants/:consultantId/status': ok({ consultantId: 3, status: 0 }),
    });
    renderRoute(<VisitorTeleconsultationServices />, { path: '/newteleconsultation/services', initialEntries: ['/newteleconsultation/services'] });
    expect(await screen.findByRole('button', { name: 'Wybierz: Teleporada lekarza POZ' })).toBeEnabled();
    expect(screen.getAllByText('Teleporada lekarza POZ')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Poproś teraz: Teleporada teraz' })).toBeDisabled();
    expect(await screen.findByText('Konsultant niedostępny')).toBeInTheDocument();
    expect(visitorChoicePath({ code: 'POZ-TELEPORADA', name: 'Teleporada lekarza POZ', unplanned: false })).toBe('/newteleconsultation/patients?catalog=POZ-TELEPORADA&serviceName=Teleporada+lekarza+POZ');
    expect(visitorChoicePath({ code: 'TELEPORADA-TERAZ', name: 'Teleporada teraz', unplanned: true, consultantId: 3 })).toBe(
      '/newteleconsultation/patients?catalog=TELEPORADA-TERAZ&serviceName=Teleporada+teraz&isUnplanned=true&consultantId=3',
    );
  });
});
