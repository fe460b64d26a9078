// React 18+ has useSyncExternalStore built in; the shim package (pulled in by react-i18next) only adds
// a fallback for older React. Aliased in vite.config.ts so the sign-in page does not carry it.
export { useSyncExternalStore } from 'react';
