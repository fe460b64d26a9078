import './setup-dom';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiNamespaceFiles } from '../i18n';
import { uiBundles } from '../i18n/bundles';
import plUi from '../i18n/pl/ui.json';

// The shared components' own tests: i18next with the `ui` namespace only, every file and language loaded.
await i18n.use(initReactI18next).init({ lng: 'pl', fallbackLng: 'pl', ns: ['ui'], defaultNS: 'ui', resources: { pl: { ui: plUi } }, interpolation: { escapeValue: false } });
for (const lng of ['pl', 'en', 'uk']) {
  for (const file of uiNamespaceFiles.ui) {
    const load = uiBundles[`./${lng}/${file}.json`];
    if (load) i18n.addResourceBundle(lng, 'ui', await load(), true, true);
  }
}
