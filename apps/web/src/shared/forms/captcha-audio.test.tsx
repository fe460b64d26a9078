import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaAudio } from './captcha-audio';

const renderAudio = (load: (() => Promise<Blob>) | null) =>
  render(
    <MantineProvider env="test">
      <CaptchaAudio label="Posłuchaj" failedText="Nie udało się pobrać nagrania." load={load} />
    </MantineProvider>,
  );

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:nagranie-${++n}`), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CaptchaAudio', () => {
  it('fetches the recording on press and plays it in an audio element, anew at every press', async () => {
    const load = vi.fn(async () => new Blob(['RIFF'], { type: 'audio/wav' }));
    const { container } = renderAudio(load);
    expect(container.querySelector('audio')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Posłuchaj' }));
    // The recording arrives asynchronously: on a busy machine after the click has returned.
    await waitFor(() => expect(container.querySelector('audio')).toHaveAttribute('src', 'blob:nagranie-1'));
    const audio = container.querySelector('audio')!;
    expect(audio).toHaveAttribute('controls');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Posłuchaj' }));
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(container.querySelector('audio')).toHaveAttribute('src', 'blob:nagranie-2'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:nagranie-1');
  });

  it('says so when the recording cannot be had, and waits for a challenge', async () => {
    renderAudio(() => Promise.reject(new Error('403')));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Posłuchaj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się pobrać nagrania.');
  });

  it('is disabled while there is no challenge', () => {
    renderAudio(null);
    expect(screen.getByRole('button', { name: 'Posłuchaj' })).toBeDisabled();
  });
});
