import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, rowsOf, startLegacyKit } from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

describe('getDocumentTypes and getDocumentCategories', () => {
  it('answer the catalogues to anyone', async () => {
    expect(rowsOf(await kit.call('getDocumentTypes'))).toContainEqual({ id_tipo_documento: 1, nombre: 'DNI' });
    const categories = rowsOf(await kit.call('getDocumentCategories', { groupId: kit.fx.demoCase.group }));
    expect(categories.map((category) => category.nombre)).toContain('Prueba documental');
    expect(categories.every((category) => category.id_grupo === kit.fx.demoCase.group)).toBe(true);
  });

  it('answers 400 for an unknown group', async () => {
    expect((await kit.call('getDocumentCategories', { groupId: 999 })).body).toEqual({
      status: 400,
      message: 'No se encontró el grupo',
    });
  });
});

describe('getDocumentsByCase', () => {
  it('lists the files stored for the caller’s case as the storage listing gives them', async () => {
    const { demoDocumentsCase } = kit.fx;
    const items = rowsOf(
      await kit.call(
        'getDocumentsByCase',
        { case_id: demoDocumentsCase.id, group_id: demoDocumentsCase.group },
        kit.demo.token,
      ),
    );
    expect(items.map((item) => (item.metadata as { name: string }).name).sort()).toEqual([
      'detalle-del-reclamo.txt',
      'historia-clinica.txt',
      'poder-general-judicial.pdf',
    ]);
    const pdf = items.find((item) => String(item.Key).endsWith('poder-general-judicial.pdf'));
    expect(pdf).toMatchObject({
      ContentType: 'application/pdf',
      Size: expect.any(Number),
      LastModified: expect.any(String),
    });
    expect(String(pdf?.Key)).toMatch(new RegExp(`^${demoDocumentsCase.group}/${demoDocumentsCase.id}/`));
  });

  it('refuses a group that is not the case’s', async () => {
    const reply = await kit.call(
      'getDocumentsByCase',
      { case_id: kit.fx.demoDocumentsCase.id, group_id: kit.fx.demoCase.group },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message: 'El asunto no pertenece al grupo indicado' });
  });

  it("refuses another client's case with 403", async () => {
    const reply = await kit.call(
      'getDocumentsByCase',
      { case_id: kit.fx.otherCase.id, group_id: kit.fx.otherCase.group },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
  });
});
