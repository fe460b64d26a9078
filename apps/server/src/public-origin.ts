import type { AddressInfo } from 'node:net';
import type { Config } from './config';

type OriginConfig = Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>;
/** The HTTP server, for the port it really listens on (PORT=0 picks a free one). */
type Listening = { address(): AddressInfo | string | null } | null | undefined;

/** Addresses that stand for "this machine" in a link: the demo's links use the name people type. */
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * The portal's own address, for every absolute link it hands out (e-mails, SMS, the e-service's
 * answer address): PUBLIC_URL, else — demo mode — the configured host and the port it listens on.
 * Never taken from the request: its Host header is whatever the client wrote.
 */
export function publicBaseUrl(config: OriginConfig, server?: Listening): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const address = server?.address();
  const port = address && typeof address === 'object' ? address.port : config.PORT;
  const host = LOCAL_HOSTS.has(config.HOST) ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${port}`;
}

/**
 * After the server listens: a configuration that asked for any free port (PORT=0, as the browser
 * tests' servers do) takes the one bound, so the links built later from the configuration alone
 * (notice e-mails, reminders and invitations, written by jobs) reach this server, not port 0.
 */
export function adoptBoundPort(config: Pick<Config, 'PORT'>, server: Listening): void {
  const address = server?.address();
  if (config.PORT === 0 && address && typeof address === 'object') config.PORT = address.port;
}

/** Scheme, host and port of publicBaseUrl, without a path. */
export const publicOrigin = (config: OriginConfig, server?: Listening): string => new URL(publicBaseUrl(config, server)).origin;

/**
 * The origin of the page that asked, for what must match the browser's address (the self-assessment
 * frame's parent origin, issue 28 item 18): in demo mode (no PUBLIC_URL) a loopback address on the
 * portal's own port — the demo opened at http://127.0.0.1:3000 as well as http://localhost:3000 —
 * else publicOrigin. Any other Host header is the client's word and is not taken.
 */
export function askingOrigin(config: OriginConfig, server: Listening, host: string | undefined): string {
  const own = publicOrigin(config, server);
  if (config.PUBLIC_URL || !host) return own;
  let asked: URL;
  try {
    asked = new URL(`http://${host}`);
  } catch {
    return own;
  }
  const hostname = asked.hostname.replace(/^\[|\]$/g, '');
  return LOCAL_HOSTS.has(hostname) && asked.port === new URL(own).port ? asked.origin : own;
}

/** Cookies carry Secure when the portal is served over https, as PUBLIC_URL says; never by the Host header. */
export const servedOverHttps = (config: Pick<Config, 'PUBLIC_URL'>): boolean => config.PUBLIC_URL?.startsWith('https:') ?? false;
