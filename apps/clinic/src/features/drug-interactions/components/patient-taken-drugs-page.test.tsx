import type { ClinicTakenDrug, RegisterDrug } from '@portal/contracts';
import { clinicToday } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, noContent, ok, stubApi } from '../../../test/api-stub';
import { admin } from '../../../test/fixtures';
import { doctor } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { PatientTakenDrugsPage } from './patient-taken-drugs-page';

beforeAll(() => loadNamespace('taken-drugs', 'taken-drugs'));
afterEach(() => {
  vi.restoreAllMocks();
});

const drug = (id: string, name: string, dose: string, form: string, drugPackage: string): RegisterDrug => ({
  id,
  name,
  fullName: `${name} ${dose}, ${form}, ${drugPackage}`,
  internationalName: null,
  drugPackage,
  form,
  dose,
  productId: `p${id}`,
  substances: [],
  isBlozId: true,
});
const warfin = drug('5909990000011', 'Warfin', '5 mg', 'Tabletki', '100 tabl.');
const verospiron = drug('5909990000028', 'Verospiron', '25 mg', 'Tabletki', '20 tabl.');
const taken = (d: RegisterDrug, takenDrugId: number, recordedOn: string, note: string | null, inRegister = true): ClinicTakenDrug => ({
  ...d,
  takenDrugId,
  recordedOn,
  note,
  recordedBy: null,
  inRegister,
});
const verospironTaken = { ...taken(verospiron, 7, '2026-10-02', 'Zalecenie kardiologa'), recordedBy: { name: 'Tomasz Lewandowski', at: '2026-10-02T08:15:00.000Z' } };
const search = (items: RegisterDrug[]) => ok({ items, pageIndex: 0, pageSize: 10, hasNextPage: false });

const renderAt = (member = doctor) => renderRoute(signedIn(member, { '/patients/:patientId/taken-drugs': <PatientTakenDrugsPage /> }), { initialEntries: ['/patients/1/taken-drugs'] });

async function pickWarfin() {
  const field = await screen.findByRole('combobox', { name: /Lek z rejestru/ });
  await userEvent.type(field, 'warf');
  await userEvent.click(await screen.findByRole('option', { name: warfin.fullName }, { timeout: 3000 }));
  expect(await screen.findByText(`Wybrany lek: ${warfin.fullName}`)).toBeInTheDocument();
}

describe('PatientTakenDrugsPage', { timeout: 20_000 }, () => {
  it("lists the clinic's record: name, dose, form, package, the day, who recorded it and the note", async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId/taken-drugs': ok([verospironTaken]) });
    renderAt();
    const table = await screen.findByRole('table', { name: 'Leki przyjmowane przez pacjenta' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('NazwaDawkaPostaćOpakowanieZapisanoKto zapisałUwagiDziałania');
    expect(rows[1]).toHaveTextContent('Verospiron25 mgTabletki20 tabl.02-10-2026Tomasz Lewandowski, 02-10-2026 10:15Zalecenie kardiologaUsuń');
    expect(screen.getByRole('heading', { level: 1, name: 'Leki przyjmowane' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Karta pacjenta' })).toHaveAttribute('href', '/patients/1');
  });

  it('keeps a drug a later register edition dropped, by its recorded name, marked as outside the register, and removable', async () => {
    const gone = taken({ ...drug('5909990000099', 'Dawnylek 10 mg, Tabletki, 30 tabl.', '', '', ''), dose: null, form: null, drugPackage: null }, 9, '2026-03-01', null, false);
    stubApi({ 'GET /api/clinic/patients/:patientId/taken-drugs': ok([gone]) });
    renderAt();
    const table = await screen.findByRole('table', { name: 'Leki przyjmowane przez pacjenta' });
    expect(within(table).getByText('Nie ma go już w rejestrze leków: interakcji nie da się sprawdzić.')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /^Usuń / })).toBeInTheDocument();
  });

  it('says when the clinic has recorded nothing; the administrator reads without the form or removal', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId/taken-drugs': ok([]) });
    renderAt(admin);
    expect(await screen.findByText('Placówka nie zapisała jeszcze leków przyjmowanych przez pacjenta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz lek' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Lek z rejestru/ })).not.toBeInTheDocument();
  });

  it('records a drug picked from the register search (3 characters at least), with the day and a note, and lists it', async () => {
    const success = vi.spyOn(notify, 'success');
    let record: ClinicTakenDrug[] = [];
    const api = stubApi({
      'GET /api/clinic/patients/:patientId/taken-drugs': () => ok(record),
      'GET /api/clinic/drugs': search([warfin, verospiron]),
      'POST /api/clinic/patients/:patientId/taken-drugs': (call) => {
        const body = call.body as { packageId: string; recordedOn: string; note: string | null };
        record = [taken(warfin, 8, body.recordedOn, body.note)];
        return ok(record[0], 201);
      },
    });
    renderAt();
    expect(await screen.findByText('Placówka nie zapisała jeszcze leków przyjmowanych przez pacjenta.')).toBeInTheDocument();

    // Nothing picked: the form says so and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz lek' }));
    expect(await screen.findByText('Wybierz lek z rejestru.')).toBeInTheDocument();

    const field = screen.getByRole('combobox', { name: /Lek z rejestru/ });
    await userEvent.type(field, 'wa');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.callsTo('GET /api/clinic/drugs')).toHaveLength(0);
    await userEvent.clear(field);
    await pickWarfin();
    expect(new URLSearchParams(api.callsTo('GET /api/clinic/drugs').at(-1)!.query).get('drugName')).toBe('warf');

    await userEvent.type(screen.getByRole('textbox', { name: /Uwagi/ }), 'Od marca');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz lek' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/patients/1/taken-drugs')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/patients/1/taken-drugs')[0]!.body).toEqual({ packageId: warfin.id, recordedOn: clinicToday(), note: 'Od marca' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Lek został zapisany jako przyjmowany.'));
    const table = await screen.findByRole('table', { name: 'Leki przyjmowane przez pacjenta' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Warfin5 mgTabletki100 tabl.');
  });

  it('shows the server’s message when the drug is already recorded (409)', async () => {
    const warning = vi.spyOn(notify, 'warning');
    stubApi({
      'GET /api/clinic/patients/:patientId/taken-drugs': ok([verospironTaken]),
      'GET /api/clinic/drugs': search([warfin]),
      'POST /api/clinic/patients/:patientId/taken-drugs': apiError(409, 'TAKEN_DRUG_DUPLICATE', 'Ten lek jest już zapisany jako przyjmowany.'),
    });
    renderAt();
    await pickWarfin();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz lek' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Ten lek jest już zapisany jako przyjmowany.'));
    // The form keeps what was picked, to be corrected.
    expect(screen.getByText(`Wybrany lek: ${warfin.fullName}`)).toBeInTheDocument();
  });

  it('removes a drug after the confirmation, and nothing when the confirmation is cancelled', async () => {
    const success = vi.spyOn(notify, 'success');
    let record = [verospironTaken];
    const api = stubApi({
      'GET /api/clinic/patients/:patientId/taken-drugs': () => ok(record),
      'DELETE /api/clinic/patients/:patientId/taken-drugs/:takenDrugId': () => {
        record = [];
        return noContent;
      },
    });
    renderAt();
    const remove = await screen.findByRole('button', { name: `Usuń ${verospiron.fullName}` });

    await userEvent.click(remove);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Usunąć lek z listy przyjmowanych?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/clinic/patients/1/taken-drugs/7')).toHaveLength(0);

    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/clinic/patients/1/taken-drugs/7')).toHaveLength(1));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Lek został usunięty z listy przyjmowanych.'));
    expect(await screen.findByText('Placówka nie zapisała jeszcze leków przyjmowanych przez pacjenta.')).toBeInTheDocument();
  });
});
