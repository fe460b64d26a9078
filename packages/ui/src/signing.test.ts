import { SIGNING_ERROR_MESSAGE, signingFailureMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import pl from './i18n/pl/ui-signed-in.json';
import { signingAnswerOf, signingReturnUrls } from './signing';

describe('signing through the e-service', () => {
  it('gives the page itself, with its query, as the ways back, without an earlier answer', () => {
    expect(signingReturnUrls('/consents/12', '?patientId=1&epuapstatus=error&reason=CANCELLED')).toEqual({
      successUrl: '/consents/12?patientId=1&epuapstatus=ok',
      errorUrl: '/consents/12?patientId=1&epuapstatus=error',
    });
  });

  it("reads the e-service's answer: ok, an error with a known reason or none", () => {
    expect(signingAnswerOf('')).toBeNull();
    expect(signingAnswerOf('?epuapstatus=ok')).toEqual({ status: 'ok' });
    expect(signingAnswerOf('?epuapstatus=error&reason=CERTIFICATE_EXPIRED')).toEqual({ status: 'error', reason: 'CERTIFICATE_EXPIRED' });
    expect(signingAnswerOf('?epuapstatus=error&reason=<script>')).toEqual({ status: 'error', reason: null });
  });

  it("says in Polish the spec's sentence and the contracts' words of each reason", () => {
    expect(pl.signing.error).toBe(SIGNING_ERROR_MESSAGE);
    expect(pl.signing.reasons).toEqual(signingFailureMessages);
  });
});
