/** The console's landing page. */
export const DASHBOARD_PATH = '/';
