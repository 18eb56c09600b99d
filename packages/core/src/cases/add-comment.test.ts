import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeAddComment } from './add-comment';

describe('addComment', () => {
  it('comments on a movement in the client’s name, trimmed', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const comment = expectOk(await makeAddComment(ports)(client, { movementId: demo.movementId, text: '  Llevo el acta el lunes.  ' }));
    expect(comment).toMatchObject({ comentario: 'Llevo el acta el lunes.', nombres_usuario: client.name, origen: 'justiciable' });
  });

  it("refuses a blank comment with 'Escriba un comentario' before sending", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const error = expectFailure(await makeAddComment(ports)(client, { movementId: demo.movementId, text: '   ' }), 'invalid-input');
    expect(error).toMatchObject({ field: 'text', message: 'Escriba un comentario' });
    expect(ports.comments.callsOf('addComment')).toBe(0);
  });

  it("answers 'Error al intentar agregar comentario' when the service fails", async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.comments.failNext('addComment', portalError.unavailable('network'));
    const error = expectFailure(await makeAddComment(ports)(client, { movementId: demo.movementId, text: 'Gracias' }), 'unavailable');
    expect(error.message).toBe('Error al intentar agregar comentario');
  });
});
