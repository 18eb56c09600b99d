import { errorMessages, legacyNames, type CatalogueMessage } from '@justiciable/core';
import type { LegacyAction } from './legacy-api-client';

const read = (name: string, failure: CatalogueMessage): LegacyAction => ({ name, kind: 'read', failure });
const write = (name: string, failure: CatalogueMessage): LegacyAction => ({ name, kind: 'write', failure });

/**
 * Every api.php action of SPEC §7, each marked read or write. A write is never retried, so a
 * new action lands here as a write unless it truly only reads. Product-specific names come
 * from the token (updateCommentNames{Product}, {product}ContactDeleted).
 */
export function legacyActions(productToken: string) {
  const names = legacyNames(productToken);
  return {
    renameClient: write(names.renameAction, errorMessages.saveProfile),
    deleteClientContacts: write(names.contactDeletedAction, errorMessages.deleteAccount),

    listaAgendas: read('listaAgendas', errorMessages.calendar),
    listaAgendasDelAbogado: read('listaAgendasDelAbogado', errorMessages.calendar),
    updateCalendar: write('updateCalendar', errorMessages.updateCalendar),

    listaAsuntos: read('listaAsuntos', errorMessages.cases),
    getSpecificCase: read('getSpecificCase', errorMessages.cases),
    listaMovimientos: read('listaMovimientos', errorMessages.movements),
    getSpecificCalendarMovement: read('getSpecificCalendarMovement', errorMessages.movements),
    movementHasFile: read('movementHasFile', errorMessages.movements),
    addNewMovent: write('addNewMovent', errorMessages.addMovement),
    updateMovementFileLink: write('updateMovementFileLink', errorMessages.uploadFile),
    addNewComment: write('addNewComment', errorMessages.addComment),

    nuevaConsulta: write('nuevaConsulta', errorMessages.consultation),
    notificationNewCaseCreated: write('notificationNewCaseCreated', errorMessages.consultation),
    sendMailToLawyer: write('sendMailToLawyer', errorMessages.consultation),
    // Opens a checkout each time it is called, so it is not a read despite its name.
    getPaymentLinkMP: write('getPaymentLinkMP', errorMessages.paymentLink),
    changePaymentMovement: write('changePaymentMovement', errorMessages.payment),

    getNotifications: read('getNotifications', errorMessages.notifications),
    readNotification: write('readNotification', errorMessages.readNotification),

    findInvitation: read('findInvitation', errorMessages.findInvitation),
    acceptInvitation: write('acceptInvitation', errorMessages.acceptInvitation),
    declineInvitation: write('declineInvitation', errorMessages.declineInvitation),

    listaAbogadosDirectorio: read('listaAbogadosDirectorio', errorMessages.directory),
    getStudyInfo: read('getStudyInfo', errorMessages.studyInfo),
    getPreviewStudy: read('getPreviewStudy', errorMessages.studyInfo),
    getGroupInformation: read('getGroupInformation', errorMessages.lawyerInfo),
    getLawyerMedia: read('getLawyerMedia', errorMessages.lawyerInfo),
    checkPendingInvitation: read('checkPendingInvitation', errorMessages.contactRequest),
    getRequestsToAbogado: read('getRequestsToAbogado', errorMessages.directory),
    sendRequestToAbogado: write('sendRequestToAbogado', errorMessages.contactRequest),
    notifyTheLawyer: write('notifyTheLawyer', errorMessages.contactRequest),
    listaMisAbogados: read('listaMisAbogados', errorMessages.myLawyers),
    unlinkLawyer: write('unlinkLawyer', errorMessages.unlinkLawyer),

    getDocumentTypes: read('getDocumentTypes', errorMessages.documentTypes),
    getDocumentCategories: read('getDocumentCategories', errorMessages.documentCategories),
    getDocumentsByCase: read('getDocumentsByCase', errorMessages.documents),
  } satisfies Record<string, LegacyAction>;
}

export type LegacyActions = ReturnType<typeof legacyActions>;
