import { resultFileUrl } from '../paths';

export type ResultPart = 'content' | 'archive';

/**
 * Where a result's document may be, in the order they are tried (spec part 1 §7, part 2 §7): an order's
 * own document (`order/{id}`); an elementary result's own (`order/{elementId}/elementary`), then its
 * main order's (`order/{orderId}/main`).
 */
export function resultDocumentCandidates(patientId: number, part: ResultPart, target: { orderId: number; elementId?: number }): string[] {
  if (target.elementId === undefined) return [resultFileUrl(patientId, target.orderId, part)];
  return [resultFileUrl(patientId, target.elementId, part, 'elementary'), resultFileUrl(patientId, target.orderId, part, 'main')];
}

/** The first candidate the server has (HEAD 200), or null: nothing is downloaded to find out. */
export async function findResultDocument(candidates: readonly string[]): Promise<string | null> {
  for (const url of candidates) {
    let ok = false;
    try {
      ok = (await fetch(url, { method: 'HEAD', credentials: 'same-origin' })).ok;
    } catch {
      ok = false;
    }
    if (ok) return url;
  }
  return null;
}
