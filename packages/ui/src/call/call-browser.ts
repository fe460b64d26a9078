/* The browser's own parts of a call, and the signalling socket's address. */
import type { CallEnvironment } from './call-types';

export const browserCallEnvironment = (): CallEnvironment => ({
  createSocket: (url) => new WebSocket(url),
  createPeerConnection: (config) => new RTCPeerConnection(config),
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  createStream: (tracks) => (tracks ? new MediaStream(tracks) : new MediaStream()),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
});

/** The socket's address for the access data's `apiKey` (the public path), room and token, on this page's host. */
export function telehealthSocketUrl(path: string, room: string, token: string, base: string = window.location.href): string {
  const url = new URL(path, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('room', room);
  url.searchParams.set('token', token);
  return url.toString();
}
