import { useSyncExternalStore } from 'react';

/*
 * Whether the change-password modal of the signed-in layout is open. The modal lives in the layout
 * (features/auth); the top bar and the account tab open it from here, so no feature imports another.
 */
let opened = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  opened = value;
  listeners.forEach((l) => l());
};

export const openChangePassword = () => set(true);
export const closeChangePassword = () => set(false);

export function useChangePasswordOpened(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => opened,
  );
}
