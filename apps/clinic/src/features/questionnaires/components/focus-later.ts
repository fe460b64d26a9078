import { useEffect, useState } from 'react';

/**
 * Keeps the keyboard where it was when a list item moves or goes: after the next render, the first of
 * the elements named (by id) that exists and is enabled gets the focus. A move-up button that the move
 * disabled (the item is now first) hands the focus to its move-down neighbour, and so on.
 */
export function useFocusLater() {
  const [wanted, setWanted] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    for (const id of wanted) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        break;
      }
    }
    setWanted(null);
  }, [wanted]);
  return (ids: readonly string[]) => setWanted(ids);
}
