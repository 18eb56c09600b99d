import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader } from 'react-aria-components';

export interface TableColumn<T> {
  readonly id: string;
  readonly title: string;
  readonly render: (row: T) => React.ReactNode;
  readonly isRowHeader?: boolean;
}

export interface TableProps<T extends { readonly id: string }> {
  readonly label: string;
  readonly columns: readonly TableColumn<T>[];
  readonly rows: readonly T[];
  /** Shown in the body when there are no rows. */
  readonly empty: string;
}

/** A read-only data table; it scrolls sideways on a phone instead of squeezing its columns. */
export function Table<T extends { readonly id: string }>({ label, columns, rows, empty }: TableProps<T>) {
  return (
    <div className="ui-table-wrap">
      <AriaTable aria-label={label} className="ui-table">
        <TableHeader columns={columns}>
          {(column) => (
            <Column id={column.id} isRowHeader={column.isRowHeader ?? false}>
              {column.title}
            </Column>
          )}
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => empty}>
          {(row) => (
            <Row id={row.id} columns={columns}>
              {(column) => <Cell>{column.render(row)}</Cell>}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
