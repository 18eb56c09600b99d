import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseRepository, CommentRepository } from '../cases/case-repository';
import { CommentSchema } from '../cases/movement';
import { expectFailure, expectOk, expectValid } from './contract-expectations';

/** What a CommentRepository contract run needs; the factory builds it before every test. */
export interface CommentRepositoryWorld {
  readonly subject: CommentRepository;
  /** Where added comments must show up. */
  readonly cases: CaseRepository;
  /** The signed-in client and the name their comments carry. */
  readonly clientId: string;
  readonly clientName: string;
  readonly foreignClientId: string;
  /** A movement of ownCaseId, a case of the client. */
  readonly ownCaseId: string;
  readonly ownMovementId: string;
  /** A movement of another client's case. */
  readonly foreignMovementId: string;
  readonly missingMovementId: string;
  signOut(): Promise<void>;
}

/** Comments on movements (SPEC §7 addNewComment): only on the client's own cases. */
export function describeCommentRepositoryContract(name: string, factory: () => Promise<CommentRepositoryWorld>): void {
  describe(`${name} honours the CommentRepository contract`, () => {
    let world: CommentRepositoryWorld;
    let subject: CommentRepository;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    function draft(text: string) {
      return { movementId: world.ownMovementId, text, authorName: world.clientName, clientId: world.clientId };
    }

    it('adds a comment and answers it with its text and author', async () => {
      const comment = expectValid(
        CommentSchema,
        expectOk(await subject.addComment(draft('¿Cuándo es la próxima audiencia?'))),
      );
      expect(comment).toMatchObject({
        comentario: '¿Cuándo es la próxima audiencia?',
        nombres_usuario: world.clientName,
      });
    });

    it("shows the new comment with the case's movements", async () => {
      const comment = expectOk(await subject.addComment(draft('Ya envié el certificado de domicilio.')));
      const { comments } = expectOk(await world.cases.listMovements(world.ownCaseId));
      expect(comments.find((listed) => listed.id === comment.id)).toMatchObject({
        comentario: 'Ya envié el certificado de domicilio.',
        id_case: world.ownCaseId,
      });
    });

    it('keeps accents, symbols and quotes exactly as typed', async () => {
      const text = 'Sí, el 100% — "gracias" & saludos <Dra. Gómez> 50/50 ñandú';
      expect(expectOk(await subject.addComment(draft(text))).comentario).toBe(text);
      const { comments } = expectOk(await world.cases.listMovements(world.ownCaseId));
      expect(comments.map((listed) => listed.comentario)).toContain(text);
    });

    it("refuses a comment on another client's movement as forbidden, on an unknown one as not-found", async () => {
      expectFailure(
        await subject.addComment({ ...draft('Intruso'), movementId: world.foreignMovementId }),
        'forbidden',
      );
      expectFailure(await subject.addComment({ ...draft('Nada'), movementId: world.missingMovementId }), 'not-found');
      expectFailure(
        await subject.addComment({ ...draft('Suplantación'), clientId: world.foreignClientId }),
        'forbidden',
      );
    });

    it('refuses without a session as unauthenticated', async () => {
      await world.signOut();
      expectFailure(await subject.addComment(draft('Sin sesión')), 'unauthenticated');
    });
  });
}
