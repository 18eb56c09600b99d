import { beforeEach, describe, expect, it } from 'vitest';
import { CaseSchema } from '../cases/case';
import type { CaseRepository } from '../cases/case-repository';
import { MOVEMENT_TYPE, MovementCommentSchema, MovementSchema, RequestedMovementSchema } from '../cases/movement';
import { hasPublicLink } from '../cases/movement-links';
import { expectAllValid, expectFailure, expectOk, expectValid } from './contract-expectations';

/** What a CaseRepository contract run needs; the factory builds it before every test. */
export interface CaseRepositoryWorld {
  readonly subject: CaseRepository;
  /** The signed-in client. */
  readonly clientId: string;
  /** A case of the client; the suite adds movements to it. */
  readonly ownCaseId: string;
  /** A movement of ownCaseId. */
  readonly ownMovementId: string;
  /**
   * A case of the client's with pending payments. Where the service has its own state, pick one
   * it marks Activo, so that only the estado rule (SPEC §4) can show it as Pendiente.
   */
  readonly pendingPaymentCaseId: string;
  /** Another client's case, a date or file request of it (type 7 or 2), and one of its movements of another type. */
  readonly foreignCaseId: string;
  readonly foreignRequestMovementId: string;
  readonly foreignMovementId: string;
  /** Another client, who created none of this client's cases. */
  readonly foreignClientId: string;
  /** Ids nobody has. */
  readonly missingCaseId: string;
  readonly missingMovementId: string;
  /** Uploads a file for a request (through its link when signed out, as the owner when signed in); answers the name to link. */
  uploadThroughLink(request: {
    readonly caseId: string;
    readonly groupId: string;
    readonly movementId: string;
    readonly linkToken: string;
  }): Promise<string>;
  signOut(): Promise<void>;
}

/**
 * Cases and movements (SPEC §2, §3, §6, §7): a client reads and writes only their own cases and
 * movements. A request's public link opens it without a session to whoever holds its token, as
 * the request alone (no storage key, no client), and links its one awaited file; a wrong token,
 * another client's movement and a missing one all read as not-found, so nothing can be guessed.
 */
export function describeCaseRepositoryContract(name: string, factory: () => Promise<CaseRepositoryWorld>): void {
  describe(`${name} honours the CaseRepository contract`, () => {
    let world: CaseRepositoryWorld;
    let subject: CaseRepository;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    async function newMovement(typeId: number, description: string) {
      const added = await subject.addMovement({
        caseId: world.ownCaseId,
        clientId: world.clientId,
        typeId,
        description,
      });
      return expectOk(added).movementId;
    }

    it("lists the client's own cases and no one else's", async () => {
      const cases = expectOk(await subject.listCases(world.clientId));
      expectAllValid(CaseSchema, cases);
      const ids = cases.map((item) => item.id);
      expect(ids).toContain(world.ownCaseId);
      expect(ids).not.toContain(world.foreignCaseId);
    });

    it("shows a case with pending payments as 'Pendiente', listed and opened, and every other such case too (SPEC §4)", async () => {
      const cases = expectOk(await subject.listCases(world.clientId));
      const listed = cases.find((item) => item.id === world.pendingPaymentCaseId);
      expect(listed, `case ${world.pendingPaymentCaseId} among the client's cases`).toBeDefined();
      expect(listed?.pago).toBeGreaterThan(0);
      expect(listed?.estado).toBe('Pendiente');
      const opened = expectOk(await subject.getCase(world.pendingPaymentCaseId));
      expect(opened.pago).toBeGreaterThan(0);
      expect(opened.estado).toBe('Pendiente');
      for (const item of cases.filter((other) => other.pago > 0))
        expect(item.estado, `case ${item.id}`).toBe('Pendiente');
    });

    it("refuses to list another client's cases as forbidden", async () => {
      expectFailure(await subject.listCases(world.foreignClientId), 'forbidden');
    });

    it('filters cases by creating user (SPEC §6): a subset, and none for a user who created nothing', async () => {
      const all = expectOk(await subject.listCases(world.clientId)).map((item) => item.id);
      const ownCreations = expectOk(await subject.listCases(world.clientId, { createdBy: world.clientId }));
      for (const item of ownCreations) expect(all).toContain(item.id);
      expect(expectOk(await subject.listCases(world.clientId, { createdBy: world.foreignClientId }))).toEqual([]);
    });

    it("opens the client's own case", async () => {
      const opened = expectValid(CaseSchema, expectOk(await subject.getCase(world.ownCaseId)));
      expect(opened.id).toBe(world.ownCaseId);
    });

    it("refuses another client's case as forbidden and an unknown one as not-found", async () => {
      expectFailure(await subject.getCase(world.foreignCaseId), 'forbidden');
      expectFailure(await subject.getCase(world.missingCaseId), 'not-found');
    });

    it("lists the movements and comments of the client's own case, with the case", async () => {
      const file = expectOk(await subject.listMovements(world.ownCaseId));
      expect(file.case?.id).toBe(world.ownCaseId);
      expectAllValid(MovementSchema, file.movements);
      expectAllValid(MovementCommentSchema, file.comments);
      expect(file.movements.map((movement) => movement.id_movimiento)).toContain(world.ownMovementId);
      for (const movement of file.movements) expect(movement.id_case).toBe(world.ownCaseId);
      for (const comment of file.comments) expect(comment.id_case).toBe(world.ownCaseId);
      const movementIds = file.movements.map((movement) => movement.id_movimiento);
      for (const comment of file.comments) expect(movementIds).toContain(comment.id_movimiento);
    });

    it("refuses another client's movements as forbidden and an unknown case's as not-found", async () => {
      expectFailure(await subject.listMovements(world.foreignCaseId), 'forbidden');
      expectFailure(await subject.listMovements(world.missingCaseId), 'not-found');
    });

    it("reads the client's own movement whole; anyone else's, and a missing one, read as not-found", async () => {
      const own = expectValid(MovementSchema, expectOk(await subject.getMovement(world.ownMovementId)));
      expect(own).toMatchObject({ id_movimiento: world.ownMovementId, id_case: world.ownCaseId });
      expectFailure(await subject.getMovement(world.foreignRequestMovementId), 'not-found');
      expectFailure(await subject.getMovement(world.foreignMovementId), 'not-found');
      expectFailure(await subject.getMovement(world.missingMovementId), 'not-found');
    });

    it('gives each request (file, date) a link token its owner reads, and other movements none', async () => {
      const requestIds = [
        await newMovement(MOVEMENT_TYPE.fileRequest, 'Adjuntar el DNI'),
        await newMovement(MOVEMENT_TYPE.calendarRequest, 'Elegir fecha'),
      ];
      const noteId = await newMovement(1, 'Nota');
      const { movements } = expectOk(await subject.listMovements(world.ownCaseId));
      const tokens = requestIds.map((id) => movements.find((movement) => movement.id_movimiento === id)?.link_token);
      for (const token of tokens) expect(token, 'a request has a link token').toMatch(/\S{16,}/);
      expect(new Set(tokens).size).toBe(tokens.length);
      expect(movements.find((movement) => movement.id_movimiento === noteId)?.link_token).toBeNull();
      for (const movement of movements) expect(movement.link_token !== null).toBe(hasPublicLink(movement));
    });

    it('opens a request through its link token, without a session, as the request alone (SPEC §2 public links)', async () => {
      const movementId = await newMovement(MOVEMENT_TYPE.fileRequest, 'Adjuntar el certificado de domicilio');
      const kase = expectOk(await subject.getCase(world.ownCaseId));
      const token = linkTokenOf(expectOk(await subject.listMovements(world.ownCaseId)).movements, movementId);
      await world.signOut();

      const request = expectValid(
        RequestedMovementSchema,
        expectOk(await subject.getRequestedMovement({ movementId, token })),
      );
      expect(request).toMatchObject({
        id_movimiento: movementId,
        id_case: world.ownCaseId,
        id_tipo: MOVEMENT_TYPE.fileRequest,
        descripcion_movimiento: 'Adjuntar el certificado de domicilio',
        hasFile: false,
        caseName: kase.case,
      });
      expect(Object.keys(request)).not.toContain('link_archivo');
    });

    it('reads a wrong token, another request, a non-request movement and a missing one alike: not-found', async () => {
      const movementId = await newMovement(MOVEMENT_TYPE.fileRequest, 'Adjuntar el DNI');
      const noteId = await newMovement(1, 'Nota');
      const token = linkTokenOf(expectOk(await subject.listMovements(world.ownCaseId)).movements, movementId);
      await world.signOut();
      expectFailure(await subject.getRequestedMovement({ movementId, token: `${token}x` }), 'not-found');
      expectFailure(
        await subject.getRequestedMovement({ movementId: world.foreignRequestMovementId, token }),
        'not-found',
      );
      expectFailure(await subject.getRequestedMovement({ movementId: noteId, token }), 'not-found');
      expectFailure(await subject.getRequestedMovement({ movementId: world.missingMovementId, token }), 'not-found');
    });

    it('adds a movement that later reads show, without a file', async () => {
      const movementId = await newMovement(1, 'Envío de documentación solicitada');

      const listed = expectOk(await subject.listMovements(world.ownCaseId)).movements.find(
        (movement) => movement.id_movimiento === movementId,
      );
      expect(listed).toMatchObject({
        id_case: world.ownCaseId,
        id_tipo: 1,
        descripcion_movimiento: 'Envío de documentación solicitada',
      });
      expectValid(MovementSchema, expectOk(await subject.getMovement(movementId)));
      expect(expectOk(await subject.movementHasFile(movementId))).toBe(false);
    });

    it("refuses to add a movement to another client's case as forbidden, to an unknown one as not-found", async () => {
      const draft = { clientId: world.clientId, typeId: 1, description: 'Movimiento indebido' };
      expectFailure(await subject.addMovement({ ...draft, caseId: world.foreignCaseId }), 'forbidden');
      expectFailure(await subject.addMovement({ ...draft, caseId: world.missingCaseId }), 'not-found');
      expectFailure(
        await subject.addMovement({ ...draft, caseId: world.ownCaseId, clientId: world.foreignClientId }),
        'forbidden',
      );
    });

    it("links a file of the case to a file request: the movement then has it under the key 'group/case/file'", async () => {
      const movementId = await newMovement(MOVEMENT_TYPE.fileRequest, 'Adjuntar DNI');
      const groupId = expectOk(await subject.getCase(world.ownCaseId)).id_grupo;
      const linkToken = linkTokenOf(expectOk(await subject.listMovements(world.ownCaseId)).movements, movementId);
      const fileName = await world.uploadThroughLink({ caseId: world.ownCaseId, groupId, movementId, linkToken });

      expectFailure(
        await subject.attachFileToMovement({
          groupId,
          caseId: world.ownCaseId,
          fileName: 'no-guardado.pdf',
          movementId,
        }),
        'not-found',
      );
      expectOk(await subject.attachFileToMovement({ groupId, caseId: world.ownCaseId, fileName, movementId }));

      expect(expectOk(await subject.movementHasFile(movementId))).toBe(true);
      expect(expectOk(await subject.getMovement(movementId)).link_archivo).toBe(
        `${groupId}/${world.ownCaseId}/${fileName}`,
      );
    });

    it('refuses to check or link a file of an unknown movement as not-found', async () => {
      expectFailure(await subject.movementHasFile(world.missingMovementId), 'not-found');
      const link = { groupId: '1', caseId: world.ownCaseId, fileName: 'x.pdf', movementId: world.missingMovementId };
      expectFailure(await subject.attachFileToMovement(link), 'not-found');
    });

    it('links the one file a request awaits, uploaded through its link, with its link token, once; a wrong token links nothing', async () => {
      const movementId = await newMovement(MOVEMENT_TYPE.fileRequest, 'Adjuntar el recibo');
      const groupId = expectOk(await subject.getCase(world.ownCaseId)).id_grupo;
      const token = linkTokenOf(expectOk(await subject.listMovements(world.ownCaseId)).movements, movementId);
      await world.signOut();
      const fileName = await world.uploadThroughLink({
        caseId: world.ownCaseId,
        groupId,
        movementId,
        linkToken: token,
      });

      expectFailure(
        await subject.attachFileToMovement({
          groupId,
          caseId: world.ownCaseId,
          fileName: 'otro-archivo.pdf',
          movementId,
          linkToken: token,
        }),
        'not-found',
      );
      const attachment = { groupId, caseId: world.ownCaseId, fileName, movementId };
      expectFailure(await subject.attachFileToMovement({ ...attachment, linkToken: `${token}x` }), 'not-found');
      expectFailure(await subject.attachFileToMovement(attachment), 'not-found');
      expect(expectOk(await subject.getRequestedMovement({ movementId, token })).hasFile).toBe(false);

      expectOk(await subject.attachFileToMovement({ ...attachment, linkToken: token }));
      expect(expectOk(await subject.getRequestedMovement({ movementId, token })).hasFile).toBe(true);
      expectFailure(
        await subject.attachFileToMovement({ ...attachment, fileName: 'otro.pdf', linkToken: token }),
        'rejected',
      );
    });

    it('needs a session for cases and movements', async () => {
      await world.signOut();
      expectFailure(await subject.listCases(world.clientId), 'unauthenticated');
      expectFailure(await subject.getCase(world.ownCaseId), 'unauthenticated');
      expectFailure(await subject.listMovements(world.ownCaseId), 'unauthenticated');
    });
  });
}

function linkTokenOf(
  movements: readonly { readonly id_movimiento: string; readonly link_token: string | null }[],
  movementId: string,
): string {
  const token = movements.find((movement) => movement.id_movimiento === movementId)?.link_token ?? null;
  if (token === null) throw new Error(`movement ${movementId} has no link token`);
  return token;
}
