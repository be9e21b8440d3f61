import { Button } from './button';
import type { DataTableRowActions } from './data-table';

/**
 * A table's row actions of one small secondary button per row, which names its row
 * (`ariaLabel`); the column's header is for screen readers only. A row `shown` refuses has none.
 */
export function rowButton<Row>({
  header,
  label,
  ariaLabel,
  onClick,
  shown,
}: {
  header: string;
  label: string;
  ariaLabel: (row: Row) => string;
  onClick: (row: Row) => void;
  shown?: (row: Row) => boolean;
}): DataTableRowActions<Row> {
  return {
    header,
    hideHeader: true,
    cell: (row) =>
      shown && !shown(row) ? null : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={ariaLabel(row)}
          onClick={() => onClick(row)}
        >
          {label}
        </Button>
      ),
  };
}
