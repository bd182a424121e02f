import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntityTarget,
  ObjectLiteral,
} from 'typeorm';

/** A domain holds a repository's manager, a read service or database/ the data source. */
type Source = DataSource | EntityManager;

function dataSourceOf(source: Source): DataSource {
  return 'driver' in source ? source : source.connection;
}

type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * Hand-written SQL for the hottest reads (every request's caller, the group listings): there
 * TypeORM's query building and hydration cost the API more CPU than MariaDB spent answering
 * (docs/performance.md). Values still pass through the driver's own conversions and the
 * columns' transformers, so both databases hand back the same entities as the repositories do.
 */
export async function readEntities<T extends ObjectLiteral>(
  source: Source,
  target: EntityTarget<T>,
  sql: string,
  params: readonly unknown[],
): Promise<T[]> {
  const rows = (await source.query(sql, [...params])) as Array<Record<string, unknown>>;
  return hydrate(source, target, rows);
}

/** Rows of plain SQL (`SELECT t.*` and maybe more) as the entities of `target`. */
export function hydrate<T extends ObjectLiteral>(
  source: Source,
  target: EntityTarget<T>,
  rows: Array<Record<string, unknown>>,
): T[] {
  const db = dataSourceOf(source);
  const { prototype, columns } = shapeOf(db, target);
  return rows.map((row) => {
    const entity = Object.create(prototype) as Record<string, unknown>;
    for (const column of columns) {
      entity[column.propertyName] = db.driver.prepareHydratedValue(
        row[column.databaseName],
        column,
      );
    }
    return entity as T;
  });
}

/** A value as the driver stores it in the entity's column (dates and booleans differ). */
export function columnParam<T extends ObjectLiteral>(
  db: DataSource,
  target: EntityTarget<T>,
  property: keyof T & string,
  value: unknown,
): unknown {
  const column = db.getMetadata(target).findColumnWithPropertyName(property);
  if (!column) throw new Error(`no column for ${property}`);
  return db.driver.preparePersistentValue(value, column);
}

/** `?, ?, ?` for an IN list: better-sqlite3 does not expand arrays as mysql2 does. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

const shapes = new WeakMap<object, { prototype: object; columns: ColumnMetadata[] }>();

function shapeOf(db: DataSource, target: EntityTarget<ObjectLiteral>) {
  const metadata = db.getMetadata(target);
  let shape = shapes.get(metadata);
  if (!shape) {
    const ctor = metadata.target as { prototype?: object };
    shape = { prototype: ctor.prototype ?? Object.prototype, columns: metadata.columns };
    shapes.set(metadata, shape);
  }
  return shape;
}
