import { screen, within } from '@testing-library/react';

/** The body rows of the table named `label`, each as the texts of its cells, as a person reads them. */
export function tableRows(label: string): string[][] {
  const table = screen.getByRole('grid', { name: label });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent ?? ''),
    );
}
