import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { ChildrenTab } from './children-tab';

describe('ChildrenTab', () => {
  it('shows a child who turned 18 as ended, with the explanation; a child under 18 without it', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user/patients/children': ok([
        { patientId: 5, accountId: 1, name: 'Igor', lastName: 'Kowalski', birthDate: '2008-01-01', role: 'CHILD', status: 'C', active: false },
        { patientId: 6, accountId: 1, name: 'Zofia', lastName: 'Kowalska', birthDate: '2017-06-10', role: 'CHILD', status: 'C', active: true },
      ]),
    });
    renderRoute(<ChildrenTab />, { path: '/account/child', initialEntries: ['/account/child'] });
    expect(await screen.findByText('Profil dziecka zakończony')).toBeInTheDocument();
    expect(screen.getByText(/Igor ma już 18 lat i od teraz samodzielnie zarządza swoimi danymi/)).toBeInTheDocument();
    expect(screen.getAllByText('Profil dziecka zakończony')).toHaveLength(1);
  });
});
