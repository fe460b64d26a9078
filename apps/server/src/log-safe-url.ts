/** Query parameters and path parts that carry a secret (links from e-mails, SSO tokens, SAML messages). */
const SECRET_PARAMS = new Set(['token', 'ssotoken', 'nguid', 'samlrequest', 'samlresponse', 'code']);
const SECRET_PATHS = [/^(\/api\/mpi\/accounts\/confirmations\/e-mail\/)[^/?]+/];

/** The URL as the request log may keep it: secrets replaced by "***". */
export function logSafeUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const re of SECRET_PATHS) path = path.replace(re, '$1***');
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
