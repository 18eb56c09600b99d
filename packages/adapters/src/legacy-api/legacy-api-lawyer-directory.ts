import {
  mapResult,
  type CommunicationMedium,
  type DirectoryListing,
  type LawyerDirectory,
  type PortalError,
  type Result,
  type StudyInfo,
} from '@justiciable/core';
import * as v from 'valibot';
import {
  directoryListingFromWire,
  DirectoryRowWireSchema,
  mediumFromWire,
  MediumWireSchema,
  studyInfoFromWire,
  StudyInfoWireSchema,
  studyPreviewFromWire,
  StudyPreviewWireSchema,
} from './directory-wire';
import type { LegacyApi } from './legacy-api';

const DirectoryAnswer = v.looseObject({ datos: v.array(DirectoryRowWireSchema) });
const StudyInfoAnswer = v.looseObject({ datos: StudyInfoWireSchema });
const StudyPreviewAnswer = v.looseObject({ datos: StudyPreviewWireSchema });
const GroupInformationAnswer = v.looseObject({ datos: v.looseObject({ media: v.array(MediumWireSchema) }) });
const LawyerMediaAnswer = v.looseObject({ datos: v.array(MediumWireSchema) });

/** The lawyer directory and the studios' public pages in the legacy API (SPEC §7). */
export class LegacyApiLawyerDirectory implements LawyerDirectory {
  constructor(private readonly api: LegacyApi) {}

  async listLawyers(): Promise<Result<readonly DirectoryListing[], PortalError>> {
    const answer = await this.api.client.call(this.api.actions.listaAbogadosDirectorio, {}, DirectoryAnswer);
    return mapResult(answer, ({ datos }) =>
      datos.map((row) => directoryListingFromWire(row, this.api.names.clientGroupField)),
    );
  }

  async getStudyInfo(groupId: string): Promise<Result<StudyInfo, PortalError>> {
    const answer = await this.api.client.call(this.api.actions.getStudyInfo, { id_grupo: groupId }, StudyInfoAnswer);
    return mapResult(answer, ({ datos }) => studyInfoFromWire(datos));
  }

  async getStudyPreview(lawyerId: string, groupId: string): Promise<Result<StudyInfo, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.getPreviewStudy,
      { id_lawyer: lawyerId, id_group: groupId },
      StudyPreviewAnswer,
    );
    return mapResult(answer, ({ datos }) => studyPreviewFromWire(datos));
  }

  async getGroupMedia(
    lawyerId: string,
    clientId: string,
  ): Promise<Result<readonly CommunicationMedium[], PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.getGroupInformation,
      { id_lawyer: lawyerId, [this.api.names.clientIdField]: clientId },
      GroupInformationAnswer,
    );
    return mapResult(answer, ({ datos }) => datos.media.map(mediumFromWire));
  }

  async getLawyerMedia(lawyerId: string): Promise<Result<readonly CommunicationMedium[], PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.getLawyerMedia,
      { id_lawyer: lawyerId },
      LawyerMediaAnswer,
    );
    return mapResult(answer, ({ datos }) => datos.map(mediumFromWire));
  }
}
