import type { SmsSender } from './index';

/**
 * Production SMS through an HTTP gateway: POST SMS_GATEWAY_URL with a bearer SMS_GATEWAY_TOKEN and
 * JSON { to, from, text }. Any 2xx is delivery accepted; anything else is an error the caller reports.
 */
export function createHttpSms(env: NodeJS.ProcessEnv): SmsSender {
  const url = env.SMS_GATEWAY_URL;
  const token = env.SMS_GATEWAY_TOKEN ?? '';
  const from = env.SMS_SENDER ?? 'Portal';
  return {
    async send(m) {
      if (!url) throw new Error('SMS_GATEWAY_URL is not configured');
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to: m.to, from, text: m.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
