import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, failed, languageHeader, readAnswer } from '@portal/ui/api';
import { declarationKeys } from './keys';

const EXPORT_PATH = '/clinic/declarations/export';

/** The file name the server gives in Content-Disposition (RFC 6266: `filename*=UTF-8''…` or `filename="…"`), if any. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || null;
}

/** Used when the answer names no file: deklaracje-nfz-YYYY-MM-DD.csv. */
const fallbackName = () => `deklaracje-nfz-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * POST /api/clinic/declarations/export: the accepted, active declarations not exported yet (N), as the
 * CSV file for the NFZ, marked exported (A) in the same transaction (only the header when none). The
 * answer is a file, not JSON, so it is read here with the API client's headers and failure handling.
 */
export async function exportNewDeclarations(): Promise<{ file: Blob; fileName: string }> {
  const call = { method: 'POST' as const, path: EXPORT_PATH };
  let res: Response;
  try {
    res = await fetch(`/api${EXPORT_PATH}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'text/csv', 'x-portal-client': '1', ...languageHeader() },
    });
  } catch {
    throw failed(new ApiRequestError(0, null), call);
  }
  // A refusal is the API's error body: readAnswer throws it as an ApiRequestError.
  if (!res.ok) await readAnswer<never>(res, call);
  return { file: await res.blob(), fileName: attachmentName(res.headers.get('content-disposition')) ?? fallbackName() };
}

/** Hands a file to the browser's download (the export exists only in this answer: it cannot be fetched again by address). */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has surely taken its copy (some start the download after the click returns).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Exports and downloads the new declarations; the lists are read again (their export state changed). */
export function useExportNewDeclarations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { file, fileName } = await exportNewDeclarations();
      saveFile(file, fileName);
      return fileName;
    },
    onSettled: () => client.invalidateQueries({ queryKey: declarationKeys.all }),
  });
}
