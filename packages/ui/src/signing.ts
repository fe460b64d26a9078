import { EPUAP_STATUS_PARAM, SIGNING_REASON_PARAM, signingFailureReasons, type SigningFailureReason } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from './api/client';
import { notify } from './notify';

/*
 * Signing a document of the portal (a declaration, a consent) through the public e-service (spec part 2
 * §4, §8; issue 30): the page asks its module where to sign, giving its own address with
 * `epuapstatus=ok` and `epuapstatus=error` to come back to; the e-service brings the browser back to one
 * of them (an error with its `reason`), and the page says how it went, once, and takes the answer out of
 * its address. The texts are the `ui-signed-in` file's `signing.*` (the spec's sentence and each reason's
 * words, contracts' `signingFailureMessages`).
 */

/** The e-service's answer as the page's address brings it. */
export type SigningAnswer = { status: 'ok' } | { status: 'error'; reason: SigningFailureReason | null };

const isReason = (value: string | null): value is SigningFailureReason => (signingFailureReasons as readonly string[]).includes(value ?? '');

/** The page's address with the e-service's answer taken out (and `status` put in, when given). */
function addressWith(pathname: string, search: string, status?: 'ok' | 'error'): string {
  const params = new URLSearchParams(search);
  params.delete(EPUAP_STATUS_PARAM);
  params.delete(SIGNING_REASON_PARAM);
  if (status) params.set(EPUAP_STATUS_PARAM, status);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** Where the e-service comes back to: this page with `epuapstatus=ok`, or with `epuapstatus=error`. */
export const signingReturnUrls = (pathname: string, search: string) => ({ successUrl: addressWith(pathname, search, 'ok'), errorUrl: addressWith(pathname, search, 'error') });

/** The answer in an address's query, or null when it brings none. */
export function signingAnswerOf(search: string): SigningAnswer | null {
  const params = new URLSearchParams(search);
  const status = params.get(EPUAP_STATUS_PARAM);
  if (status === 'ok') return { status: 'ok' };
  if (status === null) return null;
  const reason = params.get(SIGNING_REASON_PARAM);
  return { status: 'error', reason: isReason(reason) ? reason : null };
}

/** "Podczas podpisywania dokumentu wystąpił błąd." and the reason's words, in the interface's language. */
export function useSigningFailureText(): (reason: SigningFailureReason | null) => string {
  const { t } = useTranslation('ui');
  return (reason) => (reason ? `${t('signing.error')} ${t(`signing.reasons.${reason}`)}` : t('signing.error'));
}

/**
 * Back from the e-service: `?epuapstatus=ok` toasts `signed` (the document's own words: "Zgoda została
 * podpisana."), `?epuapstatus=error&reason=…` the spec's sentence and the reason's words; then
 * `onReturn` (read the document again) and the answer leaves the address, so a reload says nothing twice.
 */
export function useSigningReturn({ signed, onReturn }: { signed: string; onReturn?: (answer: SigningAnswer) => void }): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const failureText = useSigningFailureText();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const answer = signingAnswerOf(search);
    if (answer === null || handled.current === search) return;
    handled.current = search;
    if (answer.status === 'ok') notify.success(signed);
    else notify.error(failureText(answer.reason));
    onReturn?.(answer);
    void navigate(addressWith(pathname, search), { replace: true });
    // Once per address (`handled`): the words and the callback of the render that saw it.
  }, [search, pathname, navigate, signed, onReturn, failureText]);
}

/**
 * "Podpisz przez profil zaufany": `request` asks the module where to sign (POST …/ePUAPSignURL with
 * this page's return addresses), and the browser goes there. A refusal with the server's words (the
 * document's state changed meanwhile: 409) is said as a warning and `onRefused` reads the document
 * again; any other failure is the spec's signing sentence.
 */
export function useStartSigning({ request, onRefused }: { request: (urls: { successUrl: string; errorUrl: string }) => Promise<{ url: string }>; onRefused?: () => void }) {
  const { t } = useTranslation('ui');
  const { pathname, search } = useLocation();
  const sign = useMutation({ mutationFn: request });
  const start = () =>
    sign.mutate(signingReturnUrls(pathname, search), {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500 && error.body) {
          notify.warning(error.body.message);
          onRefused?.();
        } else notify.failure(error, t('signing.error'));
      },
    });
  return { start, starting: sign.isPending || sign.isSuccess };
}
