/** Query parameters and path parts that carry a secret (links from e-mails, SSO tokens, SAML messages). */
const SECRET_PARAMS = new Set(['token', 'ssotoken', 'nguid', 'samlrequest', 'samlresponse', 'code']);
const SECRET_PATHS = [/^(\/api\/mpi\/accounts\/confirmations\/e-mail\/)[^/?]+/];

function routedPath(path: string): string {
  const local = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  try {
    return decodeURIComponent(local);
  } catch {
    return local;
  }
}

/** The URL as the request log may keep it: secrets replaced by "***". */
export function logSafeUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  // The router matches `/%61pi/...` and absolute-form `http://host/api/...` too: match secrets on the
  // path as the router reads it, and log that form when it held one.
  const routed = routedPath(path);
  if (SECRET_PATHS.some((re) => re.test(routed))) path = SECRET_PATHS.reduce((p, re) => p.replace(re, '$1***'), routed);
  if (q === -1) return path;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_PARAMS.has(decodeURIComponent(name).toLowerCase()) ? `${name}=***` : pair;
    });
  return `${path}?${params.join('&')}`;
}
