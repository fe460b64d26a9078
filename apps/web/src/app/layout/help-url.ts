import { matchPath } from 'react-router';
import type { HelpContextMap } from '../../shared/settings/help-settings';

/** The help context id of the first route pattern (in the map's order) that matches `pathname`. */
export function helpContextId(pathname: string, contexts: HelpContextMap): string | null {
  for (const [pattern, id] of Object.entries(contexts)) {
    if (matchPath({ path: pattern, end: true }, pathname)) return id;
  }
  return null;
}

/**
 * The address the help link opens: the configured help URL, with a `contextid` query when context
 * help is on and the current page has a context id; null when no help URL is configured.
 */
export function buildHelpUrl(
  settings: { helpUrl: string | null; contextHelpEnabled: boolean } | undefined,
  pathname: string,
  contexts: HelpContextMap,
  base: string = window.location.origin,
): string | null {
  const helpUrl = settings?.helpUrl?.trim();
  if (!helpUrl) return null;
  const contextId = settings?.contextHelpEnabled ? helpContextId(pathname, contexts) : null;
  if (!contextId) return helpUrl;
  const url = new URL(helpUrl, base);
  url.searchParams.set('contextid', contextId);
  return url.toString();
}
