import { beforeEach, describe, expect, it } from 'vitest';
import { CaseSchema } from '../cases/case';
import type { CaseRepository } from '../cases/case-repository';
import { MOVEMENT_TYPE, MovementCommentSchema, MovementSchema } from '../cases/movement';
import { isLinkRequest } from '../cases/movement-links';
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
  signOut(): Promise<void>;
}

/**
 * Cases and movements (SPEC §2, §3, §6, §7): a client reads and writes only their own cases,
 * and the public request links read a date or file request, whole, and link a file to it,
 * without a session; a movement of another type only its owner reads.
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
      const added = await subject.addMovement({ caseId: world.ownCaseId, clientId: world.clientId, typeId, description });
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
      for (const item of cases.filter((other) => other.pago > 0)) expect(item.estado, `case ${item.id}`).toBe('Pendiente');
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

    it("lists any case's requests through a file-request link, and only those (SPEC §2 public route)", async () => {
      const file = expectOk(await subject.listMovements(world.foreignCaseId, { viaFileRequest: true }));
      const ids = file.movements.map((movement) => movement.id_movimiento);
      expect(ids).toContain(world.foreignRequestMovementId);
      expect(ids).not.toContain(world.foreignMovementId);
      expectFailure(await subject.listMovements(world.missingCaseId, { viaFileRequest: true }), 'not-found');
    });

    it("reads one movement of the client's by id, and any client's date or file request; another client's other movement is forbidden", async () => {
      const own = expectValid(MovementSchema, expectOk(await subject.getMovement(world.ownMovementId)));
      expect(own).toMatchObject({ id_movimiento: world.ownMovementId, id_case: world.ownCaseId });
      const request = expectValid(MovementSchema, expectOk(await subject.getMovement(world.foreignRequestMovementId)));
      expect(request).toMatchObject({ id_movimiento: world.foreignRequestMovementId, id_case: world.foreignCaseId });
      expect(isLinkRequest(request), `movement type ${request.id_tipo}`).toBe(true);
      expectFailure(await subject.getMovement(world.foreignMovementId), 'forbidden');
      expectFailure(await subject.getMovement(world.missingMovementId), 'not-found');
    });

    it('adds a movement that later reads show, without a file', async () => {
      const movementId = await newMovement(1, 'Envío de documentación solicitada');

      const listed = expectOk(await subject.listMovements(world.ownCaseId)).movements.find((movement) => movement.id_movimiento === movementId);
      expect(listed).toMatchObject({ id_case: world.ownCaseId, id_tipo: 1, descripcion_movimiento: 'Envío de documentación solicitada' });
      expectValid(MovementSchema, expectOk(await subject.getMovement(movementId)));
      expect(expectOk(await subject.movementHasFile(movementId))).toBe(false);
    });

    it("refuses to add a movement to another client's case as forbidden, to an unknown one as not-found", async () => {
      const draft = { clientId: world.clientId, typeId: 1, description: 'Movimiento indebido' };
      expectFailure(await subject.addMovement({ ...draft, caseId: world.foreignCaseId }), 'forbidden');
      expectFailure(await subject.addMovement({ ...draft, caseId: world.missingCaseId }), 'not-found');
      expectFailure(await subject.addMovement({ ...draft, caseId: world.ownCaseId, clientId: world.foreignClientId }), 'forbidden');
    });

    it("links a file to a file request: the movement then has it under the key 'group/case/file'", async () => {
      const movementId = await newMovement(MOVEMENT_TYPE.fileRequest, 'Adjuntar DNI');
      const groupId = expectOk(await subject.getCase(world.ownCaseId)).id_grupo;

      expectOk(await subject.attachFileToMovement({ groupId, caseId: world.ownCaseId, fileName: 'dni-frente.pdf', movementId }));

      expect(expectOk(await subject.movementHasFile(movementId))).toBe(true);
      expect(expectOk(await subject.getMovement(movementId)).link_archivo).toBe(`${groupId}/${world.ownCaseId}/dni-frente.pdf`);
    });

    it('refuses to check or link a file of an unknown movement as not-found', async () => {
      expectFailure(await subject.movementHasFile(world.missingMovementId), 'not-found');
      const link = { groupId: '1', caseId: world.ownCaseId, fileName: 'x.pdf', movementId: world.missingMovementId };
      expectFailure(await subject.attachFileToMovement(link), 'not-found');
    });

    it('needs a session for cases, but not for reading a date or file request, which comes whole', async () => {
      const requestIds = [
        await newMovement(MOVEMENT_TYPE.fileRequest, 'Adjuntar el certificado de domicilio'),
        await newMovement(MOVEMENT_TYPE.calendarRequest, 'Elegir fecha para firmar el convenio'),
      ];
      const { movements } = expectOk(await subject.listMovements(world.ownCaseId));
      await world.signOut();

      expectFailure(await subject.listCases(world.clientId), 'unauthenticated');
      expectFailure(await subject.getCase(world.ownCaseId), 'unauthenticated');
      expectFailure(await subject.listMovements(world.ownCaseId), 'unauthenticated');
      for (const movementId of requestIds) {
        const listed = movements.find((movement) => movement.id_movimiento === movementId);
        expect(expectValid(MovementSchema, expectOk(await subject.getMovement(movementId)))).toEqual(listed);
      }
      expect(expectOk(await subject.getMovement(world.foreignRequestMovementId)).id_case).toBe(world.foreignCaseId);
    });
  });
}
