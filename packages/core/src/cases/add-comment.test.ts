import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeAddComment } from './add-comment';

describe('addComment', () => {
  it('comments on a movement in the client’s name, trimmed', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const comment = expectOk(
      await makeAddComment(ports)({ client, movementId: demo.movementId, text: '  Llevo el acta el lunes.  ' }),
    );
    expect(comment).toMatchObject({
      comentario: 'Llevo el acta el lunes.',
      nombres_usuario: client.name,
      origen: 'justiciable',
    });
  });

  it("refuses a blank comment with 'Escriba un comentario' before sending", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const error = expectFailure(
      await makeAddComment(ports)({ client, movementId: demo.movementId, text: '   ' }),
      'invalid-input',
    );
    expect(error).toMatchObject({ field: 'text', message: 'Escriba un comentario' });
    expect(ports.comments.callsOf('addComment')).toBe(0);
  });

  it("refuses a comment over 2000 characters on its field ('Máximo 2000 caracteres') before sending, and takes one of 2000", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const error = expectFailure(
      await makeAddComment(ports)({ client, movementId: demo.movementId, text: 'a'.repeat(2001) }),
      'invalid-input',
    );
    expect(error).toEqual({ kind: 'invalid-input', field: 'text', message: 'Máximo 2000 caracteres' });
    expect(ports.comments.callsOf('addComment')).toBe(0);
    expectOk(await makeAddComment(ports)({ client, movementId: demo.movementId, text: ` ${'a'.repeat(2000)} ` }));
  });

  it('refuses to sign a comment with a name over 100 characters, which the service would refuse, before sending', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const error = expectFailure(
      await makeAddComment(ports)({
        client: { ...client, name: 'N'.repeat(101) },
        movementId: demo.movementId,
        text: 'Gracias',
      }),
      'invalid-input',
    );
    expect(error).toEqual({ kind: 'invalid-input', field: 'authorName', message: 'Máximo 100 caracteres' });
    expect(ports.comments.callsOf('addComment')).toBe(0);
  });

  it("answers 'Error al intentar agregar comentario' when the service fails", async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.comments.failNext('addComment', portalError.unavailable('network'));
    const error = expectFailure(
      await makeAddComment(ports)({ client, movementId: demo.movementId, text: 'Gracias' }),
      'unavailable',
    );
    expect(error.message).toBe('Error al intentar agregar comentario');
  });
});
