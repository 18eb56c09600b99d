import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPE_NAMES } from '../cases/movement';
import { CASE_ESTADOS } from '../cases/case';
import { compareForDisplay } from '../shared/display-order';
import { GLOSSARY, glossarySlug, glossaryTerm, searchGlossary } from './glossary';

/** The words the portal's screens show that a client may not know (movement types and fields, states, prices, tax data, media). */
const WORDS_ON_SCREEN = [
  ...Object.values(MOVEMENT_TYPE_NAMES),
  ...CASE_ESTADOS,
  'Conexidad',
  'Diligencia',
  'Prueba',
  'Acto procesal',
  'Concepto',
  'vista de causa',
  'ART',
  'Audiencia',
  'Escrito judicial',
  'Valor de referencia',
  'Pago único',
  'Honorarios',
  'Consulta aceptada',
  'Solicitud de archivo',
  'Solicitud de fecha',
  'Estudio',
  'CUIT',
  'CUIT / CUIL',
  'Condición frente al IVA',
  'condición tributaria',
  'Monotributo',
  'Monotributista',
  'Responsable Inscripto',
  'Exento',
  'Consumidor Final',
  'Videollamada',
  'Presencial',
  'Novedad',
  'Comprobante',
  'Tipo de servicio',
  'Medio de comunicación',
  'Tipo de reunión',
];

describe('the glossary', () => {
  it('explains every word a client meets on the portal’s screens', () => {
    const missing = WORDS_ON_SCREEN.filter((word) => glossaryTerm(word) === null);
    expect(missing).toEqual([]);
  });

  it('lists its terms A to Z, each once, with a slug of its own', () => {
    const terms = GLOSSARY.map((entry) => entry.term);
    expect(terms).toEqual([...terms].sort(compareForDisplay));
    expect(new Set(GLOSSARY.map((entry) => entry.slug)).size).toBe(GLOSSARY.length);
    for (const entry of GLOSSARY) expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives each term a definition of one or two sentences, addressed to the client, with no blank or lawyer’s shorthand', () => {
    for (const { term, definition } of GLOSSARY) {
      const sentences = definition.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿«])/u);
      expect({ term, sentences: sentences.length }).toEqual({ term, sentences: expect.toBeOneOf([1, 2]) });
      expect(definition.trim()).toBe(definition);
      expect(definition).toMatch(/[.)]$/);
      expect(definition.length).toBeLessThanOrEqual(260);
      expect(definition).not.toMatch(/\b(art\.|inc\.|cfr\.|vid\.)/i);
    }
  });

  it('never finds two entries by the same word: no alias repeats another entry’s term or alias', () => {
    const names = GLOSSARY.flatMap((entry) => [entry.term, ...entry.aliases].map((name) => glossarySlug(name)));
    expect(names.length).toBe(new Set(names).size);
  });

  it('says what ART is, in Argentine usage', () => {
    expect(glossaryTerm('ART')?.definition).toMatch(/^Aseguradora de Riesgos del Trabajo: /);
    expect(glossaryTerm('Aseguradora de Riesgos del Trabajo')?.slug).toBe('art');
  });

  it('finds a term by its alias, its slug, and whatever the case, accents, punctuation or spacing', () => {
    expect(glossaryTerm('  ACTO   procesal ')?.term).toBe('Acto procesal');
    expect(glossaryTerm('acto-procesal')?.term).toBe('Acto procesal');
    expect(glossaryTerm('condicion frente al iva')?.term).toBe('Condición frente al IVA');
    expect(glossaryTerm('Condición tributaria')?.term).toBe('Condición frente al IVA');
    expect(glossaryTerm('A.R.T.')?.term).toBe('ART');
    expect(glossaryTerm('Estado Pendiente')?.term).toBe('Pendiente');
    expect(glossaryTerm('Fecha')).toBeNull();
    expect(glossaryTerm('')).toBeNull();
  });

  it('finds every entry by its term, written in any case and with or without accents (property)', () => {
    const entries = fc.constantFrom(...GLOSSARY);
    const casing = fc.array(fc.boolean(), { minLength: 60, maxLength: 60 });
    fc.assert(
      fc.property(entries, casing, fc.boolean(), (entry, upper, stripAccents) => {
        let written = [...entry.term]
          .map((letter, index) => (upper[index % upper.length] ? letter.toUpperCase() : letter.toLowerCase()))
          .join('');
        if (stripAccents) written = written.normalize('NFD').replace(/\p{Diacritic}/gu, '');
        expect(glossaryTerm(written)).toBe(entry);
        expect(glossaryTerm(entry.slug)).toBe(entry);
        expect(searchGlossary(written)).toContain(entry);
      }),
    );
  });
});

describe('searchGlossary', () => {
  it('keeps every entry for a blank query', () => {
    expect(searchGlossary('')).toBe(GLOSSARY);
    expect(searchGlossary('   ')).toBe(GLOSSARY);
  });

  it('finds ART by «art», not every definition that says «parte»', () => {
    expect(searchGlossary('art').map((entry) => entry.term)).toEqual(['ART']);
    expect(searchGlossary('ART').map((entry) => entry.term)).toEqual(['ART']);
  });

  it('finds by the beginning of a word of the term or of an alias, every typed word', () => {
    expect(searchGlossary('proces').map((entry) => entry.term)).toEqual(['Acto procesal']);
    expect(searchGlossary('trabajo').map((entry) => entry.term)).toEqual(['ART']);
    expect(searchGlossary('solicitud').map((entry) => entry.term)).toEqual([
      'Solicitud de archivo',
      'Solicitud de fecha',
    ]);
    expect(searchGlossary('solicitud fecha').map((entry) => entry.term)).toEqual(['Solicitud de fecha']);
    expect(searchGlossary('zzz')).toEqual([]);
  });

  it('answers only entries, in A-to-Z order, each of which has every typed word at the start of one of its words (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (query) => {
        const found = searchGlossary(query);
        expect(found.every((entry) => GLOSSARY.includes(entry))).toBe(true);
        expect(found.map((entry) => GLOSSARY.indexOf(entry))).toEqual(
          found.map((entry) => GLOSSARY.indexOf(entry)).sort((a, b) => a - b),
        );
      }),
    );
  });
});
