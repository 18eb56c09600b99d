import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseMovementCommentFrom, caseMovementFrom } from '../cases/case-movement';
import type { Movement, MovementComment } from '../cases/movement';
import { aMovement, aMovementComment } from '../testing/case-builders';
import { aNotification } from '../testing/notification-builders';
import { conversationOf, REPLY_TITLE_LENGTH, replyMovementText } from './conversation';
import { MESSAGE_NOTICE_TYPES } from './unread-messages';

const LAWYER = 'Dra. Laura Gómez - Estudio Gómez & Asociados';

const news = (id: string, at: string, overrides: Partial<Movement> = {}) =>
  caseMovementFrom(
    aMovement({
      id_movimiento: id,
      id_tipo: 5,
      nombre_tipo: 'Novedad',
      fecha_alta: at,
      descripcion_movimiento: `Novedad ${id}`,
      comentarios: `Texto ${id}`,
      ...overrides,
    }),
  );
const comment = (id: string, at: string, overrides: Partial<MovementComment> = {}) =>
  caseMovementCommentFrom(aMovementComment({ id, fecha_alta: at, comentario: `Comentario ${id}`, ...overrides }));
const notice = (id: string, leida = false) =>
  aNotification({ id, tipo: MESSAGE_NOTICE_TYPES.lawyerNews, id_caso: '1024', leida });

describe('conversationOf', () => {
  it("is the case's news and every comment, oldest first, each with its author, name, text and time", () => {
    const conversation = conversationOf({
      caseId: '1024',
      movements: [
        news('5203', '2025-03-02 10:00:00', {
          origen: 'justiciable',
          nombres: 'María Fernández',
          descripcion_movimiento: '¿Cuándo firmamos?',
          comentarios: '¿Cuándo firmamos? Puedo el martes.',
        }),
        news('5201', '2025-03-01 09:00:00', { nombres: null }),
        caseMovementFrom(aMovement({ id_movimiento: '5202', id_tipo: 6, fecha_alta: '2025-03-01 12:00:00' })),
      ],
      comments: [
        comment('7302', '2025-03-03 08:30:00', {
          origen: 'abogado',
          nombres_usuario: 'Laura Gómez',
          id_movimiento: '5203',
          descripcion_movimiento: '¿Cuándo firmamos?',
        }),
        comment('7301', '2025-03-01 09:00:00'),
      ],
      notifications: [],
      lawyerName: LAWYER,
    });
    expect(
      conversation.messages.map((message) => [
        message.id,
        message.kind,
        message.author,
        message.authorName,
        message.text,
      ]),
    ).toEqual([
      ['movimiento-5201', 'news', 'lawyer', LAWYER, 'Texto 5201'],
      ['comentario-7301', 'comment', 'client', 'María Fernández', 'Comentario 7301'],
      ['movimiento-5203', 'news', 'client', 'María Fernández', '¿Cuándo firmamos? Puedo el martes.'],
      ['comentario-7302', 'comment', 'lawyer', 'Laura Gómez', 'Comentario 7302'],
    ]);
    // A title that is the text's own start is not repeated; another one is the subject.
    expect(conversation.messages[0]?.subject).toBe('Novedad 5201');
    expect(conversation.messages[2]?.subject).toBeNull();
    expect(conversation.messages[3]?.subject).toBe('¿Cuándo firmamos?');
    expect(conversation.messages[3]?.at).toMatchObject({ day: '2025-03-03', time: '08:30' });
    expect(conversation.unreadCount).toBe(0);
  });

  it('carries a document its author sent right after a news, and shows a document sent alone as a message; a request awaiting its file is none', () => {
    const doc = (id: string, at: string, name: string, origen = 'justiciable') =>
      caseMovementFrom(
        aMovement({
          id_movimiento: id,
          id_tipo: 3,
          fecha_alta: at,
          origen,
          descripcion_movimiento: `Documento enviado: ${name}`,
          comentarios: null,
          link_archivo: `31/1024/${id}-${name}`,
        }),
      );
    const { messages } = conversationOf({
      caseId: '1024',
      movements: [
        news('5301', '2025-04-01 10:00:00', { origen: 'justiciable' }),
        doc('5302', '2025-04-01 10:01:00', 'recibo.pdf'),
        doc('5303', '2025-04-01 10:01:00', 'dni.jpg'),
        doc('5304', '2025-04-02 18:00:00', 'telegrama.pdf'),
        caseMovementFrom(
          aMovement({ id_movimiento: '5305', id_tipo: 3, fecha_alta: '2025-04-03 10:00:00', link_archivo: null }),
        ),
      ],
      comments: [],
      notifications: [],
      lawyerName: LAWYER,
    });
    expect(messages.map((message) => [message.id, message.kind, message.attachments.map((file) => file.name)])).toEqual(
      [
        ['movimiento-5301', 'news', ['recibo.pdf', 'dni.jpg']],
        ['movimiento-5304', 'document', ['telegrama.pdf']],
      ],
    );
    expect(messages[0]?.attachments[0]?.fileKey).toBe('31/1024/5302-recibo.pdf');
    expect(messages[1]).toMatchObject({ subject: null, text: '' });
  });

  it('names a document sent alone by its note when the stored key ends with it, and says what it is by its title', () => {
    const { messages } = conversationOf({
      caseId: '1024',
      movements: [
        caseMovementFrom(
          aMovement({
            id_movimiento: '5401',
            id_tipo: 3,
            origen: 'justiciable',
            fecha_alta: '2025-04-01 10:00:00',
            descripcion_movimiento: 'Telegrama de despido',
            comentarios: 'telegrama.pdf',
            link_archivo: '31/1024/seed-telegrama-telegrama.pdf',
          }),
        ),
      ],
      comments: [],
      notifications: [],
      lawyerName: LAWYER,
    });
    expect(messages).toMatchObject([
      { kind: 'document', subject: 'Telegrama de despido', text: '', attachments: [{ name: 'telegrama.pdf' }] },
    ]);
  });

  it("marks unread the lawyer's latest messages, as many as the case's unread message notices", () => {
    const sources = {
      caseId: '1024',
      movements: [
        news('1', '2025-05-01 10:00:00'),
        news('2', '2025-05-02 10:00:00', { origen: 'justiciable' }),
        news('3', '2025-05-03 10:00:00'),
      ],
      comments: [comment('9', '2025-05-04 10:00:00', { origen: 'abogado' })],
      lawyerName: LAWYER,
    };
    const unreadOf = (notifications: ReturnType<typeof notice>[] | null) =>
      conversationOf({ ...sources, notifications })
        .messages.filter((message) => message.unread)
        .map((message) => message.id);
    expect(unreadOf([notice('a'), notice('b')])).toEqual(['movimiento-3', 'comentario-9']);
    expect(unreadOf([notice('a'), notice('b', true)])).toEqual(['comentario-9']);
    expect(
      unreadOf([
        notice('a'),
        aNotification({ id: 'x', tipo: 'nuevo_movimiento', id_caso: '1024' }),
        aNotification({ id: 'y', tipo: MESSAGE_NOTICE_TYPES.lawyerNews, id_caso: '2048' }),
      ]),
    ).toEqual(['comentario-9']);
    expect(unreadOf(null)).toEqual([]);
    expect(
      conversationOf({ ...sources, notifications: [notice('a'), notice('b'), notice('c'), notice('d')] }).unreadCount,
    ).toBe(3);
  });

  it('orders any messages oldest first, whatever order they come in, and never marks a client message unread', () => {
    const at = fc
      .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 19).replace('T', ' '));
    const item = fc.record({ at, lawyer: fc.boolean(), isComment: fc.boolean() });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), fc.nat(6), (items, unread) => {
        const movements = items.flatMap((entry, index) =>
          entry.isComment
            ? []
            : [news(String(index + 1), entry.at, { origen: entry.lawyer ? 'abogado' : 'justiciable' })],
        );
        const comments = items.flatMap((entry, index) =>
          entry.isComment
            ? [comment(String(index + 1), entry.at, { origen: entry.lawyer ? 'abogado' : 'justiciable' })]
            : [],
        );
        const { messages, unreadCount } = conversationOf({
          caseId: '1024',
          movements,
          comments,
          notifications: Array.from({ length: unread }, (_, index) => notice(String(index))),
          lawyerName: LAWYER,
        });
        expect(messages).toHaveLength(items.length);
        for (let index = 1; index < messages.length; index += 1) {
          expect(messages[index]?.at?.epochMs ?? 0).toBeGreaterThanOrEqual(messages[index - 1]?.at?.epochMs ?? 0);
        }
        expect(messages.filter((message) => message.unread).every((message) => message.author === 'lawyer')).toBe(true);
        expect(unreadCount).toBe(Math.min(unread, items.filter((entry) => entry.lawyer).length));
        // The unread ones are the newest of the lawyer's.
        const lawyers = messages.filter((message) => message.author === 'lawyer');
        expect(lawyers.slice(lawyers.length - unreadCount).every((message) => message.unread)).toBe(true);
      }),
    );
  });
});

describe('replyMovementText', () => {
  it("titles a reply with its first line, cut with '…', and keeps the whole text as its note", () => {
    expect(replyMovementText('  Hola, doctora.\nLe mando el recibo.  ')).toEqual({
      description: 'Hola, doctora.',
      comments: 'Hola, doctora.\nLe mando el recibo.',
    });
    const long = 'a'.repeat(200);
    const { description } = replyMovementText(long);
    expect(description).toHaveLength(REPLY_TITLE_LENGTH);
    expect(description.endsWith('…')).toBe(true);
  });

  it('round-trips: the conversation shows a reply without repeating its title', () => {
    const text = `${'Le escribo por la audiencia del martes, que quedó para las diez '.repeat(2)}y no puedo ir.`;
    const reply = replyMovementText(text);
    const { messages } = conversationOf({
      caseId: '1024',
      movements: [
        news('1', '2025-05-01 10:00:00', {
          origen: 'justiciable',
          descripcion_movimiento: reply.description,
          comentarios: reply.comments,
        }),
      ],
      comments: [],
      notifications: [],
      lawyerName: LAWYER,
    });
    expect(messages[0]).toMatchObject({ text, subject: null });
  });
});
