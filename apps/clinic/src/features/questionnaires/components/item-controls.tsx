import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Move up, move down and remove of an item of the editor (a section, a question, an option): real
 * buttons named with the item ("Przenieś pytanie 3 w górę"), reachable by Tab, ids so the focus can
 * follow the item it moved.
 */
export function ItemControls({
  idPrefix,
  name,
  index,
  count,
  onMove,
  onRemove,
  minCount = 1,
}: {
  idPrefix: string;
  /** The item as the buttons name it: "pytanie 3", "sekcję 2", "odpowiedź 1". */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The fewest items the list keeps (remove is disabled at it). */
  minCount?: number;
}) {
  const { t } = useTranslation('questionnaires');
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon id={`${idPrefix}-up`} variant="subtle" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('editor.moveUp', { name })}>
        <span aria-hidden>↑</span>
      </ActionIcon>
      <ActionIcon id={`${idPrefix}-down`} variant="subtle" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={t('editor.moveDown', { name })}>
        <span aria-hidden>↓</span>
      </ActionIcon>
      <ActionIcon id={`${idPrefix}-remove`} variant="subtle" color="red.9" disabled={count <= minCount} onClick={() => onRemove(index)} aria-label={t('editor.remove', { name })}>
        <span aria-hidden>✕</span>
      </ActionIcon>
    </Group>
  );
}
