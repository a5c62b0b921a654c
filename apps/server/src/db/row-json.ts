// A whole row as one JSON parameter, for `jsonb_populate_record(null::<table>, $1)`: the hottest
// writes send one parameter instead of one per column (drizzle's per-parameter work is what such
// a statement costs in the server, docs/decisions/0013). Every column gets a value: the given one,
// else its JavaScript default, else null (SQL-side defaults such as now() do not apply here, so
// callers give those values themselves).
import { getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// A table's columns as [property, column] pairs, read once per table (these writes are hot).
const columnLists = new WeakMap<PgTable, Array<[string, Column]>>();
function columnsOf(table: PgTable): Array<[string, Column]> {
  let list = columnLists.get(table);
  if (!list) {
    list = Object.entries(getTableColumns(table));
    columnLists.set(table, list);
  }
  return list;
}

/** Every column of a row to insert, by property name: the given value, else its default, else null. */
export function fullRow<T extends PgTable>(table: T, values: Partial<T['$inferInsert']>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const given = (values as Record<string, unknown>)[key];
    const value =
      given !== undefined ? given : column.hasDefault && column.default !== undefined ? column.default : null;
    if (value === null && column.notNull && !column.hasDefault) {
      throw new Error(`${column.name} needs a value`);
    }
    row[key] = value;
  }
  return row as T['$inferSelect'];
}

export function rowJson<T extends PgTable>(table: T, values: Partial<T['$inferInsert']>): string {
  const full = fullRow(table, values) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = full[key];
    row[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return JSON.stringify(row);
}
