import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin, nurse } from '../../../test/fixtures';
import { cardiology, dictionaries, gpVisit, pageOf, primaryCareUnit, specialistUnit } from '../../../test/organisation-fixtures';
import { cardioQuestionnaire, program } from '../../../test/questionnaire-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { AssignmentsPage } from './assignments-page';

const stored = cardioQuestionnaire.assignments;
const organisation = {
  'GET /api/clinic/questionnaires/:questionnaireId': ok(cardioQuestionnaire),
  'GET /api/clinic/questionnaires/:questionnaireId/assignments': ok(stored),
  'GET /api/clinic/services': ok(pageOf([cardiology, gpVisit])),
  'GET /api/clinic/units': ok(pageOf([primaryCareUnit, specialistUnit])),
  'GET /api/clinic/organisation/dictionaries': ok(dictionaries),
  'GET /api/clinic/programs': ok([program]),
};
const open = (member = admin) => renderRoute(signedIn(member, { '/questionnaires/:questionnaireId/assignments': <AssignmentsPage /> }), { initialEntries: ['/questionnaires/5/assignments'] });

describe('AssignmentsPage', () => {
  it('shows the services (code and name), the specialities per unit and the programmes using the questionnaire', async () => {
    stubApi(organisation);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: cardioQuestionnaire.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przypisania' })).toHaveAttribute('aria-current', 'page');
    const services = await screen.findByRole('combobox', { name: 'Usługi' });
    expect(await within(services.closest('.mantine-MultiSelect-root') as HTMLElement).findByText('KOM-KARDIOLOGIA — Konsultacja kardiologiczna')).toBeInTheDocument();
    const row = screen.getByTestId('speciality-row-0');
    expect(within(row).getByRole('combobox', { name: 'Jednostka' })).toHaveValue('Wszystkie jednostki');
    expect(await within(row).findByDisplayValue('Kardiologia')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: program.name })).toHaveAttribute('href', '/programs/3');
  });

  it('adds a service and a unit’s speciality, removes a row, and sends the whole assignment', async () => {
    const api = stubApi({ ...organisation, 'PUT /api/clinic/questionnaires/:questionnaireId/assignments': (call) => ok({ ...(call.body as typeof stored), programIds: [3] }) });
    open();
    const services = await screen.findByRole('combobox', { name: 'Usługi' });
    await userEvent.click(services);
    await userEvent.click(await screen.findByRole('option', { name: 'POZ-PORADA — Porada lekarza POZ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj specjalność' }));
    const added = screen.getByTestId('speciality-row-1');
    await userEvent.click(within(added).getByRole('combobox', { name: 'Jednostka' }));
    await userEvent.click(await screen.findByRole('option', { name: primaryCareUnit.name }));
    await userEvent.click(within(added).getByRole('combobox', { name: /Specjalność/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Medycyna rodzinna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń przypisanie 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz przypisania' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/questionnaires/5/assignments')).toHaveLength(1));
    expect(api.callsTo('PUT /api/clinic/questionnaires/5/assignments')[0].body).toEqual({
      serviceCodes: ['KOM-KARDIOLOGIA', 'POZ-PORADA'],
      specialities: [{ unitId: 1, speciality: 'MEDYCYNA_RODZINNA' }],
    });
  });

  it('asks a speciality of every row, and shows a service taken by another questionnaire at the services', async () => {
    const message = 'Usługa KOM-KARDIOLOGIA ma już ankietę „Ankieta przed wizytą kardiologiczną”.';
    const api = stubApi({ ...organisation, 'PUT /api/clinic/questionnaires/:questionnaireId/assignments': apiError(409, 'CONFLICT', message) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj specjalność' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz przypisania' }));
    expect(await screen.findByText('Wybierz specjalność')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/questionnaires/5/assignments')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń przypisanie 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz przypisania' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Usługi' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is read-only for a nurse: no add, remove or save', async () => {
    stubApi(organisation);
    open({ ...admin, roles: nurse.roles });
    expect(await screen.findByRole('combobox', { name: 'Usługi' })).toBeDisabled();
    expect(screen.getByText('Tylko do odczytu: zmiany wprowadza administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj specjalność' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz przypisania' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Odpowiedzi' })).toBeInTheDocument();
  });
});
