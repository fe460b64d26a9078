import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Allergy, AllergyInput } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { stubApi, type ApiStub } from '../../../test/api-stub';
import { amoxicillinAllergy, annaAllergies, annaPatient } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { parseTypedDate } from '@portal/domain';
import { AllergyForm } from './allergy-form';

const saved: Allergy = { ...amoxicillinAllergy, allergyId: 99 };

function renderForm(initial?: Allergy, onSave = vi.fn(async (_input: AllergyInput) => saved)) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderRoute(<AllergyForm patientId={annaPatient.id} initial={initial} onSave={onSave} onSaved={onSaved} onCancel={vi.fn()} />);
  return { user, onSave, onSaved };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /Rodzaj uczulenia/ }));
  await user.click(await screen.findByRole('option', { name }));
}

const dictCalls = (api: ApiStub, code: string) =>
  api.callsTo('POST /api/mpi/allergies/dict').filter((c) => (c.body as { code: string }).code === code).map((c) => c.body);

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AllergyForm rules', { timeout: 20_000 }, () => {
  it('shows the Polish messages at the fields and does not save an empty form', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Zaznacz przynajmniej jedną kategorię uczulenia')).toBeInTheDocument();
    expect(screen.getByText('Wybierz rodzaj uczulenia')).toBeInTheDocument();
    expect(screen.getByText('Podaj nazwę uczulenia')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Rodzaj uczulenia/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('requires at least one category even when everything else is filled, and clears the message once one is ticked', async () => {
    const { user, onSave } = renderForm();
    await chooseType(user, 'Pokarmy');
    await user.type(screen.getByRole('combobox', { name: /Nazwa uczulenia/ }), 'Seler');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    const categories = screen.getByRole('group', { name: /Kategorie uczulenia/ });
    await waitFor(() => expect(categories).toHaveAccessibleDescription(/Zaznacz przynajmniej jedną kategorię uczulenia/));
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Pokarmowe' }));
    await waitFor(() => expect(screen.queryByText('Zaznacz przynajmniej jedną kategorię uczulenia')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ allergyTypeCode: 'P', allergyName: 'Seler', allergyCode: null, allergyCategory: ['food'] });
  });

  it('for type L takes code and name from the medication picked in the dictionary (searched with maxRows 200)', async () => {
    const { user, onSave } = renderForm();
    await chooseType(user, 'Leki');
    const medication = screen.getByRole('combobox', { name: /^Lek/ });
    await user.type(medication, 'amoks');
    // The search waits for the typing to stop: one call for the whole word, then only matches are offered.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Ibuprofen (ibuprofenum)' })).not.toBeInTheDocument());
    expect(dictCalls(api, 'ALERG_LEK')).toContainEqual({ code: 'ALERG_LEK', maxRows: 200, nameFilter: 'amoks' });
    expect(dictCalls(api, 'ALERG_LEK').filter((b) => (b as { nameFilter: string }).nameFilter.startsWith('a'))).toHaveLength(1);

    await user.click(screen.getByRole('option', { name: 'Amoksycylina (amoxicillinum)' }));
    expect(medication).toHaveValue('Amoksycylina');
    expect(screen.getByText('Wybrano ze słownika, kod: LEK-AMOKSYCYLINA')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Lekowe' }));
    // Anna's active Amoksycylina: the repetition is shown and confirmed before the save.
    expect(await screen.findByRole('alert')).toHaveTextContent('Amoksycylina — aktywne uczulenie o tej samej nazwie');
    await user.click(screen.getByRole('checkbox', { name: 'Rozumiem, zapisz mimo to' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({
      allergyTypeCode: 'L',
      allergyCode: 'LEK-AMOKSYCYLINA',
      allergyName: 'Amoksycylina',
      allergyOccurrenceDate: null,
      isActive: true,
      cured: false,
      isNotAllergic: false,
      description: null,
      degreeOfSeverityCode: null,
      allergyCategory: ['medication'],
      confirmDuplicate: true,
    });
  });

  it('for type L saves a medication the dictionary lacks as typed, saying it is entered by the patient; changing a picked name drops the code', async () => {
    const { user, onSave } = renderForm();
    await chooseType(user, 'Leki');
    const medication = screen.getByRole('combobox', { name: /^Lek/ });
    await user.type(medication, 'ibu');
    await user.click(await screen.findByRole('option', { name: 'Ibuprofen (ibuprofenum)' }));
    expect(screen.getByText('Wybrano ze słownika, kod: LEK-IBUPROFEN')).toBeInTheDocument();
    await user.clear(medication);
    await user.type(medication, 'Lek z apteki w Wiedniu');
    expect(screen.queryByText(/Wybrano ze słownika/)).not.toBeInTheDocument();
    expect(screen.getByText('Leku nie ma w słowniku — zostanie zapisany tak, jak go wpisano, jako wpisany przez pacjenta.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Lekowe' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ allergyTypeCode: 'L', allergyCode: null, allergyName: 'Lek z apteki w Wiedniu' });
  });

  it('sets the type from the category ticked', async () => {
    const { user } = renderForm();
    const type = screen.getByRole('combobox', { name: /Rodzaj uczulenia/ });
    await user.click(screen.getByRole('checkbox', { name: 'Lekowe' }));
    await waitFor(() => expect(type).toHaveValue('Leki'));
    expect(screen.getByRole('combobox', { name: /^Lek/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Lekowe' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pokarmowe' }));
    await waitFor(() => expect(type).toHaveValue('Pokarmy'));
  });

  it('flags, before saving, a medication sharing an active substance with an active allergy and saves it only once confirmed', async () => {
    const { user, onSave } = renderForm();
    await chooseType(user, 'Leki');
    await user.type(screen.getByRole('combobox', { name: /^Lek/ }), 'amoksi');
    await user.click(await screen.findByRole('option', { name: /^Amoksiklav/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('To uczulenie może być już zapisane');
    expect(alert).toHaveTextContent('Amoksycylina — aktywne uczulenie na tę samą substancję czynną (amoksycylina)');

    await user.click(screen.getByRole('checkbox', { name: 'Lekowe' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Potwierdź, że chcesz zapisać uczulenie powtarzające już zapisane')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Rozumiem, zapisz mimo to' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ allergyCode: 'LEK-AMOKSYKLAV', confirmDuplicate: true });
  });

  it('flags an allergy named as an active one, and not the allergy being edited itself', async () => {
    const { user } = renderForm();
    await chooseType(user, 'Pokarmy');
    await user.type(screen.getByRole('combobox', { name: /Nazwa uczulenia/ }), 'orzeszki ZIEMNE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Orzeszki ziemne — aktywne uczulenie o tej samej nazwie');
  });

  it('does not flag the edited allergy as its own repetition', async () => {
    renderForm(amoxicillinAllergy);
    await waitFor(() => expect(api.callsTo('GET /api/mpi/allergies/all/:patientId').length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('for food searches the food dictionary (maxRows 100) and accepts a free-text name', async () => {
    const { user, onSave } = renderForm();
    await chooseType(user, 'Pokarmy');
    await user.type(screen.getByRole('combobox', { name: /Nazwa uczulenia/ }), 'Truskawki leśne');
    await waitFor(() => expect(dictCalls(api, 'ALERG_POKARM')).toContainEqual({ code: 'ALERG_POKARM', maxRows: 100, nameFilter: 'Truskawki leśne' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pokarmowe' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ allergyTypeCode: 'P', allergyCode: null, allergyName: 'Truskawki leśne' });
  });

  it('shows the stored status as A/N/W and saves the flags of the chosen one', async () => {
    const cured = annaAllergies[2];
    const { user, onSave } = renderForm(cured);
    expect(screen.getByRole('radio', { name: 'Wyleczone' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Nieaktywne' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ isActive: false, cured: false, allergyCode: 'INN-PYLEK-BRZOZY', allergyOccurrenceDate: '2003-04-20' });

    await user.click(screen.getByRole('radio', { name: 'Aktywne' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1][0]).toMatchObject({ isActive: true, cured: false });

    await user.click(screen.getByRole('radio', { name: 'Wyleczone' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(3));
    expect(onSave.mock.calls[2][0]).toMatchObject({ isActive: false, cured: true });
  });

  it('reads a typed date as DD-MM-YYYY (the one parser of packages/domain, which takes YYYY-MM-DD too)', () => {
    expect(parseTypedDate('14-05-2012')).toBe('2012-05-14');
    expect(parseTypedDate('1.6.2020')).toBe('2020-06-01');
    expect(parseTypedDate('31-02-2020')).toBeNull();
    expect(parseTypedDate('2020-06-01')).toBe('2020-06-01');
  });
});

describe('AllergyForm saving', { timeout: 20_000 }, () => {
  it('confirms a save and hands over the stored allergy; the button is disabled meanwhile', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let finish: (a: Allergy) => void = () => {};
    const onSave = vi.fn(() => new Promise<Allergy>((resolve) => (finish = resolve)));
    const { user, onSaved } = renderForm(amoxicillinAllergy, onSave);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled());
    finish(saved);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(success).toHaveBeenCalledWith('Dane uczulenia zostały zapisane');
  });

  it("shows the server's message as a warning on a 400 VALIDATION_ERROR", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const onSave = vi.fn(async () => {
      throw new ApiRequestError(400, { errorCode: 'VALIDATION_ERROR', message: 'Ta alergia jest już zapisana.' });
    });
    const { user, onSaved } = renderForm(amoxicillinAllergy, onSave);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Ta alergia jest już zapisana.'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('reports any other failure with the allergy save message', async () => {
    const failure = vi.spyOn(notify, 'failure').mockImplementation(() => {});
    const error = new ApiRequestError(500, { errorCode: 'INTERNAL_ERROR', message: 'x' });
    const onSave = vi.fn(async () => {
      throw error;
    });
    const { user } = renderForm(amoxicillinAllergy, onSave);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(error, 'Wystąpił błąd podczas zapisu danych uczulenia.'));
  });
});
