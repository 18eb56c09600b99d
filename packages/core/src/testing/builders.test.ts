import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BillingSchema } from '../account/billing';
import { LocationSchema } from '../account/location';
import { UserRecordSchema, UserSchema } from '../account/user';
import { UserProfileSchema } from '../account/user-profile';
import { CalendarEntrySchema } from '../calendar/calendar-entry';
import { calendarEntryFromRow } from '../calendar/calendar-rules';
import { CaseSchema } from '../cases/case';
import { deriveCaseEstado } from '../cases/case-estado';
import { CommentSchema, MovementCommentSchema, MovementSchema } from '../cases/movement';
import { contactButton } from '../directory/contact-state';
import {
  CommunicationMediumSchema,
  ContactRequestSchema,
  DirectoryEntrySchema,
  LawyerServiceSchema,
} from '../directory/directory-entry';
import { InvitationSchema } from '../directory/invitation';
import { MyLawyerSchema } from '../directory/my-lawyer';
import { StudyInfoSchema } from '../directory/study-info';
import { DocumentCategorySchema, DocumentSchema, DocumentTypeSchema } from '../documents/document';
import { parseDocumentKey } from '../documents/document-key';
import { NotificationSchema } from '../notifications/notification';
import { aBilling, aLocation, aUser, aUserProfile, aUserRecord } from './account-builders';
import { aCalendarEntry, aCalendarRow } from './calendar-builders';
import { aCase, aComment, aMovement, aMovementComment } from './case-builders';
import {
  aCommunicationMedium,
  aContactRequest,
  aDirectoryEntry,
  aDirectoryListing,
  aLawyerService,
  aMyLawyer,
  anInvitation,
  aStudyInfo,
} from './directory-builders';
import { aDocument, aDocumentCategory, aDocumentType } from './document-builders';
import { aNotification } from './notification-builders';

const builders: ReadonlyArray<readonly [string, v.GenericSchema, () => unknown]> = [
  ['aUser', UserSchema, aUser],
  ['aBilling', BillingSchema, aBilling],
  ['aLocation', LocationSchema, aLocation],
  ['aUserRecord', UserRecordSchema, aUserRecord],
  ['aUserProfile', UserProfileSchema, aUserProfile],
  ['aCase', CaseSchema, aCase],
  ['aMovement', MovementSchema, aMovement],
  ['aMovementComment', MovementCommentSchema, aMovementComment],
  ['aComment', CommentSchema, aComment],
  ['aCalendarEntry', CalendarEntrySchema, aCalendarEntry],
  ['aDirectoryListing', v.omit(DirectoryEntrySchema, ['button']), aDirectoryListing],
  ['aDirectoryEntry', DirectoryEntrySchema, aDirectoryEntry],
  ['aLawyerService', LawyerServiceSchema, aLawyerService],
  ['aCommunicationMedium', CommunicationMediumSchema, aCommunicationMedium],
  ['aContactRequest', ContactRequestSchema, aContactRequest],
  ['aMyLawyer', MyLawyerSchema, aMyLawyer],
  ['aStudyInfo', StudyInfoSchema, aStudyInfo],
  ['anInvitation', InvitationSchema, anInvitation],
  ['aDocument', DocumentSchema, aDocument],
  ['aDocumentType', DocumentTypeSchema, aDocumentType],
  ['aDocumentCategory', DocumentCategorySchema, aDocumentCategory],
  ['aNotification', NotificationSchema, aNotification],
];

describe('builders', () => {
  it.each(builders)('%s builds a valid entity', (_name, schema, build) => {
    const parsed = v.safeParse(schema, build());
    expect(parsed.issues === undefined ? [] : v.flatten(parsed.issues)).toEqual([]);
  });

  it('apply overrides and keep the other defaults', () => {
    const archived = aCase({ id: '77', estado: 'Archivado' });
    expect(archived).toMatchObject({ id: '77', estado: 'Archivado', case: aCase().case });
    expect(aMovement({ id_tipo: 7 }).id_tipo).toBe(7);
  });

  it('hand out a new object on every call', () => {
    expect(aCase()).not.toBe(aCase());
    expect(aDirectoryListing().media).not.toBe(aDirectoryListing().media);
  });

  it('build a case whose estado is what SPEC §4 derives from it', () => {
    const kase = aCase();
    expect(deriveCaseEstado(kase.estado, kase.pago)).toBe(kase.estado);
  });

  it('build an agenda row that maps to aCalendarEntry() (SPEC §3 decoding)', () => {
    expect(calendarEntryFromRow(aCalendarRow())).toEqual(aCalendarEntry());
  });

  it('build a user record whose links point at its billing and location', () => {
    const record = aUserRecord();
    expect(record.user.userBillingInfoId).toBe(record.billingInfo?.id);
    expect(record.user.userLocationId).toBe(record.location?.id);
  });

  it("build a document whose id is its storage key 'group/case/file'", () => {
    const document = aDocument();
    expect(parseDocumentKey(document.id)).toMatchObject({ groupId: document.group_id, caseId: document.case_id });
  });

  it('build a directory entry with the CONTACTAR button of SPEC §4', () => {
    expect(aDirectoryEntry().button).toEqual(contactButton('CONTACTAR'));
  });

  it('build a movement comment and a comment that agree on the same comment', () => {
    const listed = aMovementComment();
    expect(aComment()).toMatchObject({
      id: listed.id,
      comentario: listed.comentario,
      nombres_usuario: listed.nombres_usuario,
    });
  });
});
