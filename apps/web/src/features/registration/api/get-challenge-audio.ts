import { ApiRequestError, failed, readAnswer } from '@portal/ui/api';

const path = '/mpi/accounts/registration/challenge/audio';

/**
 * GET /api/mpi/accounts/registration/challenge/audio — the current captcha read aloud (WAV), for the
 * holder of its token (sent in a header, as with the attachments, so it stays out of URLs).
 */
export async function getChallengeAudio(challengeToken: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      headers: { accept: 'audio/wav', 'x-portal-client': '1', 'x-registration-challenge': challengeToken },
    });
  } catch {
    throw failed(new ApiRequestError(0, null), { method: 'GET', path });
  }
  if (!res.ok) return readAnswer<never>(res, { method: 'GET', path });
  return res.blob();
}
