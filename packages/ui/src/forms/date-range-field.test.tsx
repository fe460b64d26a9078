import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import 'dayjs/locale/pl';
import { clinicToday, DateRangeField } from './date-range-field';

const today = '2026-11-22';

/** Types a whole date at once and leaves the field, as a person typing then tabbing away. */
function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

function renderField(limits = { allowFuture: false }, value = {}) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <DatesProvider settings={{ locale: 'pl', firstDayOfWeek: 1 }}>
        <DateRangeField value={value} onChange={onChange} limits={limits} today={today} />
      </DatesProvider>
    </MantineProvider>,
  );
  return onChange;
}

describe('DateRangeField', () => {
  it('takes typed DD-MM-YYYY days and hands over the range as clinic days', () => {
    const onChange = renderField();
    typeDate('Od', '01-11-2026');
    expect(onChange).toHaveBeenLastCalledWith({ after: '2026-11-01' });
    typeDate('Do', '5.11.2026');
    expect(onChange).toHaveBeenLastCalledWith({ after: '2026-11-01', before: '2026-11-05' });
  });

  it('refuses a typed day that does not exist, with a message, instead of dropping it', async () => {
    const onChange = renderField();
    typeDate('Od', '31-02-2026');
    expect(await screen.findByText('Podana data nie istnieje.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a reversed range', async () => {
    const onChange = renderField({ allowFuture: false }, { after: '2026-11-10' });
    typeDate('Do', '01-11-2026');
    expect(await screen.findByText('Data początkowa nie może być późniejsza niż data końcowa.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a typed day in the future, which the calendar alone would drop', () => {
    const onChange = renderField({ allowFuture: false });
    typeDate('Do', '23-11-2026');
    expect(screen.getByText('Nie można wybrać daty z przyszłości.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("knows the clinic's today whatever the browser's zone", () => {
    expect(clinicToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});
