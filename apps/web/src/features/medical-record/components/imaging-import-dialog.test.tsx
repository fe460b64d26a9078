import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@portal/ui/api';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { noContent, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { anImagingFile } from '../test-data';
import { ImagingImportDialog } from './imaging-import-dialog';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../api/upload-imaging-file', () => ({ uploadImagingFile: upload }));

beforeAll(() => Promise.all([loadNamespace('medical-record'), loadNamespace('ui', 'ui-forms')]));
afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
});

const FILES = 'GET /api/mpi/test-results/mpi-user/1/order/51/agfa/files';
const settings = { viewResultsAsText: false, edmEnabled: true, imagingImportEnabled: true, imagingMaxFileSize: 1_000_000, imagingMaxFiles: 500 };
const renderDialog = () => renderRoute(<ImagingImportDialog patientId={1} orderId={51} settings={settings} onClose={() => {}} />);
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const dicom = (name: string) => new File([new Uint8Array(200)], name, { type: 'application/dicom' });

describe('ImagingImportDialog', { timeout: 20_000 }, () => {
  it('shows each file with its state in words; sending while one is ready, removing one or all while any may be removed', async () => {
    const api = stubApi({
      [FILES]: ok([anImagingFile({ fileId: 1, fileName: 'A.dcm', status: 'R' }), anImagingFile({ fileId: 2, fileName: 'B.dcm', status: 'S' })]),
      'DELETE /api/mpi/test-results/mpi-user/1/order/51/agfa/files/:fileId': noContent,
      'POST /api/mpi/test-results/mpi-user/1/order/51/agfa/files/send': ok([]),
    });
    renderDialog();
    const rows = await screen.findAllByTestId('imaging-file');
    expect(rows[0]).toHaveTextContent('A.dcm — gotowy do wysłania');
    expect(rows[1]).toHaveTextContent('B.dcm — wysłany do systemu obrazowego');
    // A sent file cannot be removed; a ready one can.
    expect(within(rows[1]).queryByRole('button', { name: /Usuń/ })).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Usuń plik A.dcm' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/mpi/test-results/mpi-user/1/order/51/agfa/files/1')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij do systemu obrazowego' }));
    await waitFor(() => expect(api.callsTo('POST /api/mpi/test-results/mpi-user/1/order/51/agfa/files/send')).toHaveLength(1));
    expect(api.callsTo('POST /api/mpi/test-results/mpi-user/1/order/51/agfa/files/send')[0].body).toBeUndefined();
  });

  it('"Usuń wszystkie" is off when every file is sent or waiting, and sending is off with nothing ready', async () => {
    stubApi({ [FILES]: ok([anImagingFile({ fileId: 1, fileName: 'A.dcm', status: 'S' }), anImagingFile({ fileId: 2, fileName: 'B.dcm', status: 'W' })]) });
    renderDialog();
    await screen.findAllByTestId('imaging-file');
    expect(screen.getByRole('button', { name: 'Usuń wszystkie' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wyślij do systemu obrazowego' })).toBeDisabled();
  });

  it('refuses names without DCM/DICOM and names already on the order or twice in the drop; uploads the rest one by one', async () => {
    stubApi({ [FILES]: ok([anImagingFile({ fileId: 1, fileName: 'IM0001.dcm', status: 'P' })]) });
    upload.mockResolvedValue({});
    renderDialog();
    await screen.findAllByTestId('imaging-file');
    await userEvent.upload(fileInput(), [dicom('photo.jpg'), dicom('im0001.DCM'), dicom('IM0002.dicom'), dicom('IM0003.dcm'), dicom('im0003.dcm')], { applyAccept: false });
    const uploads = await screen.findAllByTestId('imaging-upload');
    expect(uploads[0]).toHaveTextContent('Plik nie jest plikiem DICOM. Można dodać tylko pliki DICOM (rozszerzenie DCM lub DICOM).');
    expect(uploads[1]).toHaveTextContent('Plik o tej nazwie został już dodany.');
    expect(uploads[4]).toHaveTextContent('Plik o tej nazwie został już dodany.');
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls.map((c) => [c[0], (c[1] as File).name])).toEqual([
      ['/mpi/test-results/mpi-user/1/order/51/agfa/files', 'IM0002.dicom'],
      ['/mpi/test-results/mpi-user/1/order/51/agfa/files', 'IM0003.dcm'],
    ]);
  });

  it("shows the server's refusal at its file: not DICOM after all, too large, a timeout (408)", async () => {
    stubApi({ [FILES]: ok([]) });
    upload
      .mockRejectedValueOnce(new ApiRequestError(400, { errorCode: 'IMAGING_FILE_NOT_DICOM', message: 'x' }))
      .mockRejectedValueOnce(new ApiRequestError(413, { errorCode: 'PAYLOAD_TOO_LARGE', message: 'x' }))
      .mockRejectedValueOnce(new ApiRequestError(408, { errorCode: 'REQUEST_TIMEOUT', message: 'x' }));
    renderDialog();
    await screen.findByText('Nie dołączono jeszcze żadnych plików.');
    await userEvent.upload(fileInput(), [dicom('jpeg.dcm'), dicom('big.dcm'), dicom('slow.dcm')], { applyAccept: false });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    const uploads = screen.getAllByTestId('imaging-upload');
    expect(uploads[0]).toHaveTextContent('Zawartość pliku nie jest w formacie DICOM, choć nazwa na to wskazuje.');
    expect(uploads[1]).toHaveTextContent('Plik jest za duży. Największy dozwolony rozmiar to');
    expect(uploads[2]).toHaveTextContent('Przesyłanie pliku przerwano lub trwało zbyt długo.');
  });
});
