import { useEffect } from 'react';

/** The app's name as a page shows it (the patient portal: the provider's portal name; the console: its own). */
let useAppName: () => string = () => '';

/**
 * Each app says, once at start (before the first render), how its name is read: a hook, so it may come
 * from the app's settings or texts. Page titles read "<page title> - <app name>".
 */
export function provideAppName(hook: () => string) {
  useAppName = hook;
}

/** Sets the document title to "<page title> - <app name>" while the page is shown. */
export function usePageTitle(title: string | null | undefined) {
  const appName = useAppName();
  useEffect(() => {
    document.title = title && appName ? `${title} - ${appName}` : title || appName;
  }, [title, appName]);
}
