import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { CommunicationMediumSchema, DirectoryEntrySchema } from '../directory/directory-entry';
import type { LawyerDirectory } from '../directory/directory-ports';
import { StudyInfoSchema } from '../directory/study-info';
import { expectAllValid, expectFailure, expectOk, expectValid } from './contract-expectations';

/** A directory lawyer before the contact button is applied. */
const DirectoryListingSchema = v.omit(DirectoryEntrySchema, ['button']);

/** What a LawyerDirectory contract run needs; the factory builds it before every test. */
export interface LawyerDirectoryWorld {
  readonly subject: LawyerDirectory;
  /** The signed-in client, and someone else. */
  readonly clientId: string;
  readonly foreignClientId: string;
  /** A listed lawyer and their enabled studio. */
  readonly lawyerId: string;
  readonly groupId: string;
  /** A studio that exists but is not enabled. */
  readonly disabledGroupId: string;
  readonly missingLawyerId: string;
  readonly missingGroupId: string;
  signOut(): Promise<void>;
}

/** The lawyer directory and the studios' pages (SPEC §2, §3, §6). */
export function describeLawyerDirectoryContract(name: string, factory: () => Promise<LawyerDirectoryWorld>): void {
  describe(`${name} honours the LawyerDirectory contract`, () => {
    let world: LawyerDirectoryWorld;
    let subject: LawyerDirectory;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    it('lists the lawyers of the directory with their studio', async () => {
      const lawyers = expectOk(await subject.listLawyers());
      expectAllValid(DirectoryListingSchema, lawyers);
      expect(lawyers.find((lawyer) => lawyer.id === world.lawyerId)?.id_grupo).toBe(world.groupId);
      // What each service covers, which a lawyer's page shows beside its price.
      expect(
        lawyers
          .find((lawyer) => lawyer.id === world.lawyerId)
          ?.services.some((service) => service.descripcion.trim() !== ''),
      ).toBe(true);
    });

    it("reads a studio's information with whether it is enabled (SPEC §2)", async () => {
      const study = expectValid(StudyInfoSchema, expectOk(await subject.getStudyInfo(world.groupId)));
      expect(study).toMatchObject({ id_grupo: world.groupId, habilitado: true });
      expect(expectOk(await subject.getStudyInfo(world.disabledGroupId)).habilitado).toBe(false);
    });

    it('refuses an unknown studio as not-found', async () => {
      expectFailure(await subject.getStudyInfo(world.missingGroupId), 'not-found');
    });

    it("previews a lawyer's studio, and refuses a lawyer who is not in it as not-found", async () => {
      const preview = expectValid(
        StudyInfoSchema,
        expectOk(await subject.getStudyPreview(world.lawyerId, world.groupId)),
      );
      expect(preview.id_grupo).toBe(world.groupId);
      expect(preview.id_estudio).not.toBe('');
      expect(preview.id_estudio).toBe(expectOk(await subject.getStudyInfo(world.groupId)).id_estudio);
      expectFailure(await subject.getStudyPreview(world.missingLawyerId, world.groupId), 'not-found');
    });

    it("lists the media a lawyer's group offers the client, and refuses it for someone else", async () => {
      expectAllValid(CommunicationMediumSchema, expectOk(await subject.getGroupMedia(world.lawyerId, world.clientId)));
      expectFailure(await subject.getGroupMedia(world.lawyerId, world.foreignClientId), 'forbidden');
      expectFailure(await subject.getGroupMedia(world.missingLawyerId, world.clientId), 'not-found');
    });

    it("lists a lawyer's media, and refuses an unknown lawyer as not-found", async () => {
      expectAllValid(CommunicationMediumSchema, expectOk(await subject.getLawyerMedia(world.lawyerId)));
      expectFailure(await subject.getLawyerMedia(world.missingLawyerId), 'not-found');
    });

    it('needs a session for the directory, but not for the public studio pages', async () => {
      await world.signOut();
      expectFailure(await subject.listLawyers(), 'unauthenticated');
      expectOk(await subject.getStudyInfo(world.groupId));
      expectOk(await subject.getStudyPreview(world.lawyerId, world.groupId));
      expectOk(await subject.getLawyerMedia(world.lawyerId));
    });
  });
}
