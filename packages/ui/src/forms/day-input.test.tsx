import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayInput } from './day-input';

function Filter({ onDay, initial = '' }: { onDay: (day: string) => void; initial?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <DayInput
      label="Od dnia"
      value={day}
      onChange={(d) => {
        setDay(d);
        onDay(d);
      }}
    />
  );
}

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

function typeDay(text: string) {
  const input = screen.getByRole('textbox', { name: 'Od dnia' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe('DayInput (a day in a page state)', () => {
  it('takes a typed day, with dashes or dots, as YYYY-MM-DD and shows it as DD-MM-RRRR', () => {
    const onDay = vi.fn();
    wrap(<Filter onDay={onDay} />);
    const input = typeDay('05.03.2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-03-05');
    expect(input).toHaveValue('05-03-2026');
    expect(input).toHaveAttribute('placeholder', 'DD-MM-RRRR');
  });

  it('keeps an impossible day as typed and says why, leaving the page its day; a corrected one is taken', () => {
    const onDay = vi.fn();
    wrap(<Filter onDay={onDay} initial="2026-03-05" />);
    const input = typeDay('31-02-2026');
    expect(input).toHaveValue('31-02-2026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Taka data nie istnieje. Wpisz dzień jako DD-MM-RRRR.');
    expect(onDay).not.toHaveBeenCalled();
    typeDay('28-02-2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-02-28');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('an emptied field is no day, without a message', () => {
    const onDay = vi.fn();
    wrap(<Filter onDay={onDay} initial="2026-03-05" />);
    typeDay('30-02-2026');
    const input = typeDay('');
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(onDay).toHaveBeenLastCalledWith('');
  });
});
