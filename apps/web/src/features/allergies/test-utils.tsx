import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Allergy, DictionaryItem, Patient } from '@portal/contracts';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import '../../i18n';


export const annaPatient: Patient = {
  id: 1,
  name: 'Anna',
  lastName: 'Kowalska',
  middleName: null,
  birthDate: '1985-03-15',
  gender: 'FEMALE',
  authorized: true,
  role: 'PATIENT',
  identity: { nationalIdentificationNumber: '85031502464', documentNumber: null, countryCode: 'PL' },
  address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Długa', houseNumber: '12/4', postalCode: '31-147' },
  attachments: [],
  insurers: [],
};

export const amoxicillinAllergy: Allergy = {
  allergyId: 11,
  patientId: 1,
  allergyCode: 'LEK-AMOKSYCYLINA',
  allergyName: 'Amoksycylina',
  allergyTypeCode: 'L',
  allergyTypeName: 'Leki',
  allergyOccurrenceDate: '2012-05-14',
  entryDate: '2026-01-12',
  isActive: true,
  isNotAllergic: false,
  cured: false,
  confirmed: true,
  description: 'Pokrzywka i obrzęk warg po drugiej dawce antybiotyku.',
  degreeOfSeverityCode: 'CIEZKIE',
  degreeOfSeverityName: 'Ciężkie',
  modUser: 'Anna Kowalska',
  allergyCategory: ['medication'],
};

export const annaAllergies: Allergy[] = [
  amoxicillinAllergy,
  {
    ...amoxicillinAllergy,
    allergyId: 12,
    allergyCode: 'POK-ORZESZKI-ZIEMNE',
    allergyName: 'Orzeszki ziemne',
    allergyTypeCode: 'P',
    allergyTypeName: 'Pokarmy',
    allergyOccurrenceDate: '1994-08-01',
    confirmed: false,
    degreeOfSeverityCode: 'UMIARKOWANE',
    degreeOfSeverityName: 'Umiarkowane',
    allergyCategory: ['food'],
  },
  {
    ...amoxicillinAllergy,
    allergyId: 13,
    allergyCode: 'INN-PYLEK-BRZOZY',
    allergyName: 'Pyłek brzozy',
    allergyTypeCode: 'I',
    allergyTypeName: 'Inne (środowiskowe)',
    allergyOccurrenceDate: '2003-04-20',
    isActive: false,
    cured: true,
    degreeOfSeverityCode: 'LEKKIE',
    degreeOfSeverityName: 'Lekkie',
    allergyCategory: ['environment'],
  },
];

export const dictionaries: Record<string, DictionaryItem[]> = {
  RODZAJ_ALERGII: [
    { code: 'L', name: 'Leki', description: null },
    { code: 'P', name: 'Pokarmy', description: null },
    { code: 'I', name: 'Inne (środowiskowe)', description: null },
    { code: 'B', name: 'Biologiczne', description: null },
  ],
  ALERG_LEK: [
    { code: 'LEK-AMOKSYCYLINA', name: 'Amoksycylina', description: 'amoxicillinum' },
    { code: 'LEK-AMOKSYKLAV', name: 'Amoksiklav', description: 'amoxicillinum + acidum clavulanicum' },
    { code: 'LEK-IBUPROFEN', name: 'Ibuprofen', description: 'ibuprofenum' },
  ],
  ALERG_POKARM: [
    { code: 'POK-ORZESZKI-ZIEMNE', name: 'Orzeszki ziemne', description: null },
    { code: 'POK-TRUSKAWKI', name: 'Truskawki', description: null },
  ],
  ALERG_INNE: [{ code: 'INN-PYLEK-BRZOZY', name: 'Pyłek brzozy', description: null }],
  ALERG_NASILENIE: [
    { code: 'LEKKIE', name: 'Lekkie', description: null },
    { code: 'UMIARKOWANE', name: 'Umiarkowane', description: null },
    { code: 'CIEZKIE', name: 'Ciężkie', description: null },
  ],
};

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
export type ApiReply = { status: number; body?: unknown };
type Handler = (call: ApiCall) => ApiReply | undefined;

/**
 * Stands in for the server: `fetch` answers from the handlers (first that replies wins), then from
 * the defaults — Anna's patient record, her allergies, the dictionaries filtered by name or
 * description as the server does. Returns the log of calls.
 */
export function stubApi(...handlers: Handler[]) {
  const calls: ApiCall[] = [];
  const defaults: Handler = ({ method, path, body }) => {
    if (method === 'GET' && path === '/mpi/accounts/mpi-user/patients/me') return { status: 200, body: annaPatient };
    if (method === 'GET' && path === '/mpi/allergies/all/1') return { status: 200, body: annaAllergies };
    if (method === 'POST' && path === '/mpi/allergies/dict') {
      const { code, nameFilter, maxRows } = body as { code: string; nameFilter: string; maxRows: number };
      const filter = nameFilter.toLowerCase();
      const items = (dictionaries[code] ?? []).filter(
        (i) => i.name.toLowerCase().includes(filter) || (i.description ?? '').toLowerCase().includes(filter),
      );
      return { status: 200, body: items.slice(0, maxRows) };
    }
    const found = /^\/mpi\/allergies\/1\/(\d+)$/.exec(path);
    if (method === 'GET' && found) {
      const allergy = annaAllergies.find((a) => a.allergyId === Number(found[1]));
      return allergy ? { status: 200, body: allergy } : { status: 404, body: { errorCode: 'NOT_FOUND', message: 'Nie znaleziono żądanego zasobu.' } };
    }
    return undefined;
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = [...handlers, defaults].reduce<ApiReply | undefined>((r, h) => r ?? h(call), undefined) ?? {
      status: 500,
      body: { errorCode: 'INTERNAL_ERROR', message: 'Brak odpowiedzi w teście' },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <DatesProvider settings={{ firstDayOfWeek: 1 }}>
          <ModalsProvider>{children}</ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `routes` in a memory router at `url`, with the providers the signed-in layout gives. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = newQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element inside the providers and a memory router (for parts that use links). */
export function renderWithProviders(element: ReactNode, url = '/') {
  return renderRoutes([{ path: '*', element }], url);
}
