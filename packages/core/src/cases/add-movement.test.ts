import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeAddMovement } from './add-movement';

describe('addMovement', () => {
  it('adds a movement to the case for the client and answers its id', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const added = expectOk(await makeAddMovement(ports)(client, { caseId: demo.caseId, typeId: 1, description: 'Adjunto el acta solicitada' }));
    expect(ports.world.movements.get(added.movementId)).toMatchObject({
      id_case: demo.caseId,
      id_justiciable: client.id,
      descripcion_movimiento: 'Adjunto el acta solicitada',
    });
  });

  it.each([
    ['the service fails', portalError.unavailable('network'), 'unavailable'],
    ['the service refuses it', portalError.rejected(400, 'Error al intentar agregar nuevo movimiento'), 'rejected'],
  ] as const)("answers 'Error al intentar agregar nuevo movimiento' when %s", async (_case, failure, kind) => {
    const { ports, demo, client } = aSignedInPortal();
    ports.cases.failNext('addMovement', failure);
    const error = expectFailure(await makeAddMovement(ports)(client, { caseId: demo.caseId, typeId: 1, description: 'Adjunto el acta' }), kind);
    expect(error.message).toBe('Error al intentar agregar nuevo movimiento');
  });

  it("answers 'Error al intentar agregar nuevo movimiento' for another client's case", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const error = expectFailure(await makeAddMovement(ports)(client, { caseId: demo.otherClientCaseId, typeId: 1, description: 'x' }), 'forbidden');
    expect(error.message).toBe('Error al intentar agregar nuevo movimiento');
  });
});
