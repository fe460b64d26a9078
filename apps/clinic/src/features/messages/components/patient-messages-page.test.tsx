import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { annasMessage, page, registrarsAnswer } from './fixtures';
import { PatientMessagesPage } from './patient-messages-page';

describe('PatientMessagesPage', () => {
  it("shows the patient's correspondence whole, says the read is recorded, and links to writing to her", async () => {
    const api = stubApi({ 'GET /api/clinic/patients/:patientId/messages': ok(page([registrarsAnswer, { ...annasMessage, content: '<b>tekst</b>' }])) });
    renderRoute(signedIn(registrar, { '/patients/:patientId/messages': <PatientMessagesPage /> }), { initialEntries: ['/patients/1/messages'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Korespondencja pacjenta: Anna Kowalska' })).toBeInTheDocument();
    expect(screen.getByText('PESEL 85030512345')).toBeInTheDocument();
    expect(screen.getByText('Otwarcie korespondencji jest zapisywane w historii dostępu, którą pacjent widzi w portalu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Napisz do pacjenta' })).toHaveAttribute('href', '/messages/new?patientId=1');
    expect(screen.getByRole('link', { name: '← Karta pacjenta' })).toHaveAttribute('href', '/patients/1');
    // Her own message opens in its thread; another's is shown here only.
    const own = screen.getByRole('article', { name: 'Re: Prośba o skierowanie' });
    expect(within(own).getByRole('link', { name: 'Re: Prośba o skierowanie' })).toHaveAttribute('href', '/messages/11');
    const annas = screen.getByRole('article', { name: 'Prośba o skierowanie' });
    expect(within(annas).queryByRole('link')).not.toBeInTheDocument();
    expect(within(annas).getByText('<b>tekst</b>')).toBeInTheDocument();
    expect(within(annas).getByText('Do: Rejestracja')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/patients/1/messages')[0].query).toBe('?pageIndex=0&pageSize=15');
  });
});
