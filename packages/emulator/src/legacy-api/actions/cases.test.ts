import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCaseFile } from '../../lambda';
import { LINK_TOKEN, type LegacyKit, REQUEST_VIEW_FIELDS, rowOf, rowsOf, startLegacyKit } from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

const CASE_FIELDS = [
  'id',
  'case',
  'tipo',
  'fecha',
  'abogadoEstudio',
  'estado',
  'pago',
  'id_grupo',
  'medio_comunicacion',
  'id_tipo_medio_comunicacion',
  'consulta_aceptada',
];

const MOVEMENT_FIELDS = [
  'id_movimiento',
  'fecha_alta',
  'nombres',
  'descripcion_movimiento',
  'comentarios',
  'id_tipo',
  'fecha_inicio_agenda',
  'hora_inicio_agenda',
  'todo_el_dia_agenda',
  'link_archivo',
  'link_url',
  'monto',
  'cuenta',
  'pagado',
  'origen',
  'id_justiciable',
  'id_case',
  'tipo_reunion',
  'direccion_link',
  'nombre_tipo',
  'conexidad',
  'diligencia',
  'prueba',
  'concepto',
  'acto_procesal',
];

describe('listaAsuntos', () => {
  it("lists the caller's cases newest first, in every estado, with pending payments counted", async () => {
    const reply = await kit.call('listaAsuntos', { id_usuario: kit.demo.sub }, kit.demo.token);
    expect(reply.http).toBe(200);
    const cases = rowsOf(reply);
    expect(cases).toHaveLength(7);
    for (const row of cases) for (const field of CASE_FIELDS) expect(row).toHaveProperty(field);
    expect(new Set(cases.map((row) => row.estado))).toEqual(new Set(['Pendiente', 'Activo', 'Archivado']));
    const dates = cases.map((row) => String(row.fecha));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(cases.find((row) => row.id === kit.fx.demoPaymentCase.id)).toMatchObject({
      estado: 'Activo',
      pago: 1,
      consulta_aceptada: 't',
    });
    expect(cases.find((row) => row.id === kit.fx.demoPendingCase.id)).toMatchObject({
      estado: 'Pendiente',
      consulta_aceptada: 'f',
    });
    expect(cases.map((row) => row.id)).not.toContain(kit.fx.otherCase.id);
  });

  it("refuses another client's list with 403", async () => {
    const reply = await kit.call('listaAsuntos', { id_usuario: kit.other.sub }, kit.demo.token);
    expect(reply.http).toBe(403);
    expect(reply.body.status).toBe(403);
  });
});

describe('getSpecificCase', () => {
  it('answers one of the caller’s cases', async () => {
    const reply = await kit.call('getSpecificCase', { id_case: kit.fx.demoCase.id }, kit.demo.token);
    expect(rowOf(reply)).toMatchObject({
      id: kit.fx.demoCase.id,
      case: 'Despido sin causa - Metalúrgica Río Segundo S.A.',
      estado: 'Activo',
    });
  });

  it("refuses another client's case with 403 and says so in Spanish", async () => {
    const reply = await kit.call('getSpecificCase', { id_case: kit.fx.otherCase.id }, kit.demo.token);
    expect(reply).toEqual({ http: 403, body: { status: 403, message: 'No tiene autorización para ver este asunto' } });
  });

  it('answers 400 for a case that does not exist', async () => {
    const reply = await kit.call('getSpecificCase', { id_case: 999_999 }, kit.demo.token);
    expect(reply.body).toEqual({ status: 400, message: 'No se encontró el asunto' });
  });
});

describe('listaMovimientos', () => {
  it('gives the owner every movement, the case and the comments', async () => {
    const reply = await kit.call('listaMovimientos', { id_asunto: kit.fx.demoCase.id, fileRequest: 0 }, kit.demo.token);
    const movements = rowsOf(reply);
    for (const movement of movements) for (const field of MOVEMENT_FIELDS) expect(movement).toHaveProperty(field);
    expect(new Set(movements.map((movement) => movement.id_tipo))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(movements.find((movement) => movement.id_tipo === 4)).toMatchObject({ monto: 25000, pagado: 't' });
    expect(movements.find((movement) => movement.id_movimiento === kit.fx.demoCalendarRequest.movement)).toMatchObject({
      id_agenda: kit.fx.demoCalendarRequest.agenda,
    });
    const agendaIds = kit.db
      .prepare<[number], { id_movimiento: number; id_agenda: number }>(
        'SELECT id_movimiento, id_agenda FROM agendas WHERE id_caso = ? AND id_movimiento IS NOT NULL',
      )
      .all(kit.fx.demoCase.id);
    for (const movement of movements) {
      const owned = agendaIds.find((entry) => entry.id_movimiento === movement.id_movimiento);
      expect(movement.id_agenda).toBe(movement.id_tipo === 7 ? owned?.id_agenda : null);
    }
    for (const movement of movements) {
      if ([2, 3, 7].includes(Number(movement.id_tipo))) expect(movement.link_token).toMatch(LINK_TOKEN);
      else expect(movement.link_token).toBeNull();
    }
    expect(movements.find((movement) => movement.id_movimiento === kit.fx.demoFileRequest.movement)?.link_token).toBe(
      kit.fx.demoFileRequest.token,
    );
    expect(rowOf(reply, 'case_data')).toMatchObject({ id: kit.fx.demoCase.id, estado: 'Activo' });
    const comments = reply.body.comentarios as Record<string, unknown>[];
    expect(comments.length).toBeGreaterThanOrEqual(4);
    expect(comments[0]).toMatchObject({ id_case: kit.fx.demoCase.id });
    expect(comments[0]).toHaveProperty('nombres_usuario');
  });

  it("refuses another client's case with 403", async () => {
    const reply = await kit.call(
      'listaMovimientos',
      { id_asunto: kit.fx.otherCase.id, fileRequest: 0 },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
  });

  it('shows a stranger nothing of a case without its link token: the case reads as one that does not exist, with a session or without', async () => {
    const { demoCase, otherFileRequest } = kit.fx;
    const notFound = { http: 200, body: { status: 400, message: 'No se encontró el asunto' } };
    for (const token of [undefined, '0'.repeat(32), otherFileRequest.token]) {
      const query = { id_asunto: demoCase.id, fileRequest: 1, ...(token ? { token } : {}) };
      expect(await kit.call('listaMovimientos', query)).toEqual(notFound);
      expect(await kit.call('listaMovimientos', query, kit.other.token)).toEqual(notFound);
    }
  });

  it('asks for a session before looking the case up: 401 for a case that exists and for one that does not', async () => {
    const unauthenticated = { http: 401, body: { status: 401, message: 'El usuario no está autenticado' } };
    expect(await kit.call('listaMovimientos', { id_asunto: kit.fx.demoCase.id })).toEqual(unauthenticated);
    expect(await kit.call('listaMovimientos', { id_asunto: 999_999 })).toEqual(unauthenticated);
  });

  it('gives a link token only the request view of its movement and the case’s name and lawyer', async () => {
    const { demoCase, demoFileRequest, demoCalendarRequest } = kit.fx;
    const reply = await kit.call(
      'listaMovimientos',
      { id_asunto: demoCase.id, fileRequest: 1, token: demoFileRequest.token },
      kit.other.token,
    );
    expect(reply.http).toBe(200);
    const [request, ...more] = rowsOf(reply);
    expect(more).toEqual([]);
    expect(Object.keys(request ?? {}).sort()).toEqual([...REQUEST_VIEW_FIELDS].sort());
    expect(request).toMatchObject({
      id_movimiento: demoFileRequest.movement,
      id_case: demoCase.id,
      id_tipo: 2,
      id_agenda: null,
      tiene_archivo: 'f',
      case_name: 'Despido sin causa - Metalúrgica Río Segundo S.A.',
    });
    expect(Object.keys(rowOf(reply, 'case_data')).sort()).toEqual(['case', 'id', 'nombre_abogado', 'nombre_estudio']);
    expect(reply.body).not.toHaveProperty('comentarios');
    expect(JSON.stringify(reply.body)).not.toContain(kit.demo.sub);

    const calendar = await kit.call('listaMovimientos', {
      id_asunto: demoCase.id,
      fileRequest: 1,
      token: demoCalendarRequest.token,
    });
    expect(rowsOf(calendar)).toEqual([
      expect.objectContaining({
        id_movimiento: demoCalendarRequest.movement,
        id_tipo: 7,
        id_agenda: demoCalendarRequest.agenda,
      }),
    ]);
  });
});

describe('addNewMovent', () => {
  it('adds a movement to the caller’s case; datos is JSON text with res.id_movimiento', async () => {
    const reply = await kit.call(
      'addNewMovent',
      {
        id_case: kit.fx.demoCase.id,
        id_justiciable: kit.demo.sub,
        id_tipo: 5,
        descripcion_movimiento: 'Adjunto los datos del empleador',
        comentarios: 'CUIT 30-12345678-9',
      },
      kit.demo.token,
    );
    expect(reply.body).toMatchObject({ status: 200, message: 'Movimiento agregado correctamente' });
    const { res } = JSON.parse(String(reply.body.datos)) as { res: { id_movimiento: number } };
    const movements = rowsOf(await kit.call('listaMovimientos', { id_asunto: kit.fx.demoCase.id }, kit.demo.token));
    expect(movements[0]).toMatchObject({
      id_movimiento: res.id_movimiento,
      descripcion_movimiento: 'Adjunto los datos del empleador',
      origen: 'justiciable',
      id_justiciable: kit.demo.sub,
    });
  });

  it('gives a type-7 movement its agenda entry', async () => {
    const reply = await kit.call(
      'addNewMovent',
      {
        id_case: kit.fx.demoCase.id,
        id_justiciable: kit.demo.sub,
        id_tipo: 7,
        descripcion_movimiento: 'Propongo reunirnos',
        fecha_inicio_agenda: '2031-03-04',
        hora_inicio_agenda: '09:15',
      },
      kit.demo.token,
    );
    const { res } = JSON.parse(String(reply.body.datos)) as { res: { id_movimiento: number } };
    const agenda = rowOf(await kit.call('listaAgendas', { id_justiciable: kit.demo.sub }, kit.demo.token));
    expect(Object.values(agenda)).toContainEqual(
      expect.objectContaining({ id_movimiento: res.id_movimiento, fecha_ini: '2031-03-04', hora_ini: '09:15:00' }),
    );
  });

  it("refuses another client's case, or naming another client, with 403 and changes nothing", async () => {
    const before = kit.snapshot();
    const onOtherCase = await kit.call(
      'addNewMovent',
      { id_case: kit.fx.otherCase.id, id_justiciable: kit.demo.sub, id_tipo: 5, descripcion_movimiento: 'x' },
      kit.demo.token,
    );
    const asOther = await kit.call(
      'addNewMovent',
      { id_case: kit.fx.demoCase.id, id_justiciable: kit.other.sub, id_tipo: 5, descripcion_movimiento: 'x' },
      kit.demo.token,
    );
    expect([onOtherCase.http, asOther.http]).toEqual([403, 403]);
    expect(kit.snapshot()).toBe(before);
  });

  it.each([
    [{ id_tipo: 99 }, 'El campo id_tipo no corresponde a un tipo de movimiento'],
    [{ origen: 'abogado' }, 'El campo origen debe ser justiciable'],
    [{ monto: 'mucho' }, 'El campo monto debe ser un importe en pesos'],
    [{ fecha_inicio_agenda: '04/03/2031' }, 'El campo fecha_inicio_agenda debe ser una fecha AAAA-MM-DD'],
    [{ hora_inicio_agenda: '25:00' }, 'El campo hora_inicio_agenda debe ser una hora HH:MM'],
    [{ pagado: 'quizás' }, 'El campo pagado debe ser verdadero o falso (1 o 0)'],
  ])('refuses %o', async (change, message) => {
    const reply = await kit.call(
      'addNewMovent',
      { id_case: kit.fx.demoCase.id, id_justiciable: kit.demo.sub, id_tipo: 5, descripcion_movimiento: 'x', ...change },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message });
  });

  it.each([
    ['descripcion_movimiento', 200],
    ['comentarios', 2000],
    ['nombres', 100],
    ['diligencia', 2000],
    ['direccion_link', 200],
  ])('caps %s at %i characters: one more is refused naming the field, and nothing changes', async (field, limit) => {
    const query = {
      id_case: kit.fx.demoCase.id,
      id_justiciable: kit.demo.sub,
      id_tipo: 5,
      descripcion_movimiento: 'Novedad',
    };
    const before = kit.snapshot();
    const reply = await kit.call('addNewMovent', { ...query, [field]: 'x'.repeat(limit + 1) }, kit.demo.token);
    expect(reply).toEqual({
      http: 200,
      body: { status: 400, message: `El campo ${field} debe tener como máximo ${limit} caracteres` },
    });
    expect(kit.snapshot()).toBe(before);
    expect((await kit.call('addNewMovent', { ...query, [field]: 'x'.repeat(limit) }, kit.demo.token)).body.status).toBe(
      200,
    );
  });
});

describe('addNewComment', () => {
  it('comments a movement of the caller’s case; datos[0].id and a message', async () => {
    const reply = await kit.call(
      'addNewComment',
      {
        new_comment: 'Los mando esta semana',
        id_movimiento: kit.fx.demoFileRequest.movement,
        nombre_usuario: 'Lucía Fernández',
        id_justiciable: kit.demo.sub,
      },
      kit.demo.token,
    );
    expect(reply.body).toMatchObject({ status: 200, message: 'Comentario agregado correctamente' });
    const [comment] = rowsOf(reply);
    expect(comment).toMatchObject({
      comentario: 'Los mando esta semana',
      nombres_usuario: 'Lucía Fernández',
      id_movimiento: kit.fx.demoFileRequest.movement,
    });
    expect(typeof comment?.id).toBe('number');
  });

  it("refuses another client's movement with 403 and changes nothing", async () => {
    const before = kit.snapshot();
    const reply = await kit.call(
      'addNewComment',
      {
        new_comment: 'hola',
        id_movimiento: kit.fx.otherMovement,
        nombre_usuario: 'Lucía',
        id_justiciable: kit.demo.sub,
      },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
    expect(kit.snapshot()).toBe(before);
  });

  it.each([
    ['new_comment', 2000],
    ['nombre_usuario', 100],
  ])('caps %s at %i characters: one more is refused naming the field, and nothing changes', async (field, limit) => {
    const query = {
      new_comment: 'Los mando esta semana',
      id_movimiento: kit.fx.demoFileRequest.movement,
      nombre_usuario: 'Lucía Fernández',
      id_justiciable: kit.demo.sub,
    };
    const before = kit.snapshot();
    const reply = await kit.call('addNewComment', { ...query, [field]: 'x'.repeat(limit + 1) }, kit.demo.token);
    expect(reply).toEqual({
      http: 200,
      body: { status: 400, message: `El campo ${field} debe tener como máximo ${limit} caracteres` },
    });
    expect(kit.snapshot()).toBe(before);
    expect(
      (await kit.call('addNewComment', { ...query, [field]: 'x'.repeat(limit) }, kit.demo.token)).body.status,
    ).toBe(200);
  });
});

describe('movementHasFile', () => {
  it('answers the owner, and anyone with the link token; everyone else reads that the movement does not exist', async () => {
    const { otherFileRequest, otherMovement } = kit.fx;
    const expected = { id_movimiento: otherFileRequest.movement, id_tipo: 2, hasFile: false };
    expect(
      rowOf(await kit.call('movementHasFile', { id_movimiento: otherFileRequest.movement }, kit.other.token)),
    ).toEqual(expected);
    expect(
      rowOf(
        await kit.call('movementHasFile', { id_movimiento: otherFileRequest.movement, token: otherFileRequest.token }),
      ),
    ).toEqual(expected);
    const notFound = { http: 200, body: { status: 400, message: 'No se encontró el movimiento' } };
    for (const [query, token] of [
      [{ id_movimiento: otherFileRequest.movement }, null],
      [{ id_movimiento: otherFileRequest.movement }, kit.demo.token],
      [{ id_movimiento: otherFileRequest.movement, token: kit.fx.demoFileRequest.token }, null],
      [{ id_movimiento: otherMovement, token: otherFileRequest.token }, null],
      [{ id_movimiento: 999_999, token: otherFileRequest.token }, null],
    ] as const) {
      expect(await kit.call('movementHasFile', query, token)).toEqual(notFound);
    }
  });
});

describe('updateMovementFileLink', () => {
  /** A file stored in the case as the upload function stores it; for a movement when a link token let it in. */
  function storedFile(
    target: { readonly group: number; readonly id: number },
    uniqueKey: string,
    movementId: number | null = null,
  ): string {
    return storeCaseFile(kit.emulator.context, {
      groupId: target.group,
      caseId: target.id,
      uniqueKey,
      fileName: 'contrato.pdf',
      bytes: Buffer.from('%PDF-1.4 contrato'),
      movementId,
    }).key;
  }

  it('refuses the public link without its token, or with a wrong one, and changes nothing', async () => {
    const { otherCase, otherFileRequest, demoFileRequest } = kit.fx;
    const query = {
      group_id: otherCase.group,
      case_id: otherCase.id,
      file_name: 'abc-contrato.pdf',
      movent_id: otherFileRequest.movement,
    };
    const before = kit.snapshot();
    for (const [extra, session] of [
      [{}, null],
      [{}, kit.demo.token],
      [{ token: '0'.repeat(32) }, null],
      [{ token: demoFileRequest.token }, kit.demo.token],
    ] as const) {
      expect(await kit.call('updateMovementFileLink', { ...query, ...extra }, session)).toEqual({
        http: 200,
        body: { status: 400, message: 'No se encontró el movimiento' },
      });
    }
    expect(kit.snapshot()).toBe(before);
  });

  it('refuses, with the token, a file that was not uploaded through it: a stranger cannot point the movement at another key', async () => {
    const { otherCase, otherFileRequest } = kit.fx;
    const ownersFile = storedFile(otherCase, 'del-cliente');
    const before = kit.snapshot();
    for (const fileName of [ownersFile, 'nunca-subido.pdf']) {
      const reply = await kit.call('updateMovementFileLink', {
        group_id: otherCase.group,
        case_id: otherCase.id,
        file_name: fileName,
        movent_id: otherFileRequest.movement,
        token: otherFileRequest.token,
      });
      expect(reply.body).toEqual({ status: 400, message: 'No se encontró el archivo en el asunto' });
    }
    expect(kit.snapshot()).toBe(before);
  });

  it('lets the link token deliver the file uploaded through it, once', async () => {
    const { otherCase, otherFileRequest } = kit.fx;
    const key = storedFile(otherCase, 'abc123', otherFileRequest.movement);
    const query = {
      group_id: otherCase.group,
      case_id: otherCase.id,
      file_name: 'abc123-contrato.pdf',
      movent_id: otherFileRequest.movement,
      token: otherFileRequest.token,
    };
    const first = await kit.call('updateMovementFileLink', query);
    expect(first.body).toMatchObject({ status: 200, datos: { link_archivo: key } });
    expect(
      rowOf(
        await kit.call('movementHasFile', { id_movimiento: otherFileRequest.movement, token: otherFileRequest.token }),
      ),
    ).toMatchObject({ hasFile: true });
    const before = kit.snapshot();
    expect((await kit.call('updateMovementFileLink', query)).body).toEqual({
      status: 400,
      message: 'El archivo ya fue cargado',
    });
    expect((await kit.call('updateMovementFileLink', query, kit.demo.token)).body).toEqual({
      status: 400,
      message: 'El archivo ya fue cargado',
    });
    expect(kit.snapshot()).toBe(before);
  });

  it('lets the owner link any movement of the case to a file stored in it, and no other file', async () => {
    const { otherCase, otherMovement } = kit.fx;
    const key = storedFile(otherCase, 'del-duenio');
    const query = { group_id: otherCase.group, case_id: otherCase.id, movent_id: otherMovement };
    expect((await kit.call('updateMovementFileLink', { ...query, file_name: key })).body).toEqual({
      status: 400,
      message: 'No se encontró el movimiento',
    });
    expect((await kit.call('updateMovementFileLink', { ...query, file_name: 'x.pdf' }, kit.other.token)).body).toEqual({
      status: 400,
      message: 'No se encontró el archivo en el asunto',
    });
    expect(
      (await kit.call('updateMovementFileLink', { ...query, file_name: key }, kit.other.token)).body,
    ).toMatchObject({
      status: 200,
      datos: { id_movimiento: otherMovement, link_archivo: key },
    });
  });

  it.each([
    [{ case_id: 999_999 }, 'El movimiento no pertenece al asunto indicado'],
    [{ group_id: 999 }, 'El asunto no pertenece al grupo indicado'],
    [{ file_name: '../../etc/passwd' }, 'El campo file_name no es válido'],
  ])('refuses %o', async (change, message) => {
    const { demoCase, demoFileRequest } = kit.fx;
    const reply = await kit.call(
      'updateMovementFileLink',
      {
        group_id: demoCase.group,
        case_id: demoCase.id,
        file_name: 'recibos.pdf',
        movent_id: demoFileRequest.movement,
        ...change,
      },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message });
  });
});
