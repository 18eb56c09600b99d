import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeAddMovement } from './add-movement';
import { MOVEMENT_TYPE } from './movement';

describe('addMovement', () => {
  it('adds a movement to the case for the client and answers its id', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const added = expectOk(
      await makeAddMovement(ports)({
        client,
        caseId: demo.caseId,
        typeId: 1,
        description: 'Adjunto el acta solicitada',
      }),
    );
    expect(ports.world.movements.get(added.movementId)).toMatchObject({
      id_case: demo.caseId,
      id_justiciable: client.id,
      descripcion_movimiento: 'Adjunto el acta solicitada',
    });
  });

  it("adds a news movement ('Novedad') when no type is given", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const added = expectOk(
      await makeAddMovement(ports)({ client, caseId: demo.caseId, description: 'Quedo a la espera' }),
    );
    expect(ports.world.movements.get(added.movementId)).toMatchObject({
      id_tipo: MOVEMENT_TYPE.news,
      descripcion_movimiento: 'Quedo a la espera',
    });
  });

  it.each([
    ['description', { description: 'T'.repeat(201) }, 'Máximo 200 caracteres'],
    ['comments', { description: 'Novedad', comments: 'c'.repeat(2001) }, 'Máximo 2000 caracteres'],
  ] as const)('refuses a %s over its limit on its field before sending', async (field, texts, message) => {
    const { ports, demo, client } = aSignedInPortal();
    const error = expectFailure(
      await makeAddMovement(ports)({ client, caseId: demo.caseId, typeId: 5, ...texts }),
      'invalid-input',
    );
    expect(error).toEqual({ kind: 'invalid-input', field, message });
    expect(ports.cases.callsOf('addMovement')).toBe(0);
  });

  it('takes a title of 200 characters and a note of 2000', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const added = expectOk(
      await makeAddMovement(ports)({
        client,
        caseId: demo.caseId,
        typeId: 5,
        description: 'T'.repeat(200),
        comments: 'c'.repeat(2000),
      }),
    );
    expect(ports.world.movements.get(added.movementId)?.comentarios).toHaveLength(2000);
  });

  it.each([
    ['the service fails', portalError.unavailable('network'), 'unavailable'],
    ['the service refuses it', portalError.rejected(400, 'Error al intentar agregar nuevo movimiento'), 'rejected'],
  ] as const)("answers 'Error al intentar agregar nuevo movimiento' when %s", async (_case, failure, kind) => {
    const { ports, demo, client } = aSignedInPortal();
    ports.cases.failNext('addMovement', failure);
    const error = expectFailure(
      await makeAddMovement(ports)({ client, caseId: demo.caseId, typeId: 1, description: 'Adjunto el acta' }),
      kind,
    );
    expect(error.message).toBe('Error al intentar agregar nuevo movimiento');
  });

  it("answers 'Error al intentar agregar nuevo movimiento' for another client's case", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const error = expectFailure(
      await makeAddMovement(ports)({ client, caseId: demo.otherClientCaseId, typeId: 1, description: 'x' }),
      'forbidden',
    );
    expect(error.message).toBe('Error al intentar agregar nuevo movimiento');
  });
});
