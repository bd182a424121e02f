import { TableColumn, TableForeignKey, type QueryRunner, type TableColumnOptions } from 'typeorm';

/** Column shapes shared by every migration, identical on MySQL/MariaDB and SQLite. */
export const idColumn = (name = 'id'): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '36',
  isPrimary: true,
});

export const refColumn = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '36',
  isNullable: nullable,
});

export const text = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});

export const longText = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: nullable,
});

export const flag = (name: string, fallback: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  default: fallback ? 1 : 0,
});

export const integer = (name: string, fallback?: number): TableColumnOptions => ({
  name,
  type: 'int',
  ...(fallback === undefined ? {} : { default: fallback }),
});

/** UTC with milliseconds. */
export const timestamp = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: nullable,
});

/** Money: exact decimal, never a float. */
export const money = (name: string): TableColumnOptions => ({
  name,
  type: 'decimal',
  precision: 18,
  scale: 2,
});

/** A foreign key named after its table and column, cascading by default. */
export const foreignKey = (
  table: string,
  column: string,
  target: string,
  onDelete: 'CASCADE' | 'RESTRICT' = 'CASCADE',
): TableForeignKey =>
  new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: target,
    referencedColumnNames: ['id'],
    onDelete,
  });

/**
 * Makes a reference column optional or required again. MariaDB changes the column in place
 * (TypeORM's changeColumn would drop the unique index its foreign key needs); SQLite has no
 * ALTER COLUMN, and TypeORM rebuilds the table for it.
 */
export async function referenceOptional(
  q: QueryRunner,
  table: string,
  column: string,
  optional: boolean,
): Promise<void> {
  if (q.connection.driver.options.type === 'better-sqlite3') {
    await q.changeColumn(table, column, new TableColumn(refColumn(column, optional)));
    return;
  }
  await q.query(
    `ALTER TABLE ${table} MODIFY ${column} varchar(36) ${optional ? 'NULL' : 'NOT NULL'}`,
  );
}
