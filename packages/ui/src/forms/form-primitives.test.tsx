import { zodResolver } from '@hookform/resolvers/zod';
import { Button, MantineProvider } from '@mantine/core';
import { z } from '@portal/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { FormDateInput } from './form-date-input';
import { applyServerErrors, fieldPaths } from './server-errors';
import { FormCheckboxGroup } from './form-choices';
import { FormTextInput } from './form-text-inputs';

const schema = z.object({
  city: z.string().min(1, 'Podaj miejscowość'),
  day: z.iso.date({ error: 'Podaj datę' }).nullable().refine((d) => !d || d <= '2026-11-22', 'Nie może być z przyszłości'),
  kinds: z.array(z.string()).min(1, 'Zaznacz coś'),
  patient: z.object({ attachments: z.array(z.string()), name: z.string() }),
});
type Values = z.input<typeof schema>;

function Form({ onValid, serverError }: { onValid: (v: Values) => void; serverError?: unknown }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { city: '', day: null, kinds: [], patient: { attachments: [], name: '' } },
  });
  const { control } = form;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        (v) => onValid(v),
        () => {
          if (serverError) applyServerErrors(serverError, form.setError, fieldPaths(form.getValues()), { aliases: { 'account.name': 'patient.name' } });
        },
      )}
    >
      <FormTextInput control={control} name="city" label="Miejscowość" />
      <FormTextInput control={control} name="patient.name" label="Imię" />
      <FormDateInput control={control} name="day" label="Dzień" maxDate="2026-11-22" />
      <FormCheckboxGroup control={control} name="kinds" label="Rodzaje" options={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }]} />
      <Button type="submit">Wyślij</Button>
    </form>
  );
}

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

function typeDate(text: string) {
  const input = screen.getByRole('textbox', { name: 'Dzień' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('form primitives', () => {
  it('show the schema error at the field, marked invalid and described by the message', async () => {
    const user = userEvent.setup();
    wrap(<Form onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    const city = await screen.findByRole('textbox', { name: 'Miejscowość' });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Podaj miejscowość');
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Zaznacz coś');
    }
  });

  it('hand over what is typed and ticked', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    wrap(<Form onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Miejscowość' }), 'Kraków');
    typeDate('05.01.2026');
    await user.click(screen.getByRole('checkbox', { name: 'B' }));
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ city: 'Kraków', day: '2026-01-05', kinds: ['b'], patient: { attachments: [], name: '' } }));
  });

  it('refuse a typed day that does not exist with a message, instead of dropping it', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    wrap(<Form onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Miejscowość' }), 'Kraków');
    await user.click(screen.getByRole('checkbox', { name: 'A' }));
    typeDate('31-02-2026');
    const day = screen.getByRole('textbox', { name: 'Dzień' });
    // The hint names the parts in Polish: RRRR (rok), not YYYY.
    expect(day).toHaveAttribute('placeholder', 'DD-MM-RRRR');
    // What was typed stays, to be corrected, and the field says what is wrong with it.
    expect(day).toHaveValue('31-02-2026');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription('Taka data nie istnieje. Wpisz dzień jako DD-MM-RRRR.');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(day).toHaveValue('31-02-2026');
    expect(day).toHaveAccessibleDescription('Taka data nie istnieje. Wpisz dzień jako DD-MM-RRRR.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keep an impossible day typed over a day the field held, and take a corrected one', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    wrap(<Form onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Miejscowość' }), 'Kraków');
    await user.click(screen.getByRole('checkbox', { name: 'A' }));
    const day = screen.getByRole('textbox', { name: 'Dzień' });
    typeDate('05-01-2026');
    expect(day).toHaveValue('05-01-2026');
    typeDate('2026-13-01');
    expect(day).toHaveValue('2026-13-01');
    expect(day).toHaveAccessibleDescription('Taka data nie istnieje. Wpisz dzień jako DD-MM-RRRR.');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(onValid).not.toHaveBeenCalled();
    typeDate('31.01.2026');
    expect(day).toHaveValue('31-01-2026');
    await waitFor(() => expect(day).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ day: '2026-01-31' })));
  });

  it('empty a field whose impossible day is wiped out, without a message', () => {
    wrap(<Form onValid={vi.fn()} />);
    const day = screen.getByRole('textbox', { name: 'Dzień' });
    typeDate('30-02-2026');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    typeDate('');
    expect(day).toHaveValue('');
    expect(day).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keep a typed day beyond the limits, which the calendar alone would drop, so the schema names the limit', async () => {
    wrap(<Form onValid={vi.fn()} />);
    typeDate('23-11-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Nie może być z przyszłości')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dzień' })).toHaveValue('23-11-2026');
  });
});

describe('applyServerErrors', () => {
  it('puts each error on the nearest field of its body-relative path, by alias too, and focuses the first', async () => {
    const error = new ApiRequestError(400, {
      errorCode: 'VALIDATION_ERROR',
      message: 'Popraw formularz',
      errors: [
        { path: 'nowhere.else', message: 'Pominięty' },
        { path: 'city', message: 'Nie ma takiej miejscowości' },
        { path: 'account.name', message: 'Niepoprawne imię' },
      ],
    });
    const user = userEvent.setup();
    wrap(<Form onValid={vi.fn()} serverError={error} />);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Nie ma takiej miejscowości')).toBeInTheDocument();
    expect(screen.getByText('Niepoprawne imię')).toBeInTheDocument();
    expect(screen.queryByText('Pominięty')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Miejscowość' })).toHaveFocus();
  });

  it('lists fields with a list as one field and tells when nothing applied', () => {
    expect(fieldPaths({ a: '', b: { c: null, d: [1, 2] } })).toEqual(['a', 'b.c', 'b.d']);
    const setError = vi.fn();
    const listError = new ApiRequestError(400, { errorCode: 'VALIDATION_ERROR', message: 'x', errors: [{ path: 'b.d.1', message: 'Plik za duży' }] });
    expect(applyServerErrors(listError, setError, ['b.d'])).toBe(true);
    expect(setError).toHaveBeenCalledWith('b.d', { type: 'server', message: 'Plik za duży' }, { shouldFocus: true });
    expect(applyServerErrors(new Error('offline'), setError, ['b.d'])).toBe(false);
  });
});
