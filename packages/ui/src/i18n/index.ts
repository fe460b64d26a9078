import type ui from './pl/ui.json';
import type uiForms from './pl/ui-forms.json';
import type uiQuestionnaire from './pl/ui-questionnaire.json';
import type uiSignedIn from './pl/ui-signed-in.json';
import type uiCall from './pl/ui-call.json';

/**
 * The texts of the shared components, the `ui` namespace, which each app registers in its i18n setup
 * (merged from these files, like an app's own namespaces):
 * - `ui`: what a sign-in page may show (toasts, the password toggle, load failures) — an app bundles its
 *   Polish file with its entry (`plUi` below);
 * - `ui-forms`: the date and file fields, loaded by the routes that show them;
 * - `ui-signed-in`: paged lists and printouts, loaded with the signed-in layout;
 * - `ui-questionnaire`: the questionnaire renderer (`@portal/ui/questionnaire`), loaded by the routes that show it;
 * - `ui-call`: the call view of a teleconsultation (`@portal/ui/call`), loaded by the routes that show it.
 * The other languages and files load as chunks of their own (`@portal/ui/i18n/bundles`).
 */
export const uiNamespaceFiles = { ui: ['ui', 'ui-forms', 'ui-signed-in', 'ui-questionnaire', 'ui-call'] } as const;

/** The Polish texts, file by file: they define the keys every language has. */
export interface UiPolishFiles {
  ui: typeof ui;
  'ui-forms': typeof uiForms;
  'ui-signed-in': typeof uiSignedIn;
  'ui-questionnaire': typeof uiQuestionnaire;
  'ui-call': typeof uiCall;
}

/** The `ui` namespace's keys, for an app's `Resources` type (`ui: UiResources`). */
export type UiResources = UiPolishFiles['ui'] & UiPolishFiles['ui-forms'] & UiPolishFiles['ui-signed-in'] & UiPolishFiles['ui-questionnaire'] & UiPolishFiles['ui-call'];

/** The file an app bundles with its entry (the sign-in page's texts). */
export const UI_ENTRY_FILE = './pl/ui.json';
export { default as plUi } from './pl/ui.json';
