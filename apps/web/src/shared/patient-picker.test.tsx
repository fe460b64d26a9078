import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { PatientGate } from './page/patient-gate';
import { PICKED_PATIENT_KEY, PatientPicker, useSelectedPatient } from './patient-picker';
import type { ActablePatient } from './session/actable-patients';

const allPatients: ActablePatient[] = [
  { id: 1, name: 'Anna', lastName: 'Kowalska', relation: 'SELF' },
  { id: 2, name: 'Zosia', lastName: 'Kowalska', relation: 'CHILD' },
];
/** What the mocked list answers now (a test may shorten it). */
let patients = allPatients;

vi.mock('./session/actable-patients', () => ({
  useActablePatients: () => ({ data: patients, isPending: false, isSuccess: true, isError: false }),
}));

function Probe() {
  const { patientId, noAccess } = useSelectedPatient();
  return (
    <>
      <output aria-label="wybrany">{patientId}</output>
      <PatientGate none="Brak karty pacjenta.">{(id) => <p>Strona pacjenta {id}</p>}</PatientGate>
      {noAccess && <output aria-label="brak dostępu" />}
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <PatientPicker />
            <Probe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  patients = allPatients;
});

describe('PatientPicker', () => {
  it('picks the first patient by default', () => {
    renderAt('/allergies');
    expect(screen.getByRole('combobox', { name: 'Pacjent' })).toHaveValue('Anna Kowalska');
    expect(screen.getByLabelText('wybrany')).toHaveTextContent('1');
  });

  it('takes the patient from ?patientId=, and says "no access" for one the account may not act for', () => {
    const router = renderAt('/allergies?patientId=2');
    expect(screen.getByRole('combobox', { name: 'Pacjent' })).toHaveValue('Zosia Kowalska (dziecko)');
    expect(screen.getByText('Strona pacjenta 2')).toBeInTheDocument();
    void router.navigate('/allergies?patientId=77');
    // Never quietly someone else's page instead: the gate says there is no access.
    return waitFor(() => {
      expect(screen.getByLabelText('wybrany')).toBeEmptyDOMElement();
      expect(screen.getByRole('alert')).toHaveTextContent('Nie masz dostępu do danych tego pacjenta.');
      expect(screen.queryByText(/Strona pacjenta/)).not.toBeInTheDocument();
    });
  });

  it('keeps the choice in the URL, next to the other query parameters', async () => {
    const router = renderAt('/allergies?tab=x');
    await userEvent.click(screen.getByRole('combobox', { name: 'Pacjent' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zosia Kowalska (dziecko)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x&patientId=2'));
    expect(screen.getByLabelText('wybrany')).toHaveTextContent('2');
  });

  it('remembers the last choice for the session: a page opened without ?patientId= starts from it', async () => {
    const first = renderAt('/allergies');
    await userEvent.click(screen.getByRole('combobox', { name: 'Pacjent' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zosia Kowalska (dziecko)' }));
    await waitFor(() => expect(first.state.location.search).toBe('?patientId=2'));
    expect(sessionStorage.getItem(PICKED_PATIENT_KEY)).toBe('2');
    first.dispose();
    document.body.innerHTML = '';

    renderAt('/allergies');
    expect(screen.getByRole('combobox', { name: 'Pacjent' })).toHaveValue('Zosia Kowalska (dziecko)');
    expect(screen.getByLabelText('wybrany')).toHaveTextContent('2');
  });

  it('ignores a remembered patient the account no longer acts for, and the URL wins over the memory', () => {
    sessionStorage.setItem(PICKED_PATIENT_KEY, '77');
    renderAt('/allergies');
    expect(screen.getByLabelText('wybrany')).toHaveTextContent('1');
    document.body.innerHTML = '';
    sessionStorage.setItem(PICKED_PATIENT_KEY, '2');
    renderAt('/allergies?patientId=1');
    expect(screen.getByLabelText('wybrany')).toHaveTextContent('1');
  });

  it('still hides itself with one patient, even with a remembered choice', () => {
    patients = allPatients.slice(0, 1);
    sessionStorage.setItem(PICKED_PATIENT_KEY, '2');
    renderAt('/allergies');
    expect(screen.queryByRole('combobox', { name: 'Pacjent' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('wybrany')).toHaveTextContent('1');
  });
});
