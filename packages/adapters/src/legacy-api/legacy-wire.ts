import { parsePaymentPrice } from '@justiciable/core';
import * as v from 'valibot';

/*
 * The value shapes api.php writes, read into plain domain values. The PHP sat on Postgres:
 * ids come as numbers or numeric text, booleans as 't'/'f', prices as text with thousands
 * dots ('15.000'), and a missing value as null or not at all.
 */

/** An id, number or text, as the domain's text id. Past 2^53 JSON.parse has already rounded a number to another record's id. */
export const wireId = v.pipe(
  v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(0)), v.pipe(v.string(), v.trim(), v.minLength(1))]),
  v.transform(String),
);

/** An id that may be missing. */
export const optionalWireId = v.nullish(wireId, null);

/** Text that may be missing. */
export const wireText = v.nullish(v.string(), null);

/*
 * Hand-written readers of the schemas above, for lists too long for valibot's work per field
 * (longListOrKeyedObject): each gives what its schema outputs, or undefined where the schema
 * refuses; legacy-wire.test.ts holds each equal to its schema over generated values.
 */

/** wireId's output, or undefined. */
export function readWireId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** optionalWireId's output, or undefined. */
export function readOptionalWireId(value: unknown): string | null | undefined {
  return value === null || value === undefined ? null : readWireId(value);
}

/** wireText's output, or undefined. */
export function readWireText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : undefined;
}

/** Text the domain needs as text; a missing one reads as ''. */
export const wireTextOrEmpty = v.nullish(v.string(), '');

/** A Postgres boolean as the PHP printed it, or a real one. */
export const wireFlag = v.pipe(
  v.union([v.boolean(), v.picklist(['t', 'f', '1', '0', 'true', 'false']), v.picklist([0, 1])]),
  v.transform((flag) => flag === true || flag === 't' || flag === '1' || flag === 'true' || flag === 1),
);

/** A whole amount in pesos, the thousands dots dropped (SPEC §5). */
export const wireAmount = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(parsePaymentPrice),
  v.check((amount) => !Number.isNaN(amount), 'an amount in whole pesos'),
);

/** A count or number that may arrive as numeric text; finite, as 1e400 and 400 digits read as Infinity. */
export const wireNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]),
  v.finite(),
);

/** A list, or an object keyed by id; a custom check rather than a union with v.record, which copies a 50,000-key agenda before the items are read. */
const listOrObject = v.custom<readonly unknown[] | Readonly<Record<string, unknown>>>(
  (list) => typeof list === 'object' && list !== null,
  'a list or an object keyed by id',
);

/**
 * A list the PHP may have written as an object: json_encode turns an associative array into
 * an object keyed by id, and an empty one into []. Either way, the values.
 */
export const listOrKeyedObject = <TItem extends v.GenericSchema>(item: TItem) =>
  v.pipe(
    listOrObject,
    v.transform((list) => (Array.isArray(list) ? list : Object.values(list))),
    v.array(item),
  );

/**
 * listOrKeyedObject for a list of tens of thousands of items (the agenda's 50,000 rows), where
 * valibot's per-field work costs a tenth of a second: each item is read by `readItem`, a
 * hand-written equivalent of `item` that answers undefined where `item` refuses (a test holds
 * the two equal), and `item` only describes the first item the reader refused.
 */
export const longListOrKeyedObject = <TItem extends v.GenericSchema>(
  item: TItem,
  readItem: (value: unknown) => v.InferOutput<TItem> | undefined,
) =>
  v.pipe(
    listOrObject,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const list: readonly unknown[] = Array.isArray(dataset.value) ? dataset.value : Object.values(dataset.value);
      const items: v.InferOutput<TItem>[] = new Array(list.length);
      for (let index = 0; index < list.length; index += 1) {
        const read = readItem(list[index]);
        if (read === undefined) {
          const described = v.safeParse(item, list[index]);
          addIssue({
            message: `item ${index}: ${described.success ? 'not a valid item' : v.summarize(described.issues)}`,
          });
          return NEVER;
        }
        items[index] = read;
      }
      return items;
    }),
  );

/**
 * A field whose name carries the product token (id_{product}), read from a loosely validated row;
 * null when it holds no id, a number past 2^53 (rounded to someone else's) included, as wireId refuses.
 */
export function productField(row: Readonly<Record<string, unknown>>, field: string): string | null {
  const value = row[field];
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The {status, message} of an answer whose data the portal ignores or does not need. */
export const AcknowledgementSchema = v.looseObject({ status: v.unknown() });
