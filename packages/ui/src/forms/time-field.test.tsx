import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeField } from './time-field';

function Clock({ initial = '', seen }: { initial?: string; seen: (time: string) => void }) {
  const [time, setTime] = useState(initial);
  return (
    <TimeField
      label="Od"
      value={time}
      onChange={(next) => {
        setTime(next);
        seen(next);
      }}
    />
  );
}

const renderClock = (initial?: string) => {
  const seen = vi.fn();
  render(
    <MantineProvider env="test">
      <Clock initial={initial} seen={seen} />
    </MantineProvider>,
  );
  return { seen, field: screen.getByRole('textbox', { name: 'Od' }) };
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('pl'));
});

describe('TimeField (issue 28 item 15)', () => {
  it('is a text field of HH:MM in 24 hours, never the browser’s own time field', () => {
    const { field } = renderClock('14:00');
    expect(field).not.toHaveAttribute('type', 'time');
    expect(field).toHaveValue('14:00');
    expect(field).toHaveAttribute('placeholder', 'GG:MM');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes a time typed the short way as HH:MM on leaving the field', async () => {
    const { field, seen } = renderClock();
    await userEvent.type(field, '730');
    await userEvent.tab();
    expect(field).toHaveValue('07:30');
    expect(seen).toHaveBeenLastCalledWith('07:30');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a time that does not exist as typed and says how to type one, in the page’s language', async () => {
    const { field } = renderClock();
    fireEvent.change(field, { target: { value: '25:00' } });
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(field);
    expect(field).toHaveValue('25:00');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Podaj godzinę jako GG:MM, np. 08:30.');
    await act(() => i18n.changeLanguage('en'));
    expect(field).toHaveAccessibleDescription('Type the time as HH:MM, e.g. 08:30.');
    expect(field).toHaveAttribute('placeholder', 'HH:MM');
    await act(() => i18n.changeLanguage('uk'));
    expect(field).toHaveAccessibleDescription('Введіть час як ГГ:ХХ, напр. 08:30.');
  });
});
