import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './match-media';

// What every app's component tests need of the browser (each app's test setup imports this first).
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

afterEach(() => cleanup());
