import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPE } from '../cases/movement';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aCase, aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { aNotification } from '../testing/notification-builders';
import { CONVERSATIONS_PAGE_SIZE } from './conversation-inbox';
import { makeListConversations } from './list-conversations';
import { makeMarkConversationRead } from './mark-conversation-read';
import { makeReadConversation } from './read-conversation';
import { makeSendMessage } from './send-message';
import { MESSAGE_NOTICE_TYPES } from './unread-messages';

const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** The demo world with a lawyer's reply on case 1024, announced by an unread notice. */
function withReply() {
  const fixture = aSignedInPortal();
  const { ports, demo, client } = fixture;
  ports.world.addMovement(
    aMovement({
      id_movimiento: '5500',
      id_tipo: MOVEMENT_TYPE.news,
      nombre_tipo: 'Novedad',
      fecha_alta: '2025-03-01 10:00:00',
      descripcion_movimiento: 'Audiencia fijada',
      comentarios: 'La audiencia quedó para el 12 de marzo.',
    }),
  );
  ports.world.addNotification(
    aNotification({
      id: '3300',
      tipo: MESSAGE_NOTICE_TYPES.lawyerNews,
      id_caso: demo.caseId,
      fecha_alta: '2025-03-01 10:00:00',
    }),
    { clientId: client.id },
  );
  return fixture;
}

describe('readConversation', () => {
  it("answers the case and its conversation with the lawyer's reply marked unread", async () => {
    const { ports, demo, client } = withReply();
    const { case: kase, conversation } = expectOk(await makeReadConversation(ports)({ client, caseId: demo.caseId }));
    expect(kase?.id).toBe(demo.caseId);
    expect(conversation.messages.map((message) => [message.id, message.unread])).toEqual([
      ['comentario-7301', false],
      ['movimiento-5500', true],
    ]);
  });

  it('shows the messages with none unread when the notifications cannot be read, and fails when the movements cannot', async () => {
    const { ports, demo, client } = withReply();
    ports.notifications.failNext('list', portalError.unavailable('network'));
    const read = expectOk(await makeReadConversation(ports)({ client, caseId: demo.caseId }));
    expect(read.conversation.unreadCount).toBe(0);
    ports.cases.failNext('listMovements', portalError.unavailable('network'));
    const error = expectFailure(await makeReadConversation(ports)({ client, caseId: demo.caseId }), 'unavailable');
    expect(error.message).toBe('Error al intentar obtener los movimientos del asunto');
  });
});

describe('listConversations', () => {
  it('answers each case read with its last message and unread count, latest activity first', async () => {
    const { ports, demo, client } = withReply();
    const inbox = expectOk(await makeListConversations(ports)({ client }));
    expect(inbox.conversations[0]).toMatchObject({
      case: { id: demo.caseId },
      unreadCount: 1,
      lastMessage: { id: 'movimiento-5500', author: 'lawyer' },
      failed: false,
    });
    expect(inbox.more).toBe(false);
  });

  it('reads at most `limit` cases of a heavy account, those with message notices first, and says more remain', async () => {
    const { ports, client } = aSignedInPortal();
    for (let index = 0; index < 40; index += 1)
      ports.world.addCase(aCase({ id: String(9000 + index), case: `Asunto ${index}` }), { ownerId: client.id });
    ports.world.addNotification(
      aNotification({ id: '4400', tipo: MESSAGE_NOTICE_TYPES.lawyerComment, id_caso: '9003' }),
      { clientId: client.id },
    );
    const readsBefore = ports.cases.callsOf('listMovements');
    const inbox = expectOk(await makeListConversations(ports)({ client }));
    expect(ports.cases.callsOf('listMovements') - readsBefore).toBe(CONVERSATIONS_PAGE_SIZE);
    expect(inbox.conversations).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(inbox.conversations.map((summary) => summary.case.id)).toContain('9003');
    expect(inbox.conversations.find((summary) => summary.case.id === '9003')?.unreadCount).toBe(1);
    expect(inbox.more).toBe(true);
    expect(inbox.caseCount).toBeGreaterThan(40);
    const more = expectOk(await makeListConversations(ports)({ client, limit: 100 }));
    expect(more.more).toBe(false);
    expect(more.conversations).toHaveLength(inbox.caseCount);
  });

  it('keeps a case whose movements cannot be read, marked failed, and fails when the cases cannot be read', async () => {
    const { ports, client } = withReply();
    ports.cases.failNext('listMovements', portalError.unavailable('network'));
    const inbox = expectOk(await makeListConversations(ports)({ client }));
    expect(inbox.conversations.filter((summary) => summary.failed)).toHaveLength(1);
    ports.cases.failNext('listCases', portalError.unavailable('network'));
    expect(expectFailure(await makeListConversations(ports)({ client }), 'unavailable').message).toBe(
      'Error al intentar obtener los asuntos',
    );
  });
});

describe('markConversationRead', () => {
  it("marks read the case's unread message notices, and no other notification", async () => {
    const { ports, demo, client } = withReply();
    const marked = expectOk(await makeMarkConversationRead(ports)({ client, caseId: demo.caseId }));
    expect(marked).toEqual({ marked: 1 });
    expect(ports.world.notifications.get('3300')?.notification.leida).toBe(true);
    expect(ports.world.notifications.get(demo.notificationId)?.notification.leida).toBe(false);
    const reads = ports.notifications.callsOf('markRead');
    expect(expectOk(await makeMarkConversationRead(ports)({ client, caseId: demo.caseId }))).toEqual({ marked: 0 });
    expect(ports.notifications.callsOf('markRead')).toBe(reads);
  });

  it("fails with 'Error al intentar leer notificación' when a notice cannot be marked", async () => {
    const { ports, demo, client } = withReply();
    ports.notifications.failNext('markRead', portalError.unavailable('network'));
    expect(
      expectFailure(await makeMarkConversationRead(ports)({ client, caseId: demo.caseId }), 'unavailable').message,
    ).toBe('Error al intentar leer notificación');
  });
});

describe('sendMessage', () => {
  function setUp() {
    const fixture = aSignedInPortal();
    const { ports, demo } = fixture;
    const ofCase = (type: number) =>
      [...ports.world.movements.values()].filter(
        (movement) => movement.id_case === demo.caseId && movement.id_tipo === type,
      );
    return { ...fixture, ofCase, sendMessage: makeSendMessage(ports) };
  }

  it('sends the text as a news movement titled with its first line, and each file as a document of the case', async () => {
    const { demo, client, ofCase, sendMessage } = setUp();
    const sent = expectOk(
      await sendMessage({
        client,
        caseId: demo.caseId,
        groupId: demo.linkedLawyerGroupId,
        text: ' Le mando el recibo.\nSaludos. ',
        files: [{ name: 'recibo.pdf', bytes: bytesOf('%PDF recibo') }],
      }),
    );
    const [news] = ofCase(MOVEMENT_TYPE.news);
    expect(news).toMatchObject({
      id_movimiento: sent.movementId,
      descripcion_movimiento: 'Le mando el recibo.',
      comentarios: 'Le mando el recibo.\nSaludos.',
      id_justiciable: client.id,
    });
    expect(sent.documents).toHaveLength(1);
    expect(ofCase(MOVEMENT_TYPE.attachment).map((movement) => movement.descripcion_movimiento)).toContain(
      'Documento enviado: recibo.pdf',
    );
  });

  it('refuses an empty message and an over-long one before sending anything', async () => {
    const { ports, demo, client, sendMessage } = setUp();
    const base = { client, caseId: demo.caseId, groupId: demo.linkedLawyerGroupId };
    expect(expectFailure(await sendMessage({ ...base, text: '   ' }), 'invalid-input')).toMatchObject({
      field: 'text',
      message: 'Escriba un mensaje o adjunte un archivo',
    });
    expect(expectFailure(await sendMessage({ ...base, text: 'a'.repeat(2001) }), 'invalid-input')).toMatchObject({
      field: 'text',
      message: 'Máximo 2000 caracteres',
    });
    expect(ports.cases.callsOf('addMovement')).toBe(0);
  });

  it('sent again after a file failed, adds no second news and sends only the file', async () => {
    const { ports, demo, client, ofCase, sendMessage } = setUp();
    const draft = {
      client,
      caseId: demo.caseId,
      groupId: demo.linkedLawyerGroupId,
      text: 'Adjunto el DNI',
      files: [{ name: 'dni.jpg', bytes: bytesOf('jpg') }],
    };
    ports.files.failNext('upload', portalError.unavailable('network'));
    expect(expectFailure(await sendMessage(draft), 'unavailable').message).toBe(
      'Ocurrió un error al intentar cargar el archivo',
    );
    expectOk(await sendMessage(draft));
    expect(ofCase(MOVEMENT_TYPE.news)).toHaveLength(1);
    expect(ofCase(MOVEMENT_TYPE.attachment)).toHaveLength(1);
  });
});
