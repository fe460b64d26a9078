import type { Identification } from '@portal/contracts';
import { ApiRequestError } from '@portal/ui/api';

const STORAGE_KEY = 'portal.identification';

interface Stored {
  etag: string;
  data: Identification;
}

function readStored(): Stored | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/mpi/identification with If-None-Match: the identification rarely changes, so the stored
 * copy is reused whenever the server answers 304.
 */
export async function getIdentification(): Promise<Identification> {
  const stored = readStored();
  let res: Response;
  try {
    res = await fetch('/api/mpi/identification', {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json', ...(stored ? { 'if-none-match': stored.etag } : {}) },
    });
  } catch {
    if (stored) return stored.data;
    throw new ApiRequestError(0, null);
  }
  if (res.status === 304 && stored) return stored.data;
  if (!res.ok) throw new ApiRequestError(res.status, null);
  const data = (await res.json()) as Identification;
  const etag = res.headers.get('etag');
  if (etag) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ etag, data } satisfies Stored));
    } catch {
      // A full or disabled storage only costs the next full download.
    }
  }
  return data;
}
