import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A console list as a table: named for screen readers and tests, scrolled sideways on a narrow
 * window rather than squeezed, one header cell per column; the tab renders the rows.
 */
export function ConsoleTable({
  label,
  minWidth,
  columns,
  children,
}: {
  label: string;
  minWidth: number;
  columns: ReactNode[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
