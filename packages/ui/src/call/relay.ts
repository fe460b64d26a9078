/**
 * The relay-only switch (issue 32, "Through firewalls"): `?relay=1` in the page's address makes both apps'
 * calls send their media through TURN only (`iceTransportPolicy: 'relay'`), which the relay-only journey
 * uses to prove the TURN path carries a call. It changes nothing else; a person may use it too, e.g. to
 * check a network that blocks direct connections.
 */
export function relayOnlyRequested(search: string = typeof window === 'undefined' ? '' : window.location.search): boolean {
  const value = new URLSearchParams(search).get('relay');
  return value === '1' || value === 'true';
}

export function iceTransportPolicyOf(search?: string): RTCIceTransportPolicy {
  return relayOnlyRequested(search) ? 'relay' : 'all';
}
