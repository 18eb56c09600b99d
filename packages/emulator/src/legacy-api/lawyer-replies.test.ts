import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAWYER_NEWS_NOTICE, LAWYER_REPLY_TEXT } from './lawyer-replies';
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
  it("answers a client's news with a news of its own and a 'mensaje_abogado' notification; a comment or another type gets none", async () => {
    const caseId = kit.fx.demoCase.id;
    const lawyerNews = async () =>
      rowsOf(await kit.call('listaMovimientos', { id_asunto: caseId }, kit.demo.token)).filter((movement) => movement.id_tipo === 5 && movement.origen === 'abogado' && movement.comentarios === LAWYER_REPLY_TEXT);
    const notices = async () =>
      rowsOf(await kit.call('getNotifications', { id_justiciable: kit.demo.sub, email_justiciable: kit.demo.email }, kit.demo.token)).filter((notice) => notice.tipo === LAWYER_NEWS_NOTICE && notice.id_caso === caseId);
    const noticesBefore = (await notices()).length;

    const note = await kit.call('addNewMovent', { id_case: caseId, id_justiciable: kit.demo.sub, id_tipo: 3, descripcion_movimiento: 'Documento enviado: nota.pdf' }, kit.demo.token);
    expect(note.body.status).toBe(200);
    const sent = await kit.call('addNewMovent', { id_case: caseId, id_justiciable: kit.demo.sub, id_tipo: 5, descripcion_movimiento: '¿Novedades?', comentarios: '¿Novedades del expediente?' }, kit.demo.token);
    expect(sent.body.status).toBe(200);
    await kit.call('addNewMovent', { id_case: caseId, id_justiciable: kit.demo.sub, id_tipo: 5, descripcion_movimiento: 'Otra más' }, kit.demo.token);

    await vi.waitFor(async () => expect(await lawyerNews()).toHaveLength(1), settled);
    const [reply] = await lawyerNews();
    expect(reply).toMatchObject({ descripcion_movimiento: 'Respuesta a su mensaje', nombres: expect.any(String) });
    const [notice] = (await notices()).slice(0, 1);
    expect(await notices()).toHaveLength(noticesBefore + 1);
    expect(notice).toMatchObject({ leido: 'f', titulo: expect.stringMatching(/^Nuevo mensaje de /) });
    // Two news before the answer got one answer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await lawyerNews()).toHaveLength(1);
  });
});
