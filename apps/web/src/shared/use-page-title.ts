/**
 * Sets the document title to "<page title> - <portal name>" while the page is shown; the portal's name
 * is provided by settings/root-data.
 */
export { usePageTitle } from '@portal/ui/page-title';
