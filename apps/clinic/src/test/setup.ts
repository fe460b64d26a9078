import '@portal/ui/test/setup-dom';
import { beforeAll } from 'vitest';
import { loadNamespace, provideTextLoaders } from '../i18n';
import { bundles } from '../i18n/bundles';
import { type Namespace, namespaceFiles } from '../i18n/resources';
import '../app/providers';
// Every feature's menu texts, as the signed-in layout has them (in every language, from the start).
import '../i18n/menu-texts';

provideTextLoaders(async () => bundles);

// Components are tested outside their lazy routes, so every namespace's texts (the features' from their
// feature.ts `texts`) are loaded up front.
beforeAll(async () => {
  // Object.entries forgets which files belong to which namespace; the features' `texts` type checked it.
  await Promise.all(Object.entries(namespaceFiles).flatMap(([ns, files]) => files.map((file) => loadNamespace(ns as Namespace, file as never))));
});
