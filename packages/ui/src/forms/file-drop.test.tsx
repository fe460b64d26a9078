import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFiles } from '../api/upload';
import { FileDrop } from './file-drop';
import { createStubApi as stubApi, ok } from '../test/api-stub';

const limits = { maxFiles: 3, maxFileSize: 1024, fileTypes: ['pdf', 'jpg', 'jpeg', 'png'] };

function Controlled({ initial = [] as File[], onChange = (_: File[]) => {} }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <MantineProvider env="test">
      <FileDrop
        label="Skan dokumentu"
        value={files}
        onChange={(next) => {
          setFiles(next);
          onChange(next);
        }}
        limits={limits}
      />
    </MantineProvider>
  );
}

const file = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size).fill(1)], name, { type });
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileDrop', () => {
  it('shows how many files may still be added (maxFiles minus those already added) and adds chosen files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Controlled initial={[file('pierwszy.pdf', 10)]} />);
    expect(screen.getByText('Możesz dodać jeszcze 2 pliki.')).toBeInTheDocument();
    await user.upload(input(), [file('drugi.png', 20, 'image/png')]);
    expect(await screen.findByText('Możesz dodać jeszcze 1 plik.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Dodane pliki' })).toHaveTextContent('drugi.png');
    await user.upload(input(), [file('trzeci.jpg', 30, 'image/jpeg')]);
    expect(await screen.findByText('Dodano największą dozwoloną liczbę plików.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj pliki' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Usuń plik drugi.png' }));
    expect(screen.getByText('Możesz dodać jeszcze 1 plik.')).toBeInTheDocument();
  });

  it('names every refused file with its reason, in Polish: type, size, emptiness and one too many', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    render(<Controlled initial={[file('jest.pdf', 10)]} onChange={onChange} />);
    await user.upload(input(), [
      file('program.exe', 10, 'application/x-msdownload'),
      file('duzy.pdf', 2048),
      file('pusty.png', 0, 'image/png'),
      file('a.pdf', 10),
      file('b.pdf', 10),
      file('c.pdf', 10),
    ]);
    const problems = await screen.findAllByRole('listitem');
    const texts = problems.map((p) => p.textContent);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Niedozwolony typ pliku program.exe. Dozwolone typy: pdf, jpg, png.',
        'Plik duzy.pdf jest za duży (najwyżej 1 kB).',
        'Plik pusty.png jest pusty.',
        'Nie dodano pliku c.pdf: można dodać najwyżej 3 pliki.',
      ]),
    );
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'jest.pdf' }), expect.objectContaining({ name: 'a.pdf' }), expect.objectContaining({ name: 'b.pdf' })]);
  });

  it('refuses a dropped folder instead of taking the files inside it', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const zone = screen.getByText('Przeciągnij pliki tutaj albo użyj przycisku „Dodaj pliki”.').closest('[data-dropzone], .mantine-Dropzone-root') ?? input().parentElement!;
    const scan = file('skan.pdf', 10);
    const items = [
      { kind: 'file', type: '', getAsFile: () => null, webkitGetAsEntry: () => ({ isDirectory: true, name: 'Dokumenty' }) },
      { kind: 'file', type: 'application/pdf', getAsFile: () => scan, webkitGetAsEntry: () => ({ isDirectory: false, name: 'skan.pdf' }) },
    ];
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { items, files: [scan], types: ['Files'] } });
    });
    expect(await screen.findByText('Nie można dodać folderu: Dokumenty. Dodaj pliki pojedynczo.')).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([scan]));
  });
});

describe('uploadFiles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends multipart form data and answers the stored files', async () => {
    const api = stubApi({ 'POST /api/x': ok({ files: [{ id: 7 }] }) });
    expect(await uploadFiles('/x', [file('a.pdf', 3)], { headers: { 'x-registration-challenge': 't' } })).toEqual({ files: [{ id: 7 }] });
    const [upload] = api.calls;
    expect(upload.path).toBe('/api/x');
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).getAll('files')).toHaveLength(1);
  });

  it('a timeout or an abort ends as 408 with a clear Polish message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const timedOut = uploadFiles('/x', [file('a.pdf', 3)], { timeoutMs: 5 });
    await expect(timedOut).rejects.toMatchObject({ status: 408, body: { errorCode: 'REQUEST_TIMEOUT', message: expect.stringMatching(/^Przesyłanie trwało zbyt długo/) } });

    const controller = new AbortController();
    const aborted = uploadFiles('/x', [file('a.pdf', 3)], { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ status: 408, body: { errorCode: 'REQUEST_TIMEOUT' } });
  });
});
