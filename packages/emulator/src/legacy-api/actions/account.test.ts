import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, rowsOf, startLegacyKit } from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

describe('updateCommentNamesJusticiable', () => {
  it('renames the caller on their own movements and comments only', async () => {
    const reply = await kit.call(
      'updateCommentNamesJusticiable',
      { newName: 'Lucía B. Fernández', id_justiciable: kit.demo.sub },
      kit.demo.token,
    );
    expect(reply.body).toMatchObject({
      status: 200,
      datos: { comentarios: expect.any(Number), movimientos: expect.any(Number) },
    });
    const listing = await kit.call('listaMovimientos', { id_asunto: kit.fx.demoCase.id }, kit.demo.token);
    const comments = listing.body.comentarios as { origen: string; nombres_usuario: string }[];
    expect(
      comments
        .filter((comment) => comment.origen === 'justiciable')
        .every((comment) => comment.nombres_usuario === 'Lucía B. Fernández'),
    ).toBe(true);
    expect(
      comments
        .filter((comment) => comment.origen === 'abogado')
        .every((comment) => comment.nombres_usuario !== 'Lucía B. Fernández'),
    ).toBe(true);
    const movements = rowsOf(listing);
    expect(
      movements
        .filter((movement) => movement.origen === 'justiciable')
        .every((movement) => movement.nombres === 'Lucía B. Fernández'),
    ).toBe(true);
  });

  it('refuses to rename another client with 403 and changes nothing', async () => {
    const before = kit.snapshot();
    const reply = await kit.call(
      'updateCommentNamesJusticiable',
      { newName: 'Pirata', id_justiciable: kit.other.sub },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
    expect(kit.snapshot()).toBe(before);
  });

  it('caps newName at 100 characters, as the profile takes it: one more is refused and nothing changes', async () => {
    const before = kit.snapshot();
    const reply = await kit.call(
      'updateCommentNamesJusticiable',
      { newName: 'N'.repeat(101), id_justiciable: kit.demo.sub },
      kit.demo.token,
    );
    expect(reply).toEqual({
      http: 200,
      body: { status: 400, message: 'El campo newName debe tener como máximo 100 caracteres' },
    });
    expect(kit.snapshot()).toBe(before);
  });
});

describe('justiciableContactDeleted', () => {
  it('refuses another client with 403 and changes nothing', async () => {
    const before = kit.snapshot();
    expect((await kit.call('justiciableContactDeleted', { id_justiciable: kit.other.sub }, kit.demo.token)).http).toBe(
      403,
    );
    expect(kit.snapshot()).toBe(before);
  });

  it('ends every link of the caller and withdraws their pending requests', async () => {
    const reply = await kit.call('justiciableContactDeleted', { id_justiciable: kit.demo.sub }, kit.demo.token);
    expect(reply.body).toMatchObject({ status: 200, datos: { contactos: expect.any(Number) } });
    expect(rowsOf(await kit.call('listaMisAbogados', { id_justiciable: kit.demo.sub }, kit.demo.token))).toEqual([]);
    const requests = rowsOf(
      await kit.call('getRequestsToAbogado', { id_justiciable: kit.demo.sub, email: kit.demo.email }, kit.demo.token),
    );
    expect(requests.some((request) => request.estado === 'pendiente')).toBe(false);
    expect(
      rowsOf(await kit.call('listaMisAbogados', { id_justiciable: kit.other.sub }, kit.other.token)).length,
    ).toBeGreaterThan(0);
  });
});
