import { Button, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormMultiSelect, FormTagsInput } from './form-choices';
import { FormDateTimeInput } from './form-date-time-input';
import { FormNumberInput } from './form-number-input';

interface Values {
  minutes: number | null;
  weight: number | null;
  unitIds: number[];
  methods: string[];
  countries: string[];
  startTime: string | null;
}
const blank: Values = { minutes: 15, weight: null, unitIds: [2], methods: [], countries: ['PL'], startTime: '2026-11-20T09:30:00.000Z' };

function Form({ onValid, values = blank, error }: { onValid: (v: Values) => void; values?: Values; error?: string }) {
  const form = useForm<Values>({ defaultValues: values });
  const { control } = form;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => {
        if (error) form.setError('startTime', { type: 'server', message: error });
        else onValid(v);
      })}
    >
      <FormNumberInput control={control} name="minutes" label="Czas trwania" />
      <FormNumberInput control={control} name="weight" label="Waga" allowDecimal />
      <FormMultiSelect
        control={control}
        name="unitIds"
        numeric
        label="Jednostki"
        data={[
          { value: '1', label: 'Przychodnia POZ' },
          { value: '2', label: 'Poradnia kardiologiczna' },
        ]}
      />
      <FormMultiSelect control={control} name="methods" label="Sposoby odbioru" data={[{ value: 'EMAIL', label: 'E-mail' }]} />
      <FormTagsInput control={control} name="countries" label="Kraje" />
      <FormDateTimeInput control={control} name="startTime" label="Początek" clearable />
      <Button type="submit">Wyślij</Button>
    </form>
  );
}

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);
const submitted = async (onValid: ReturnType<typeof vi.fn>) => {
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
  await waitFor(() => expect(onValid).toHaveBeenCalled());
  return onValid.mock.calls.at(-1)![0] as Values;
};

describe('FormNumberInput', () => {
  it('holds a number, null when emptied or a lone minus, and takes a decimal comma where decimals are allowed', async () => {
    const onValid = vi.fn();
    wrap(<Form onValid={onValid} />);
    const minutes = screen.getByRole('textbox', { name: 'Czas trwania' });
    expect(minutes).toHaveValue('15');
    await userEvent.clear(minutes);
    await userEvent.type(screen.getByRole('textbox', { name: 'Waga' }), '72,5');
    expect(await submitted(onValid)).toMatchObject({ minutes: null, weight: 72.5 });

    await userEvent.type(minutes, '-');
    expect(await submitted(onValid)).toMatchObject({ minutes: null });
  });

  it('takes no decimals unless allowed', async () => {
    const onValid = vi.fn();
    wrap(<Form onValid={onValid} />);
    const minutes = screen.getByRole('textbox', { name: 'Czas trwania' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '20,5');
    expect(minutes).toHaveValue('205');
    expect(await submitted(onValid)).toMatchObject({ minutes: 205 });
  });
});

describe('FormMultiSelect', () => {
  it('shows the chosen ids and hands over numbers when `numeric`, texts otherwise', async () => {
    const onValid = vi.fn();
    wrap(<Form onValid={onValid} />);
    expect(document.querySelector('input[name="unitIds"]')).toHaveValue('2');
    await userEvent.click(screen.getByRole('combobox', { name: 'Jednostki' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Przychodnia POZ' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sposoby odbioru' }));
    await userEvent.click(await screen.findByRole('option', { name: 'E-mail' }));
    expect(await submitted(onValid)).toMatchObject({ unitIds: [2, 1], methods: ['EMAIL'] });
  });
});

describe('FormTagsInput', () => {
  it('takes each text confirmed with a comma, a space or Enter', async () => {
    const onValid = vi.fn();
    wrap(<Form onValid={onValid} />);
    const countries = screen.getByRole('combobox', { name: 'Kraje' });
    await userEvent.type(countries, 'DE,UA CZ{Enter}');
    expect(await submitted(onValid)).toMatchObject({ countries: ['PL', 'DE', 'UA', 'CZ'] });
  });
});

describe('FormDateTimeInput', () => {
  it('shows the instant as a local day and time, and holds null once cleared', async () => {
    const onValid = vi.fn();
    const local = new Date('2026-11-20T09:30:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    wrap(<Form onValid={onValid} />);
    const start = screen.getByRole('button', { name: 'Początek' });
    expect(start).toHaveTextContent(`${pad(local.getDate())}-${pad(local.getMonth() + 1)}-${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}`);
    expect(await submitted(onValid)).toMatchObject({ startTime: '2026-11-20T09:30:00.000Z' });
    fireEvent.click(start.closest('.mantine-DateTimePicker-root')!.querySelector('.mantine-InputClearButton-root')!);
    expect(await submitted(onValid)).toMatchObject({ startTime: null });
  });

  it('shows the error at the field', async () => {
    wrap(<Form onValid={vi.fn()} error="Podaj początek wizyty" />);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Podaj początek wizyty')).toBeInTheDocument();
  });
});
