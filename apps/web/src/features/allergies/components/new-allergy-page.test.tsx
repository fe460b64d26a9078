import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Allergy } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { ok, stubApi } from '../../../test/api-stub';
import { amoxicillinAllergy } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { NewAllergyPage } from './new-allergy-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewAllergyPage', { timeout: 20_000 }, () => {
  it("creates the allergy for the patient of ?patientId= and opens its details", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const created: Allergy = { ...amoxicillinAllergy, allergyId: 21, allergyTypeCode: 'P', allergyName: 'Truskawki', allergyCode: 'POK-TRUSKAWKI' };
    const api = stubApi({ 'POST /api/mpi/allergies/:patientId': ok(created, 201) });
    const { router } = renderRoute(
      [
        { path: '/newAllergy', element: <NewAllergyPage /> },
        { path: '/allergy/:patientId/:allergyId', element: <p>szczegóły</p> },
      ],
      { initialEntries: ['/newAllergy?patientId=1'] },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa alergia' })).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: /Rodzaj uczulenia/ }));
    await user.click(await screen.findByRole('option', { name: 'Pokarmy' }));
    await user.type(screen.getByRole('combobox', { name: /Nazwa uczulenia/ }), 'trusk');
    await user.click(await screen.findByRole('option', { name: 'Truskawki' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pokarmowe' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/allergy/1/21'));
    expect(api.callsTo('POST /api/mpi/allergies/1')[0]?.body).toMatchObject({
      allergyTypeCode: 'P',
      allergyCode: 'POK-TRUSKAWKI',
      allergyName: 'Truskawki',
      allergyCategory: ['food'],
    });
    expect(success).toHaveBeenCalledWith('Dane uczulenia zostały zapisane');
  });
});
