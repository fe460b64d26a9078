import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PeselFacts } from '@portal/domain';
import { CaptchaField } from './captcha-field';
import { NameField } from '@portal/ui/forms';
import { PeselField } from '@portal/ui/forms';
import { PhoneField } from '@portal/ui/forms';

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

/** Each field under test keeps its value as a form would. */
function Controlled({ kind, onDecoded }: { kind: 'phone' | 'name' | 'pesel' | 'captcha'; onDecoded?: (f: PeselFacts) => void }) {
  const [value, setValue] = useState('');
  if (kind === 'phone') return <PhoneField label="Numer telefonu" value={value} onChange={setValue} />;
  if (kind === 'name') return <NameField label="Nazwisko" value={value} onChange={setValue} />;
  if (kind === 'pesel') return <PeselField label="PESEL" value={value} onChange={setValue} onDecoded={onDecoded} />;
  return (
    <CaptchaField
      label="Wynik równania"
      image="data:image/webp;base64,UklGRg=="
      imageAlt="Obrazek z równaniem"
      refreshLabel="Nowy obrazek"
      onRefresh={onDecoded as never}
      value={value}
      onChange={setValue}
    />
  );
}

describe('PhoneField', () => {
  it('takes digits only, from keys and from a paste, and shows the plus before them', async () => {
    const user = userEvent.setup();
    wrap(<Controlled kind="phone" />);
    const input = screen.getByRole('textbox', { name: 'Numer telefonu' });
    await user.type(input, '48a 601-b23');
    expect(input).toHaveValue('4860123');
    await user.clear(input);
    await user.click(input);
    await user.paste('+48 601 234 567');
    expect(input).toHaveValue('48601234567');
    expect(input).toHaveAttribute('type', 'tel');
    expect(screen.getByText('+')).toBeInTheDocument();
  });
});

describe('NameField', () => {
  it('keeps letters (Polish too), apostrophe, comma, hyphen and space, and drops the rest', async () => {
    const user = userEvent.setup();
    wrap(<Controlled kind="name" />);
    const input = screen.getByRole('textbox', { name: 'Nazwisko' });
    await user.type(input, "O'Neil-Żak 2#, Ślą");
    expect(input).toHaveValue("O'Neil-Żak , Ślą");
    await user.clear(input);
    await user.click(input);
    await user.paste('Kowalska123');
    expect(input).toHaveValue('Kowalska');
  });
});

describe('PeselField', () => {
  it('takes 11 digits and hands over the birth date and sex of a valid number', async () => {
    const user = userEvent.setup();
    const onDecoded = vi.fn();
    wrap(<Controlled kind="pesel" onDecoded={onDecoded} />);
    const input = screen.getByRole('textbox', { name: 'PESEL' });
    await user.type(input, '8503x15024641');
    expect(input).toHaveValue('85031502464');
    expect(onDecoded).toHaveBeenCalledWith({ birthDate: '1985-03-15', gender: 'FEMALE' });
  });

  it('does not decode a number with a wrong check digit', async () => {
    const user = userEvent.setup();
    const onDecoded = vi.fn();
    wrap(<Controlled kind="pesel" onDecoded={onDecoded} />);
    await user.type(screen.getByRole('textbox', { name: 'PESEL' }), '85031502465');
    expect(onDecoded).not.toHaveBeenCalled();
  });

  it('decodes a birth date of the 2000s', async () => {
    const user = userEvent.setup();
    const onDecoded = vi.fn();
    wrap(<Controlled kind="pesel" onDecoded={onDecoded} />);
    await user.type(screen.getByRole('textbox', { name: 'PESEL' }), '19293012313');
    expect(onDecoded).toHaveBeenCalledWith({ birthDate: '2019-09-30', gender: 'MALE' });
  });
});

describe('CaptchaField', () => {
  it('shows the image with its alternative, takes digits only, at most six, and asks for a new image', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    wrap(<Controlled kind="captcha" onDecoded={onRefresh} />);
    expect(screen.getByRole('img', { name: 'Obrazek z równaniem' })).toHaveAttribute('src', 'data:image/webp;base64,UklGRg==');
    const input = screen.getByRole('textbox', { name: 'Wynik równania' });
    await user.type(input, '4a72193');
    expect(input).toHaveValue('472193');
    await user.click(screen.getByRole('button', { name: 'Nowy obrazek' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
