import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CalendarAnswer, CalendarRowWireSchema, readCalendarRow } from './calendar-wire';
import { optionalWireId, readOptionalWireId, readWireId, readWireText, wireId, wireText } from './legacy-wire';

/** What a wire field may hold: the values the PHP writes and the ones a broken answer might. */
const wireValue = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    '',
    ' ',
    ' 7 ',
    '\u00a0',
    '0',
    '-1',
    'abc',
    0,
    -0,
    -1,
    1.5,
    2 ** 53,
    2 ** 53 - 1,
    Number.NaN,
    Infinity,
    true,
    false,
    [],
    {},
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.anything(),
);

/** The schema's output, or undefined where it refuses: what a reader must answer. */
function parsed<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}

describe('the hand-written wire readers', () => {
  it.each([
    ['readWireId', wireId, readWireId],
    ['readOptionalWireId', optionalWireId, readOptionalWireId],
    ['readWireText', wireText, readWireText],
  ] as const)('%s answers what its schema outputs, and undefined where it refuses', (_name, schema, read) => {
    fc.assert(
      fc.property(wireValue, (value) => {
        expect(read(value)).toStrictEqual(parsed(schema, value));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('an agenda row read by hand', () => {
  const fields = Object.keys(CalendarRowWireSchema.entries);
  const row = fc.oneof(
    fc.record(Object.fromEntries(fields.map((field) => [field, wireValue])), { requiredKeys: [] }),
    // Mostly well-formed rows, so the accepted side is tried as much as the refused one.
    fc.record(
      Object.fromEntries(
        fields.map((field) => [
          field,
          field.startsWith('id_') ? fc.oneof(fc.nat(), fc.string({ minLength: 1 })) : fc.option(fc.string()),
        ]),
      ),
    ),
    fc.anything(),
  );

  it('answers CalendarRowWireSchema’s output, and undefined where the schema refuses', () => {
    fc.assert(
      fc.property(row, (value) => {
        expect(readCalendarRow(value)).toStrictEqual(parsed(CalendarRowWireSchema, value));
      }),
      { numRuns: 10_000 },
    );
  });

  it('reads a keyed answer and a listed one alike, and names the first refused row with the schema’s words', () => {
    const hearing = {
      id_agenda: 8,
      fecha_ini: '2026-12-05',
      titulo: 'Mediaci%C3%B3n',
      id_caso: '5 ',
      nombre_extra: 'dropped',
    };
    const expected = {
      ...Object.fromEntries(fields.map((field) => [field, null])),
      id_agenda: '8',
      fecha_ini: '2026-12-05',
      titulo: 'Mediaci%C3%B3n',
      id_caso: '5',
    };
    expect(v.parse(CalendarAnswer, { status: 200, datos: { 8: hearing } }).datos).toStrictEqual([expected]);
    expect(v.parse(CalendarAnswer, { status: 200, datos: [hearing, hearing] }).datos).toStrictEqual([
      expected,
      expected,
    ]);
    expect(v.parse(CalendarAnswer, { status: 200, datos: [] }).datos).toStrictEqual([]);

    const refused = v.safeParse(CalendarAnswer, {
      status: 200,
      datos: [hearing, { ...hearing, id_agenda: '  ' }, { id_agenda: 9, texto: 3 }],
    });
    expect(refused.success).toBe(false);
    const summary = refused.success ? '' : v.summarize(refused.issues);
    expect(summary).toContain('item 1:');
    expect(summary).toContain('id_agenda');
    expect(summary).not.toContain('item 2');
    expect(v.safeParse(CalendarAnswer, { status: 200, datos: 'none' }).success).toBe(false);
  });
});
