import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, type Row, rowOf, rowsOf, startLegacyKit } from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

describe('getStudyInfo', () => {
  it('answers the study of a group with its habilitado flag and visible lawyers', async () => {
    const study = rowOf(await kit.call('getStudyInfo', { id_grupo: kit.fx.freeLawyer.group })) as Row & {
      abogados: Row[];
    };
    expect(study).toMatchObject({
      id_grupo: kit.fx.freeLawyer.group,
      id_estudio: kit.fx.freeLawyer.study,
      habilitado: 't',
    });
    expect(study.abogados.map((lawyer) => lawyer.id_abogado)).toContain(kit.fx.freeLawyer.id);
    expect(study.abogados[0]).toHaveProperty('especialidades');
  });

  it('says a disabled study is not enabled', async () => {
    expect(rowOf(await kit.call('getStudyInfo', { id_grupo: kit.fx.disabledLawyer.group }))).toMatchObject({
      habilitado: 'f',
    });
  });

  it('answers 400 for an unknown group, and never takes a study id for a group id', async () => {
    expect((await kit.call('getStudyInfo', { id_grupo: 999 })).body).toEqual({
      status: 400,
      message: 'No se encontró el Estudio',
    });
    expect((await kit.call('getStudyInfo', { id_grupo: kit.fx.freeLawyer.study })).body.status).toBe(400);
  });
});

describe('getPreviewStudy', () => {
  it('answers a lawyer within a group as the preview pages show them', async () => {
    const { freeLawyer } = kit.fx;
    const preview = rowOf(await kit.call('getPreviewStudy', { id_lawyer: freeLawyer.id, id_group: freeLawyer.group }));
    expect(preview).toMatchObject({
      id_abogado: freeLawyer.id,
      id_grupo: freeLawyer.group,
      id_estudio: freeLawyer.study,
      habilitado: 't',
    });
    for (const field of [
      'nombre',
      'apellido',
      'descripcion',
      'nombre_estudio',
      'localidad',
      'provincia',
      'especialidades',
      'servicios',
      'medios',
    ]) {
      expect(preview).toHaveProperty(field);
    }
  });

  it('answers 400 for a lawyer outside the group', async () => {
    const reply = await kit.call('getPreviewStudy', {
      id_lawyer: kit.fx.freeLawyer.id,
      id_group: kit.fx.demoCase.group,
    });
    expect(reply.body).toEqual({ status: 400, message: 'No se encontró el abogado' });
  });
});

describe('getLawyerMedia', () => {
  it('answers how the lawyer attends and at what price', async () => {
    const media = rowsOf(await kit.call('getLawyerMedia', { id_lawyer: kit.fx.freeLawyer.id }));
    expect(media.length).toBeGreaterThanOrEqual(2);
    expect(media[0]).toMatchObject({
      id_tipo_medio_comunicacion: 1,
      medio_comunicacion: 'Presencial',
      precio: expect.stringMatching(/^\d{1,3}(\.\d{3})*$/),
    });
  });
});

describe('getGroupInformation', () => {
  it('answers datos.media and the services to anyone, without the client link', async () => {
    const info = rowOf(
      await kit.call('getGroupInformation', { id_lawyer: kit.fx.demoCase.lawyer, id_justiciable: kit.demo.sub }),
    ) as Row & { media: Row[] };
    expect(info.media.length).toBeGreaterThanOrEqual(2);
    expect(info).toMatchObject({ id_grupo: kit.fx.demoCase.group, id_grupo_justiciable: null });
    expect(info).toHaveProperty('servicios');
  });

  it('adds the caller’s open link with the group when signed in', async () => {
    const info = rowOf(
      await kit.call(
        'getGroupInformation',
        { id_lawyer: kit.fx.demoCase.lawyer, id_justiciable: kit.demo.sub },
        kit.demo.token,
      ),
    );
    expect(info.id_grupo_justiciable).toEqual(expect.any(Number));
  });

  it('refuses to name another client with 403', async () => {
    const reply = await kit.call(
      'getGroupInformation',
      { id_lawyer: kit.fx.demoCase.lawyer, id_justiciable: kit.other.sub },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
  });
});
