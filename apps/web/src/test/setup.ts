import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadNamespace, provideTextLoaders } from '../i18n';
import { bundles } from '../i18n/bundles';
import { namespaceFiles } from '../i18n/resources';
import { fakeMatchMedia } from './match-media';

// Mantine needs these browser APIs, which jsdom lacks.
const g = globalThis as unknown as Record<string, unknown>;
window.matchMedia ??= fakeMatchMedia(() => false);
g.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
// jsdom has no FontFaceSet, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
}

provideTextLoaders(async () => bundles);

// Components are tested outside their lazy routes, so every feature's texts are loaded up front.
beforeAll(async () => {
  await Promise.all([loadNamespace('common', 'forms'), loadNamespace('common', 'common-signed-in'), loadNamespace('allergies'), ...namespaceFiles.account.map((file) => loadNamespace('account', file)), loadNamespace('legal'), loadNamespace('shell', 'shell-signed-in'), loadNamespace('login', 'account-access')]);
});

afterEach(() => cleanup());
