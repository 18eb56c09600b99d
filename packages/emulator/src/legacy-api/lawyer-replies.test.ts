import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAWYER_NEWS_NOTICE, LAWYER_REPLY_TEXT, startLawyerReplies } from './lawyer-replies';
import { type LegacyKit, rowsOf, startLegacyKit } from './test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  // The emulated lawyer answers almost at once; the test waits on the state, not on the clock.
  kit = await startLegacyKit({ autoAcceptMs: 25 });
});

afterAll(async () => {
  await kit.close();
});

const settled = { timeout: 5000, interval: 20 };

describe("the emulated lawyer's answer", () => {
  const caseId = () => kit.fx.demoCase.id;
  const lawyerNews = async () =>
    rowsOf(await kit.call('listaMovimientos', { id_asunto: caseId() }, kit.demo.token)).filter(
      (movement) =>
        movement.id_tipo === 5 && movement.origen === 'abogado' && movement.comentarios === LAWYER_REPLY_TEXT,
    );
  const notices = async () =>
    rowsOf(
      await kit.call(
        'getNotifications',
        { id_justiciable: kit.demo.sub, email_justiciable: kit.demo.email },
        kit.demo.token,
      ),
    ).filter((notice) => notice.tipo === LAWYER_NEWS_NOTICE && notice.id_caso === caseId());

  it("answers a client's news with a news of its own and a 'mensaje_abogado' notification; another type gets none", async () => {
    const answersBefore = (await lawyerNews()).length;
    const noticesBefore = (await notices()).length;
    const note = await kit.call(
      'addNewMovent',
      {
        id_case: caseId(),
        id_justiciable: kit.demo.sub,
        id_tipo: 3,
        descripcion_movimiento: 'Documento enviado: nota.pdf',
      },
      kit.demo.token,
    );
    expect(note.body.status).toBe(200);
    const sent = await kit.call(
      'addNewMovent',
      {
        id_case: caseId(),
        id_justiciable: kit.demo.sub,
        id_tipo: 5,
        descripcion_movimiento: '¿Novedades?',
        comentarios: '¿Novedades del expediente?',
      },
      kit.demo.token,
    );
    expect(sent.body.status).toBe(200);

    await vi.waitFor(async () => expect(await lawyerNews()).toHaveLength(answersBefore + 1), settled);
    expect((await lawyerNews()).at(-1)).toMatchObject({
      descripcion_movimiento: 'Respuesta a su mensaje',
      nombres: expect.any(String),
    });
    const after = await notices();
    expect(after).toHaveLength(noticesBefore + 1);
    expect(after[0]).toMatchObject({ leido: 'f', titulo: expect.stringMatching(/^Nuevo mensaje de /) });
  });

  it('gives several news of a case before the answer one answer, and close() stops an answer not yet given', async () => {
    const [movement] = rowsOf(await kit.call('listaMovimientos', { id_asunto: caseId() }, kit.demo.token));
    const movementId = Number(movement?.id_movimiento);
    vi.useFakeTimers();
    try {
      const before = (await lawyerNews()).length;
      const replies = startLawyerReplies(kit.emulator.context);
      replies.answer(caseId(), movementId);
      replies.answer(caseId(), movementId);
      vi.advanceTimersByTime(kit.emulator.context.settings.autoAcceptMs);
      replies.answer(caseId(), movementId);
      replies.close();
      vi.advanceTimersByTime(kit.emulator.context.settings.autoAcceptMs);
      vi.useRealTimers();
      expect(await lawyerNews()).toHaveLength(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
