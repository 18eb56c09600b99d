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
 * The list as a table when it is a long list of plain objects with the same fields in the same
 * order, each a string, number, boolean or null; null for anything else (a short list, a record
 * with a date or a nested list, a missing field), which is kept as it is.
 */
export function toDeviceTable(value: unknown): DeviceTable | null {
  if (!Array.isArray(value) || value.length < MIN_ROWS) return null;
  const fields = flatFields(value[0]);
  if (fields === null) return null;
  for (const item of value) {
    const own = flatFields(item);
    if (own === null || own.length !== fields.length || own.some((field, index) => field !== fields[index]))
      return null;
  }
  const items = value as readonly Record<string, Scalar>[];
  return { length: items.length, fields, columns: fields.map((field) => columnOf(items, field)) };
}

function columnOf(items: readonly Record<string, Scalar>[], field: string): Column {
  const places = new Map<Scalar, number>();
  const distinct: Scalar[] = [];
  const rows = new Uint32Array(items.length);
  for (let index = 0; index < items.length; index++) {
    const value = (items[index] as Record<string, Scalar>)[field] as Scalar;
    // A map's keys do not tell -0 from 0: such a column is kept as it is.
    if (Object.is(value, -0)) return { values: items.map((item) => item[field] as Scalar) };
    let place = places.get(value);
    if (place === undefined) {
      place = distinct.length;
      places.set(value, place);
      distinct.push(value);
    }
    rows[index] = place;
  }
  // Mostly distinct values (ids, notes) gain nothing from a dictionary.
  if (distinct.length > items.length / 2)
    return distinct.every((value) => typeof value === 'string')
      ? joinedColumn(items, field)
      : { values: items.map((item) => item[field] as Scalar) };
  return {
    distinct,
    rows: distinct.length <= 0xff ? Uint8Array.from(rows) : distinct.length <= 0xffff ? Uint16Array.from(rows) : rows,
  };
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
export function fromDeviceTable({ length, fields, columns }: DeviceTable): Record<string, Scalar>[] {
  const items: Record<string, Scalar>[] = new Array<Record<string, Scalar>>(length);
  for (let index = 0; index < length; index++) {
    const item: Record<string, Scalar> = {};
    for (let at = 0; at < fields.length; at++) {
      item[fields[at] as string] = valueAt(columns[at] as Column, index);
    }
    items[index] = item;
  }
  return items;
}
