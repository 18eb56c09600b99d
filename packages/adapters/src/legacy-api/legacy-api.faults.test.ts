import { errorMessages, guardMessages, identityMessages, ok, type PortalError, type Result } from '@justiciable/core';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLegacyApi } from './legacy-api';
import { LegacyApiCaseRepository } from './legacy-api-case-repository';
import { LegacyApiContactRequests } from './legacy-api-contact-requests';
import { LegacyApiLawyerDirectory } from './legacy-api-lawyer-directory';
import { CASE_ROW } from '../testing/wire-case-row';

const BASE = 'https://legacy.test/justiciable-api';
const TOKEN = 'eyJ.access.token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function repositories(timeoutMs = 2_000) {
  const api = createLegacyApi({
    baseUrl: BASE,
    timeoutMs,
    readRetries: 2,
    accessToken: async () => ok(TOKEN),
    productToken: 'justiciable',
  });
  return {
    cases: new LegacyApiCaseRepository(api),
    contacts: new LegacyApiContactRequests(api),
    directory: new LegacyApiLawyerDirectory(api),
  };
}

/** Answers every call of `action` with `reply`, counting the calls. */
function answer(action: string, reply: () => Response | Promise<Response>) {
  const calls: Request[] = [];
  server.use(
    http.get(`${BASE}/api.php/${action}/`, ({ request }) => {
      calls.push(request);
      return reply();
    }),
  );
  return calls;
}

function failureOf<T>(result: Result<T, PortalError>): PortalError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const newMovement = { caseId: '1024', clientId: 'client-1', typeId: 1, description: 'Envío de documentación' };

describe('the legacy API adapters on a faulty network', () => {
  it('send the payload in the query string and the access token in Authorization, and map the answer', async () => {
    const calls = answer('listaAsuntos', () => HttpResponse.json({ status: 200, datos: [CASE_ROW] }));
    const cases = await repositories().cases.listCases('client-1');
    expect(cases).toEqual(
      ok([
        expect.objectContaining({
          id: '1024',
          id_grupo: '31',
          id_abogado: '12',
          estado: 'Pendiente',
          pago: 1,
          consulta_aceptada: true,
        }),
      ]),
    );
    const [call] = calls;
    expect(new URL(call?.url ?? '').searchParams.get('id_usuario')).toBe('client-1');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    // A client's answers are never kept in the browser's HTTP cache, where they would outlive sign-out.
    expect(call?.cache).toBe('no-store');
  });

  it('end a network error in unavailable/network with its message', async () => {
    answer('listaAsuntos', () => HttpResponse.error());
    expect(failureOf(await repositories().cases.listCases('client-1'))).toMatchObject({
      kind: 'unavailable',
      transport: 'network',
      message: errorMessages.network,
    });
  });

  it('end a call that never answers in unavailable/timeout, each read attempt with its own time limit', async () => {
    const calls = answer('getSpecificCase', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    expect(failureOf(await repositories(50).cases.getCase('1024'))).toMatchObject({
      kind: 'unavailable',
      transport: 'timeout',
      message: errorMessages.timeout,
    });
    expect(calls).toHaveLength(3);
  });

  it('recover a read whose first attempt timed out', async () => {
    const calls = answer('getSpecificCase', async () => {
      if (calls.length === 1) await delay('infinite');
      return HttpResponse.json({ status: 200, datos: CASE_ROW });
    });
    expect(await repositories(50).cases.getCase('1024')).toEqual(ok(expect.objectContaining({ id: '1024' })));
    expect(calls).toHaveLength(2);
  });

  it('end a 500 in unavailable/http, after trying a read again', async () => {
    const calls = answer('listaAsuntos', () =>
      HttpResponse.json({ message: 'Internal server error.' }, { status: 500 }),
    );
    expect(failureOf(await repositories().cases.listCases('client-1'))).toMatchObject({
      kind: 'unavailable',
      transport: 'http',
      message: errorMessages.unexpectedResponse,
    });
    expect(calls).toHaveLength(3);
  });

  it('end a 502 with an HTML page in unavailable/http, never in a parse error', async () => {
    answer(
      'listaAsuntos',
      () =>
        new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const error = failureOf(await repositories().cases.listCases('client-1'));
    expect(error).toMatchObject({ kind: 'unavailable', transport: 'http', message: errorMessages.unexpectedResponse });
    expect(error.detail).toContain('502 Bad Gateway');
  });

  it('recover a read when a retry succeeds', async () => {
    let attempt = 0;
    answer('listaAsuntos', () => {
      attempt += 1;
      return attempt === 1
        ? new HttpResponse('Bad Gateway', { status: 502 })
        : HttpResponse.json({ status: 200, datos: [CASE_ROW] });
    });
    const cases = await repositories().cases.listCases('client-1');
    expect(cases.ok).toBe(true);
    expect(attempt).toBe(2);
  });

  it('never retry a write, whatever the failure', async () => {
    const failing = answer('addNewMovent', () => new HttpResponse('Bad Gateway', { status: 502 }));
    expect(failureOf(await repositories().cases.addMovement(newMovement))).toMatchObject({
      kind: 'unavailable',
      transport: 'http',
    });
    expect(failing).toHaveLength(1);

    server.resetHandlers();
    const unreachable = answer('addNewMovent', () => HttpResponse.error());
    expect(failureOf(await repositories().cases.addMovement(newMovement))).toMatchObject({
      kind: 'unavailable',
      transport: 'network',
    });
    expect(unreachable).toHaveLength(1);
  });

  it('end malformed JSON in unavailable/malformed, not in a string posing as data', async () => {
    answer(
      'listaAsuntos',
      () =>
        new HttpResponse('{"status": 200, "datos": [{"id": 10', { headers: { 'content-type': 'application/json' } }),
    );
    expect(failureOf(await repositories().cases.listCases('client-1'))).toMatchObject({
      kind: 'unavailable',
      transport: 'malformed',
      message: errorMessages.unexpectedResponse,
    });
  });

  it('end valid JSON of the wrong shape in unavailable/malformed', async () => {
    answer('listaAsuntos', () => HttpResponse.json({ status: 200, datos: [{ id: 1024, nombre: 'Sin el resto' }] }));
    expect(failureOf(await repositories().cases.listCases('client-1'))).toMatchObject({
      kind: 'unavailable',
      transport: 'malformed',
    });

    answer('listaAsuntos', () => HttpResponse.json(['not', 'an', 'answer']));
    expect(failureOf(await repositories().cases.listCases('client-1'))).toMatchObject({
      kind: 'unavailable',
      transport: 'malformed',
    });
  });

  it("end status 400 with a message in rejected, with the intent's text and the service's words as detail", async () => {
    answer('addNewMovent', () =>
      HttpResponse.json({ status: 400, message: 'El campo id_tipo no corresponde a un tipo de movimiento' }),
    );
    const error = failureOf(await repositories().cases.addMovement(newMovement));
    expect(error).toMatchObject({ kind: 'rejected', status: 400, message: errorMessages.addMovement });
    expect(error.detail).toContain('El campo id_tipo no corresponde');
  });

  it('keep a refusal worded as the catalogue words it', async () => {
    answer('getPreviewStudy', () => HttpResponse.json({ status: 400, message: guardMessages.studyUnavailable }));
    expect(failureOf(await repositories().directory.getStudyPreview('7', '31'))).toMatchObject({
      kind: 'rejected',
      message: guardMessages.studyUnavailable,
    });
  });

  it('end an expired session (HTTP 401) in unauthenticated', async () => {
    answer('listaAsuntos', () =>
      HttpResponse.json({ status: 401, message: 'El usuario no está autenticado' }, { status: 401 }),
    );
    expect(failureOf(await repositories().cases.listCases('client-1'))).toMatchObject({
      kind: 'unauthenticated',
      message: identityMessages.notAuthenticated,
    });
  });

  it("end someone else's data (HTTP 403) in forbidden, and a missing record (404, status 404) in not-found", async () => {
    answer('getSpecificCase', () =>
      HttpResponse.json({ status: 403, message: 'No tiene autorización' }, { status: 403 }),
    );
    expect(failureOf(await repositories().cases.getCase('1024'))).toMatchObject({
      kind: 'forbidden',
      message: errorMessages.cases,
    });

    answer('getSpecificCase', () =>
      HttpResponse.json({ status: 404, message: 'No se encontró el asunto' }, { status: 404 }),
    );
    expect(failureOf(await repositories().cases.getCase('1024'))).toMatchObject({
      kind: 'not-found',
      message: errorMessages.cases,
    });
  });

  it("read the PHP's 'No se encontró …' refusal (status 400) as not-found, keeping a catalogue text", async () => {
    answer('getPreviewStudy', () => HttpResponse.json({ status: 400, message: errorMessages.lawyerNotFound }));
    expect(failureOf(await repositories().directory.getStudyPreview('7', '31'))).toMatchObject({
      kind: 'not-found',
      message: errorMessages.lawyerNotFound,
    });
    answer('getSpecificCase', () => HttpResponse.json({ status: 400, message: 'No se encontró el asunto' }));
    expect(failureOf(await repositories().cases.getCase('1024'))).toMatchObject({
      kind: 'not-found',
      message: errorMessages.cases,
    });
  });

  it('tell an action the host does not have (404 without status 404) from a missing record', async () => {
    answer('getSpecificCase', () => HttpResponse.json({ status: 400, message: 'Acción desconocida' }, { status: 404 }));
    expect(failureOf(await repositories().cases.getCase('1024'))).toMatchObject({
      kind: 'unavailable',
      transport: 'http',
    });
  });

  it('take any HTTP 2xx as an answer, and only status 200 inside it as success (SPEC §7, §9)', async () => {
    answer('listaAsuntos', () => HttpResponse.json({ status: 200, datos: [CASE_ROW] }, { status: 203 }));
    expect(await repositories().cases.listCases('client-1')).toMatchObject({ ok: true, value: [{ id: '1024' }] });
    answer('listaAsuntos', () => HttpResponse.json({ status: 201, message: 'Creado', datos: [CASE_ROW] }));
    expect(failureOf(await repositories().cases.listCases('client-1'))).toMatchObject({
      kind: 'rejected',
      status: 201,
      message: errorMessages.cases,
    });
  });

  it('read the pending-invitation status 201 as an answer (SPEC §8)', async () => {
    answer('checkPendingInvitation', () =>
      HttpResponse.json({ status: 201, message: 'Tiene una invitación pendiente de este Estudio', datos: {} }),
    );
    expect(await repositories().contacts.hasPendingInvitation('7', 'maria@example.com')).toEqual(ok(true));
    answer('checkPendingInvitation', () => HttpResponse.json({ status: 200, datos: null }));
    expect(await repositories().contacts.hasPendingInvitation('7', 'maria@example.com')).toEqual(ok(false));
  });
});
