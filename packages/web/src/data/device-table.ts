/**
 * A long list of flat records (the agenda's 50,000 entries) in the form IndexedDB reads back
 * fastest. Reading a record back builds every value it holds on the main thread: 50,000 objects
 * of 17 fields took a few hundred milliseconds of a repeat visit, before any row could show. As
 * columns, each field's distinct values are kept once and the rows point at them through a typed
 * array, read back as one block of bytes: a fraction of the values to build, and the objects are
 * made again from the columns, all of one shape.
 */

/** Below this many items a list is kept as it is: there is little to gain. */
const MIN_ROWS = 500;

/**
 * A column: the distinct values and each row's place among them; or, when most values differ,
 * texts written one after another with where each ends (one string to read back, not thousands);
 * or every row's value as it is.
 */
type Column =
  | { readonly distinct: readonly Scalar[]; readonly rows: Uint8Array | Uint16Array | Uint32Array }
  | { readonly joined: string; readonly ends: Uint32Array }
  | { readonly values: readonly Scalar[] };

type Scalar = string | number | boolean | null;

/** What is written to IndexedDB in place of the list. */
export interface DeviceTable {
  readonly length: number;
  readonly fields: readonly string[];
  readonly columns: readonly Column[];
  /**
   * Per field, the rows that lack it (1) where some do, else null: an agenda entry carries
   * 'todo_el_dia' or 'cancelada' only when it is one, and the large account's 50,011 entries were
   * kept as objects because eleven had a field more, which took a phone's page almost a second to
   * write, just after its first rows. Missing in tables written before it: every row has every field.
   */
  readonly missing?: readonly (Uint8Array | null)[];
}

function isScalar(value: unknown): value is Scalar {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The fields of a plain object whose every value is a scalar; null when it is anything else. */
function flatFields(item: unknown): string[] | null {
  if (typeof item !== 'object' || item === null || Object.getPrototypeOf(item) !== Object.prototype) return null;
  const fields = Object.keys(item);
  // Assigning '__proto__' would set the prototype rather than a field.
  if (fields.includes('__proto__')) return null;
  return fields.every((field) => isScalar((item as Record<string, unknown>)[field])) ? fields : null;
}

/**
 * The list as a table when it is a long list of plain objects whose fields come in one order, each
 * a string, number, boolean or null, a record leaving out some of them (its fields in that order
 * still); null for anything else (a short list, a record with a date or a nested list, fields in
 * another order), which is kept as it is.
 */
export function toDeviceTable(value: unknown): DeviceTable | null {
  if (!Array.isArray(value) || value.length < MIN_ROWS) return null;
  const fields = flatFields(value[0]);
  if (fields === null) return null;
  // Each shape of record once: the agenda's 50,011 entries come in a handful.
  const shapes = new Map<string, string[]>();
  for (const item of value) {
    const own = flatFields(item);
    if (own === null) return null;
    if (own.length !== fields.length || own.some((field, index) => field !== fields[index])) shapes.set(own.join('\u0000'), own);
  }
  const items = value as readonly Record<string, Scalar>[];
  if (shapes.size === 0) return { length: items.length, fields, columns: fields.map((field) => columnOf(items, field)) };
  const order = fieldOrder([fields, ...shapes.values()]);
  if (order === null) return null;
  const missing = order.map((field) => {
    const rows = new Uint8Array(items.length);
    let any = false;
    for (let index = 0; index < items.length; index++) {
      if (!Object.hasOwn(items[index] as object, field)) {
        rows[index] = 1;
        any = true;
      }
    }
    return any ? rows : null;
  });
  return { length: items.length, fields: order, columns: order.map((field) => columnOf(items, field)), missing };
}

/**
 * One order of every field in which each shape's fields come as they do in it (each field after
 * those it follows in some shape, else in the order first seen); null when the shapes disagree.
 */
function fieldOrder(shapes: readonly (readonly string[])[]): string[] | null {
  const seen: string[] = [];
  const after = new Map<string, Set<string>>();
  const before = new Map<string, number>();
  for (const shape of shapes) {
    shape.forEach((field, index) => {
      if (!after.has(field)) {
        seen.push(field);
        after.set(field, new Set());
        before.set(field, 0);
      }
      const previous = shape[index - 1];
      if (previous !== undefined && !(after.get(previous) as Set<string>).has(field)) {
        (after.get(previous) as Set<string>).add(field);
        before.set(field, (before.get(field) as number) + 1);
      }
    });
  }
  const order: string[] = [];
  const ready = seen.filter((field) => before.get(field) === 0);
  while (ready.length > 0) {
    const field = ready.shift() as string;
    order.push(field);
    for (const next of after.get(field) as Set<string>) {
      const left = (before.get(next) as number) - 1;
      before.set(next, left);
      if (left === 0) ready.push(next);
    }
    ready.sort((a, b) => seen.indexOf(a) - seen.indexOf(b));
  }
  return order.length === seen.length ? order : null;
}

function columnOf(items: readonly Record<string, Scalar>[], field: string): Column {
  const places = new Map<Scalar, number>();
  const distinct: Scalar[] = [];
  const rows = new Uint32Array(items.length);
  for (let index = 0; index < items.length; index++) {
    // A row without the field counts as null here; the table's `missing` says it had none.
    const value = ((items[index] as Record<string, Scalar>)[field] ?? null) as Scalar;
    // A map's keys do not tell -0 from 0: such a column is kept as it is.
    if (Object.is(value, -0)) return { values: items.map((item) => item[field] ?? null) };
    let place = places.get(value);
    if (place === undefined) {
      place = distinct.length;
      places.set(value, place);
      distinct.push(value);
    }
    rows[index] = place;
  }
  // Mostly distinct values (ids, notes) gain nothing from a dictionary.
  if (distinct.length > items.length / 2) return distinct.every((value) => typeof value === 'string') ? joinedColumn(items, field) : { values: items.map((item) => item[field] ?? null) };
  return { distinct, rows: distinct.length <= 0xff ? Uint8Array.from(rows) : distinct.length <= 0xffff ? Uint16Array.from(rows) : rows };
}

function joinedColumn(items: readonly Record<string, Scalar>[], field: string): Column {
  const ends = new Uint32Array(items.length);
  let length = 0;
  const texts = items.map((item, index) => {
    const text = item[field] as string;
    length += text.length;
    ends[index] = length;
    return text;
  });
  return { joined: texts.join(''), ends };
}

function valueAt(column: Column, index: number): Scalar {
  if ('rows' in column) return column.distinct[column.rows[index] as number] as Scalar;
  if ('joined' in column) return column.joined.slice(index === 0 ? 0 : column.ends[index - 1], column.ends[index]);
  return column.values[index] as Scalar;
}

/** The list a table was made from, its objects with their fields in the same order. */
export function fromDeviceTable({ length, fields, columns, missing }: DeviceTable): Record<string, Scalar>[] {
  const items: Record<string, Scalar>[] = new Array<Record<string, Scalar>>(length);
  for (let index = 0; index < length; index++) {
    const item: Record<string, Scalar> = {};
    for (let at = 0; at < fields.length; at++) {
      if (missing?.[at]?.[index] === 1) continue;
      item[fields[at] as string] = valueAt(columns[at] as Column, index);
    }
    items[index] = item;
  }
  return items;
}
