import { Button, Group, Modal, Stack, Table, type GroupProps, type ModalProps, type TableProps, type TableTdProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../page/query-boundary';

/** What a cell may do besides showing its row: open the row's form, and see where the row stands. */
export interface CrudRowContext<Row> {
  edit: () => void;
  index: number;
  rows: readonly Row[];
}

export interface CrudColumn<Row> {
  header: ReactNode;
  cell: (row: Row, context: CrudRowContext<Row>) => ReactNode;
  /** The cell's own attributes (its language, its style). */
  cellProps?: (row: Row) => TableTdProps;
}

export interface CrudTablePageProps<Row> {
  /** Above the heading (a link back). */
  above?: ReactNode;
  /** Beside the add button (the page's h1, or a section's heading); without it the button stands alone on the right. */
  heading?: ReactNode;
  /** How the heading and the add button line up (default: centred). */
  headingAlign?: GroupProps['align'];
  /** Between the heading and the table. */
  intro?: ReactNode;
  addLabel: ReactNode;
  query: UseQueryResult<Row[]>;
  /** The failure alert's title. */
  failure: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The table's attributes (its name, its stripes). */
  tableProps?: TableProps;
  caption?: ReactNode;
  /** The columns in their order. */
  columns: ReadonlyArray<CrudColumn<Row>>;
  /** The last column, a button opening the row's form, when the caller renders no actions of its own. */
  editColumn?: { header: ReactNode; text: ReactNode; label: (row: Row) => string };
  rowKey: (row: Row) => Key;
  rowTestId?: (row: Row) => string;
  /** The dialog's title: a stored row's, or a new one's (null). */
  modalTitle: (row: Row | null) => ReactNode;
  modalSize?: ModalProps['size'];
  /** The dialog's form for a stored row or a new one (null); `close` shuts the dialog. */
  form: (row: Row | null, close: () => void) => ReactNode;
}

/**
 * A list kept in one table, added to and changed in a dialog: the heading with the add button, the
 * list's states (QueryBoundary), the table of the caller's columns, and the dialog with the caller's
 * form of the row being changed (or of a new one).
 */
export function CrudTablePage<Row>({
  above,
  heading,
  headingAlign,
  intro,
  addLabel,
  query,
  failure,
  empty,
  minWidth,
  tableProps,
  caption,
  columns,
  editColumn,
  rowKey,
  rowTestId,
  modalTitle,
  modalSize = 'lg',
  form,
}: CrudTablePageProps<Row>) {
  const { t } = useTranslation('ui');
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const close = () => setEditing(null);
  const shown: ReadonlyArray<CrudColumn<Row>> = editColumn
    ? [
        ...columns,
        {
          header: editColumn.header,
          cell: (row, { edit }) => (
            <Button size="compact-sm" variant="light" onClick={edit} aria-label={editColumn.label(row)}>
              {editColumn.text}
            </Button>
          ),
        },
      ]
    : columns;
  return (
    <Stack>
      {above}
      <Group justify={heading ? 'space-between' : 'flex-end'} align={headingAlign}>
        {heading}
        <Button onClick={() => setEditing({ row: null })}>{addLabel}</Button>
      </Group>
      {intro}
      <QueryBoundary query={query} failure={failure} isEmpty={(rows) => rows.length === 0} empty={empty}>
        {(rows) => (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table {...tableProps}>
              {caption ? <Table.Caption>{caption}</Table.Caption> : null}
              <Table.Thead>
                <Table.Tr>
                  {shown.map((column, i) => (
                    <Table.Th key={i}>{column.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
                    {shown.map((column, i) => (
                      <Table.Td key={i} {...column.cellProps?.(row)}>
                        {column.cell(row, { edit: () => setEditing({ row }), index, rows })}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryBoundary>
      <Modal opened={editing !== null} onClose={close} title={modalTitle(editing?.row ?? null)} size={modalSize} closeButtonProps={{ 'aria-label': t('close') }}>
        {editing ? form(editing.row, close) : null}
      </Modal>
    </Stack>
  );
}
