/**
 * Whether the viewer's frame may show `address` (spec part 1 §2 "/benefits/agfaresult"): an address of
 * this portal (relative, or of its own origin) or of the configured imaging viewer's origin, over http(s)
 * — never an arbitrary site someone put into a link. Returns the address to load, or null.
 */
export function allowedViewerAddress(address: string | null, portalOrigin: string, viewerOrigin?: string): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address, portalOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const allowed = [portalOrigin, ...(viewerOrigin ? [viewerOrigin] : [])].map((o) => {
    try {
      return new URL(o).origin;
    } catch {
      return null;
    }
  });
  return allowed.includes(url.origin) ? url.href : null;
}

/** The imaging viewer's origin when it is not the portal's own (a PACS viewer), set at build time. */
export const configuredViewerOrigin: string | undefined = import.meta.env.VITE_IMAGING_VIEWER_ORIGIN || undefined;
