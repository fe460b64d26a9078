import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { doctor, openVisit } from '../../../test/medical-record-fixtures';
import { registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { EncounterPage } from './encounter-page';

const icd10 = [
  { code: 'J06.9', name: 'Ostre zakażenie górnych dróg oddechowych, nieokreślone' },
  { code: 'J02.9', name: 'Ostre zapalenie gardła, nieokreślone' },
];
const render = (member = doctor) => renderRoute(signedIn(member, { '/encounters/:encounterId': <EncounterPage /> }), { initialEntries: ['/encounters/31'] });

async function pick(text: string, option: RegExp) {
  const search = screen.getByRole('combobox', { name: /Dodaj rozpoznanie/ });
  await userEvent.clear(search);
  await userEvent.type(search, text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('EncounterPage', () => {
  it('picks diagnoses from the ICD-10 search: the first is primary until another is chosen, and the record is saved with one primary', async () => {
    const api = stubApi({
      'GET /api/clinic/encounters/:encounterId': ok(openVisit),
      'GET /api/clinic/icd10': (call) => ok(icd10.filter((d) => `${d.code} ${d.name}`.toLowerCase().includes(new URLSearchParams(call.query).get('q')!.toLowerCase()))),
      'PUT /api/clinic/encounters/:encounterId': (call) => ok({ ...openVisit, ...(call.body as object) } as never),
    });
    render();
    await screen.findByRole('heading', { level: 1, name: /^Wizyta / });
    await pick('J06', /^J06\.9 Ostre zakażenie/);
    expect(screen.getByRole('combobox', { name: /Dodaj rozpoznanie/ })).toHaveValue('');
    await pick('gardła', /^J02\.9 /);
    const table = screen.getByRole('table', { name: 'Rozpoznania' });
    expect(within(table).getByRole('radio', { name: 'Rozpoznanie zasadnicze: J06.9' })).toBeChecked();
    expect(within(table).getByRole('radio', { name: 'Rozpoznanie zasadnicze: J02.9' })).not.toBeChecked();

    await userEvent.click(within(table).getByRole('radio', { name: 'Rozpoznanie zasadnicze: J02.9' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Zalecenia' }), 'Nawadnianie, paracetamol doraźnie.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/encounters/31')).toHaveLength(1));
    expect(api.callsTo('PUT /api/clinic/encounters/31')[0].body).toEqual({
      practitionerId: 11,
      endTime: null,
      diagnoses: [
        { code: 'J06.9', primary: false },
        { code: 'J02.9', primary: true },
      ],
      recommendations: 'Nawadnianie, paracetamol doraźnie.',
    });
    expect(new URLSearchParams(api.callsTo('GET /api/clinic/icd10')[0].query).get('q')).toBe('J06');
  });

  it('removing the primary diagnosis makes the next one primary', async () => {
    stubApi({ 'GET /api/clinic/encounters/:encounterId': ok({ ...openVisit, diagnoses: [{ code: 'J06.9', name: icd10[0].name, primary: true, writtenBy: null }, { code: 'J02.9', name: icd10[1].name, primary: false, writtenBy: null }] }) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń rozpoznanie J06.9' }));
    expect(screen.getByRole('radio', { name: 'Rozpoznanie zasadnicze: J02.9' })).toBeChecked();
  });

  it('does not close a visit without a diagnosis; with one it asks first, then saves and closes it', async () => {
    const closed = { ...openVisit, status: 'CLOSED' as const, publishedAt: '2026-11-20T09:00:00.000Z', diagnoses: [{ code: 'J06.9', name: icd10[0].name, primary: true, writtenBy: null }] };
    const api = stubApi({
      'GET /api/clinic/encounters/:encounterId': ok(openVisit),
      'GET /api/clinic/icd10': ok(icd10),
      'PUT /api/clinic/encounters/:encounterId': (call) => ok({ ...openVisit, ...(call.body as object) } as never),
      'POST /api/clinic/encounters/:encounterId/close': ok(closed),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Zamknij wizytę' }));
    expect(await screen.findByText('Dodaj co najmniej jedno rozpoznanie, aby zamknąć wizytę.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await pick('J06', /^J06\.9 /);
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij wizytę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zamknąć wizytę?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij wizytę' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/encounters/31/close')).toHaveLength(1));
    // The unsaved diagnosis was saved before the close.
    expect(api.callsTo('PUT /api/clinic/encounters/31')[0].body).toMatchObject({ diagnoses: [{ code: 'J06.9', primary: true }] });
    // Closed, the visit is read-only.
    expect(await screen.findByText('Zamknięta')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Dodaj rozpoznanie/ })).not.toBeInTheDocument();
    expect(screen.getByText(/zasadnicze/)).toBeInTheDocument();
  });

  it('names who wrote each diagnosis and the recommendations, and when: in a closed visit and in the open one the doctor writes', async () => {
    const written = {
      diagnoses: [
        { code: 'J06.9', name: icd10[0].name, primary: true, writtenBy: { name: 'Tomasz Lewandowski', at: '2026-11-20T09:05:00.000Z' } },
        { code: 'J02.9', name: icd10[1].name, primary: false, writtenBy: { name: 'Ewa Zielińska', at: '2026-11-20T09:10:00.000Z' } },
        { code: 'I10', name: 'Samoistne (pierwotne) nadciśnienie', primary: false, writtenBy: null },
      ],
      recommendations: 'Nawadnianie.',
      recommendationsWrittenBy: { name: 'Ewa Zielińska', at: '2026-11-20T09:12:00.000Z' },
    };
    const closed = { ...openVisit, ...written, status: 'CLOSED' as const, publishedAt: '2026-11-20T09:30:00.000Z' };
    stubApi({ 'GET /api/clinic/encounters/:encounterId': ok(closed) });
    const { unmount } = render(registrar);
    const first = (await screen.findByText(/^J06\.9$/)).closest('li')!;
    expect(first).toHaveTextContent(/wpisał\(a\): Tomasz Lewandowski, 20-11-2026 \d\d:\d\d$/);
    expect(screen.getByText(/^J02\.9$/).closest('li')).toHaveTextContent(/wpisał\(a\): Ewa Zielińska, 20-11-2026/);
    expect(screen.getByText(/^I10$/).closest('li')).not.toHaveTextContent(/wpisał/);
    const recommendationsBy = screen.getByText('Zalecenia wpisał(a)').closest('div')!;
    expect(recommendationsBy).toHaveTextContent(/Ewa Zielińska, 20-11-2026 \d\d:\d\d/);
    unmount();

    stubApi({ 'GET /api/clinic/encounters/:encounterId': ok({ ...openVisit, ...written }), 'GET /api/clinic/icd10': ok(icd10) });
    render();
    const table = await screen.findByRole('table', { name: 'Rozpoznania' });
    expect(within(table).getByRole('row', { name: /J06\.9/ })).toHaveTextContent(/wpisał\(a\): Tomasz Lewandowski, 20-11-2026/);
    expect(within(table).getByRole('row', { name: /I10/ })).not.toHaveTextContent(/wpisał/);
    expect(screen.getByRole('textbox', { name: 'Zalecenia' })).toHaveAccessibleDescription(/^Zalecenia wpisał\(a\): Ewa Zielińska, 20-11-2026 \d\d:\d\d$/);
  });

  it('shows the registration the visit read-only', async () => {
    stubApi({ 'GET /api/clinic/encounters/:encounterId': ok(openVisit) });
    render(registrar);
    expect(await screen.findByRole('heading', { name: 'Przebieg wizyty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamknij wizytę' })).not.toBeInTheDocument();
  });
});
