/*
 * The URL as a log may keep it. Logs never hold personal data (ARCHITECTURE.md "Errors and logs"), and a
 * query string is where a PESEL, a name or an e-mail address travels (`/api/clinic/patients?q=85031502464`,
 * `?username=…`): every query value is masked except those of an allow-list of parameters that carry
 * only paging, sorting, dates and states, and even those when the value looks like a PESEL or an
 * e-mail address. Path parts that are e-mail addresses or PESEL-like numbers are masked too, and so
 * is the e-mail confirmation link's secret.
 */

const MASK = '***';
/** Parameters whose values are never personal: paging, sorting, dates and states, the interface language. */
const HARMLESS_PARAMS = new Set(
  ['page', 'size', 'sort', 'order', 'from', 'to', 'status', 'pageindex', 'pagesize', 'after', 'before', 'lang', 'language', 'type', 'kind', 'system', 'systemroot'].map(
    (n) => n.toLowerCase(),
  ),
);
/** A parameter's name as logged: names of ours are short identifiers; anything else may be data itself (`?85031502464`). */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_.[\]-]{0,40}$/;
const SECRET_PATHS = [/^(\/api\/mpi\/accounts\/confirmations\/e-mail\/)[^/?]+/];
/** An e-mail address, or an 11-digit number (a PESEL's shape), anywhere in a value or a path part. */
const PERSONAL = /@|(?:^|\D)\d{11}(?:\D|$)/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function routedPath(path: string): string {
  const local = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  try {
    return decodeURIComponent(local);
  } catch {
    return local;
  }
}

function safePair(pair: string): string {
  const eq = pair.indexOf('=');
  const name = eq === -1 ? pair : pair.slice(0, eq);
  const plainName = decoded(name);
  if (!PLAIN_NAME.test(plainName)) return MASK;
  if (eq === -1) return name;
  const value = pair.slice(eq + 1);
  if (value === '') return pair;
  return HARMLESS_PARAMS.has(plainName.toLowerCase()) && !PERSONAL.test(decoded(value)) ? pair : `${name}=${MASK}`;
}

/** The URL as the request log may keep it: secrets and personal data replaced by "***". */
export function logSafeUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  // The router matches `/%61pi/...` and absolute-form `http://host/api/...` too: match secrets on the
  // path as the router reads it, and log that form when it held one.
  const routed = routedPath(path);
  if (SECRET_PATHS.some((re) => re.test(routed))) path = SECRET_PATHS.reduce((p, re) => p.replace(re, `$1${MASK}`), routed);
  path = path
    .split('/')
    .map((part) => (PERSONAL.test(decoded(part)) ? MASK : part))
    .join('/');
  if (q === -1) return path;
  return `${path}?${url.slice(q + 1).split('&').map(safePair).join('&')}`;
}
