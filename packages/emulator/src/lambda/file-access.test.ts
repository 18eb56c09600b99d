import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, rowOf, rowsOf, startLegacyKit } from '../legacy-api/test-kit';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from '../seed';
import { postAwsJson, userPoolClient } from '../testing/aws-json-client';

/**
 * The file functions and the legacy API's public links together, on the seeded emulator, with
 * identity-pool credentials of the demo client, of the second client and of guests: who may
 * upload a file to a case and who may download one, as a security probe tried it.
 */

let kit: LegacyKit;
let demo: FileFunctions;
let other: FileFunctions;

beforeAll(async () => {
  kit = await startLegacyKit();
  demo = await fileFunctionsOf(DEMO_ACCOUNT);
  other = await fileFunctionsOf(OTHER_ACCOUNT);
});

afterAll(async () => {
  await kit.close();
});

interface FunctionReply {
  readonly error: string | undefined;
  readonly payload: Record<string, unknown>;
}

interface FileFunctions {
  upload(event: Record<string, unknown>): Promise<FunctionReply>;
  download(fileLink: string): Promise<FunctionReply>;
}

/** The functions as the portal calls them: with the identity pool's credentials of a signed-in account, or of a guest (no account). */
async function fileFunctionsOf(
  account: { readonly email: string; readonly password: string } | null,
): Promise<FileFunctions> {
  const { emulator } = kit;
  const { region, userPoolId, identityPoolId, uploadFunctionName, downloadFunctionName } = emulator.context.settings;
  const logins = account
    ? {
        [`cognito-idp.${region}.amazonaws.com/${userPoolId}`]: (
          await userPoolClient(emulator).signIn(account.email, account.password)
        ).IdToken,
      }
    : undefined;
  const identity = (operation: string, body: Record<string, unknown>) =>
    postAwsJson(`${emulator.url}/cognito-identity`, `AWSCognitoIdentityService.${operation}`, body);
  const { body: idBody } = await identity('GetId', { IdentityPoolId: identityPoolId, Logins: logins });
  const { body } = await identity('GetCredentialsForIdentity', { IdentityId: idBody.IdentityId, Logins: logins });
  const credentials = body.Credentials as { AccessKeyId: string; SecretKey: string; SessionToken: string };
  const client = new LambdaClient({
    region,
    endpoint: `${emulator.url}/lambda`,
    credentials: {
      accessKeyId: credentials.AccessKeyId,
      secretAccessKey: credentials.SecretKey,
      sessionToken: credentials.SessionToken,
    },
    maxAttempts: 1,
  });
  const invoke = async (functionName: string, event: unknown): Promise<FunctionReply> => {
    const output = await client.send(
      new InvokeCommand({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(event)) }),
    );
    return {
      error: output.FunctionError,
      payload: JSON.parse(new TextDecoder().decode(output.Payload)) as Record<string, unknown>,
    };
  };
  return {
    upload: (event) => invoke(uploadFunctionName, event),
    download: (fileLink) => invoke(downloadFunctionName, { fileLink }),
  };
}

const uploadRefused = {
  errorType: 'AccessDeniedError',
  errorMessage: 'No tiene autorización para cargar archivos en este asunto',
};
const downloadRefused = {
  errorType: 'AccessDeniedError',
  errorMessage: 'No tiene autorización para descargar este archivo',
};
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** A stored file of the case, by name, as the seed left it. */
function storedKey(caseId: number, name: string): string {
  const row = kit.db.prepare('SELECT key FROM case_file WHERE case_id = ? AND name = ?').get(String(caseId), name) as
    { key: string } | undefined;
  if (!row) throw new Error(`the seed stored no ${name} in case ${caseId}`);
  return row.key;
}

async function bytesAt(reply: FunctionReply): Promise<string> {
  return (await fetch(String(reply.payload.url))).text();
}

describe('downloads: the case owner only, and no storage key in public views', () => {
  it('give the owner a link to a file of their case', async () => {
    const key = storedKey(kit.fx.demoCase.id, 'telegrama-de-despido.pdf');
    const reply = await demo.download(key);
    expect(reply.error).toBeUndefined();
    expect((await bytesAt(reply)).startsWith('%PDF-1.4')).toBe(true);
  });

  it('refuse a guest and another client a known key, and a stranger an unknown one alike', async () => {
    const guest = await fileFunctionsOf(null);
    const key = storedKey(kit.fx.demoCase.id, 'telegrama-de-despido.pdf');
    for (const stranger of [guest, other]) {
      for (const fileLink of [key, `${kit.fx.demoCase.group}/${kit.fx.demoCase.id}/no-existe.pdf`]) {
        const reply = await stranger.download(fileLink);
        expect(reply.error).toBe('Unhandled');
        expect(reply.payload).toMatchObject(downloadRefused);
      }
    }
  });

  it('the public views of every request movement carry no storage key', async () => {
    const requests = kit.db
      .prepare(
        'SELECT id_movimiento AS id, id_caso AS caseId, link_token AS token FROM movimientos WHERE id_tipo IN (2, 3, 7)',
      )
      .all() as { id: number; caseId: number; token: string }[];
    const keys = (kit.db.prepare('SELECT key FROM case_file').all() as { key: string }[]).map(
      (row) => row.key.split('/').pop() ?? '',
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const request of requests) {
      const single = await kit.call('getSpecificCalendarMovement', { id_movement: request.id, token: request.token });
      const listed = await kit.call('listaMovimientos', {
        id_asunto: request.caseId,
        fileRequest: 1,
        token: request.token,
      });
      for (const reply of [single, listed]) {
        expect(reply.body.status).toBe(200);
        const text = JSON.stringify(reply.body);
        expect(text).not.toContain('link_archivo');
        for (const key of keys) expect(text).not.toContain(key);
      }
    }
  });
});

describe('uploads through a file request link: with its token only, never over a stored file', () => {
  const demoCaseEvent = (extra: Record<string, unknown>) => ({
    caseId: kit.fx.demoCase.id,
    groupId: kit.fx.demoCase.group,
    fileName: 'recibos.pdf',
    fileContent: base64('%PDF-1.4 recibos'),
    ...extra,
  });

  it('refuse a guest, and another client, without the link token', async () => {
    const guest = await fileFunctionsOf(null);
    const { demoFileRequest } = kit.fx;
    for (const stranger of [guest, other]) {
      for (const extra of [
        { uniqueKey: 'sin-token' },
        { uniqueKey: 'sin-token', movementId: demoFileRequest.movement },
        { uniqueKey: 'sin-token', movementId: demoFileRequest.movement, linkToken: '0'.repeat(32) },
        {
          uniqueKey: 'sin-token',
          movementId: kit.fx.otherFileRequest.movement,
          linkToken: kit.fx.otherFileRequest.token,
        },
        {
          uniqueKey: 'sin-token',
          movementId: kit.fx.demoCalendarRequest.movement,
          linkToken: kit.fx.demoCalendarRequest.token,
        },
      ]) {
        expect((await stranger.upload(demoCaseEvent(extra))).payload).toMatchObject(uploadRefused);
      }
    }
    expect(kit.db.prepare("SELECT COUNT(*) AS n FROM case_file WHERE key LIKE '%sin-token%'").get()).toEqual({ n: 0 });
  });

  it('never replace a stored file: the same key again is FileExistsError and the first bytes stay', async () => {
    const guest = await fileFunctionsOf(null);
    const { demoFileRequest } = kit.fx;
    const key = storedKey(kit.fx.demoCase.id, 'telegrama-de-despido.pdf');
    const uniqueKey = key.split('/')[2]?.replace('-telegrama-de-despido.pdf', '');
    const before = await bytesAt(await demo.download(key));
    const overwrite = demoCaseEvent({
      uniqueKey,
      fileName: 'telegrama-de-despido.pdf',
      fileContent: base64('falso'),
      movementId: demoFileRequest.movement,
      linkToken: demoFileRequest.token,
    });
    expect((await guest.upload(overwrite)).payload).toMatchObject({
      errorType: 'FileExistsError',
      errorMessage: 'Ya existe un archivo con ese nombre. Vuelva a intentarlo.',
    });
    expect((await demo.upload(overwrite)).payload).toMatchObject({ errorType: 'FileExistsError' });
    expect(await bytesAt(await demo.download(key))).toBe(before);
  });

  it('let the link token upload the files of a file request, which the link then delivers; the owner downloads them, nobody else', async () => {
    const guest = await fileFunctionsOf(null);
    const { demoCase, demoFileRequest } = kit.fx;
    const withToken = { movementId: demoFileRequest.movement, linkToken: demoFileRequest.token };
    const first = await guest.upload(demoCaseEvent({ uniqueKey: 'por-link', ...withToken }));
    expect(first.error).toBeUndefined();
    const key = `${demoCase.group}/${demoCase.id}/por-link-recibos.pdf`;
    expect(first.payload).toMatchObject({ statusCode: 200, key });
    // A file request takes several files through its link before it is linked.
    expect((await guest.upload(demoCaseEvent({ uniqueKey: 'otra-vez', ...withToken }))).payload).toMatchObject({
      statusCode: 200,
    });
    expect((await other.upload(demoCaseEvent({ uniqueKey: 'otra-vez', ...withToken }))).payload).toMatchObject({
      errorType: 'FileExistsError',
    });

    const link = {
      group_id: demoCase.group,
      case_id: demoCase.id,
      file_name: 'por-link-recibos.pdf',
      movent_id: demoFileRequest.movement,
    };
    expect((await kit.call('updateMovementFileLink', link)).body).toEqual({
      status: 400,
      message: 'No se encontró el movimiento',
    });
    expect((await kit.call('updateMovementFileLink', { ...link, token: demoFileRequest.token })).body).toMatchObject({
      status: 200,
      datos: { link_archivo: key },
    });
    expect((await guest.upload(demoCaseEvent({ uniqueKey: 'despues', ...withToken }))).payload).toMatchObject(
      uploadRefused,
    );

    expect(await bytesAt(await demo.download(key))).toBe('%PDF-1.4 recibos');
    expect((await guest.download(key)).payload).toMatchObject(downloadRefused);
    expect((await other.download(key)).payload).toMatchObject(downloadRefused);
  });

  it('let the owner upload to their own case without a token, and nobody else plant a file in it', async () => {
    const { otherCase } = kit.fx;
    const event = {
      caseId: otherCase.id,
      groupId: otherCase.group,
      fileName: 'escrito.txt',
      fileContent: base64('escrito'),
    };
    expect((await demo.upload({ ...event, uniqueKey: 'plantado' })).payload).toMatchObject(uploadRefused);
    expect((await other.upload({ ...event, uniqueKey: 'propio' })).payload).toMatchObject({ statusCode: 200 });
    expect(
      rowsOf(
        await kit.call('getDocumentsByCase', { case_id: otherCase.id, group_id: otherCase.group }, kit.other.token),
      ).map((file) => file.Key),
    ).toContain(`${otherCase.group}/${otherCase.id}/propio-escrito.txt`);
  });
});

describe('a repeated upload: the same key again after its answer was lost', () => {
  const event = (uniqueKey: string, content: string, extra: Record<string, unknown> = {}) => ({
    caseId: kit.fx.demoCase.id,
    groupId: kit.fx.demoCase.group,
    uniqueKey,
    fileName: 'poder.pdf',
    fileContent: base64(content),
    ...extra,
  });
  const keyOf = (uniqueKey: string) => `${kit.fx.demoCase.group}/${kit.fx.demoCase.id}/${uniqueKey}-poder.pdf`;
  const rowsUnder = (uniqueKey: string) =>
    (kit.db.prepare('SELECT key FROM case_file WHERE key = ?').all(keyOf(uniqueKey)) as { key: string }[]).length;

  /** A new file request of the demo case, awaiting its file, with its link's token. */
  async function newFileRequest(): Promise<{ movementId: number; linkToken: string }> {
    const reply = await kit.call(
      'addNewMovent',
      {
        id_case: kit.fx.demoCase.id,
        id_justiciable: kit.demo.sub,
        id_tipo: 2,
        descripcion_movimiento: 'Adjuntar el poder',
      },
      kit.demo.token,
    );
    const { res } = JSON.parse(String(reply.body.datos)) as { res: { id_movimiento: number } };
    const { token } = kit.db
      .prepare('SELECT link_token AS token FROM movimientos WHERE id_movimiento = ?')
      .get(res.id_movimiento) as { token: string };
    return { movementId: res.id_movimiento, linkToken: token };
  }

  it("answers the owner's repeat, same key and bytes, with the stored file, and stores it once", async () => {
    const first = await demo.upload(event('repetido', '%PDF-1.4 poder'));
    const again = await demo.upload(event('repetido', '%PDF-1.4 poder'));
    expect(first.error).toBeUndefined();
    expect(again.error).toBeUndefined();
    expect(again.payload).toEqual(first.payload);
    expect(again.payload).toMatchObject({ statusCode: 200, key: keyOf('repetido'), fileName: 'poder.pdf' });
    expect(rowsUnder('repetido')).toBe(1);
    expect(await bytesAt(await demo.download(String(first.payload.key)))).toBe('%PDF-1.4 poder');
  });

  it('still refuses the same key with other bytes, and the first bytes stay', async () => {
    const first = await demo.upload(event('otros-bytes', '%PDF-1.4 primero'));
    expect(first.error).toBeUndefined();
    expect((await demo.upload(event('otros-bytes', '%PDF-1.4 segundo'))).payload).toMatchObject({
      errorType: 'FileExistsError',
    });
    expect(rowsUnder('otros-bytes')).toBe(1);
    expect(await bytesAt(await demo.download(String(first.payload.key)))).toBe('%PDF-1.4 primero');
  });

  it("refuses another identity's repeat of the key: a guest with a link, another client, and the owner of a guest's upload", async () => {
    const guest = await fileFunctionsOf(null);
    const request = await newFileRequest();
    const owners = event('del-cliente', '%PDF-1.4 del cliente');
    expect((await demo.upload(owners)).error).toBeUndefined();
    expect((await guest.upload({ ...owners, ...request })).payload).toMatchObject({ errorType: 'FileExistsError' });
    expect((await other.upload(owners)).payload).toMatchObject(uploadRefused);

    // The refusal spent nothing: the link still takes its files, which the owner cannot repeat.
    const guests = event('del-invitado', '%PDF-1.4 del invitado', request);
    expect((await guest.upload(guests)).payload).toMatchObject({ statusCode: 200 });
    expect((await demo.upload(guests)).payload).toMatchObject({ errorType: 'FileExistsError' });
    expect(rowsUnder('del-cliente')).toBe(1);
    expect(rowsUnder('del-invitado')).toBe(1);
  });

  it("answers a guest's repeat of an upload, takes up to 10 files for a file request, and refuses the 11th and a key taken", async () => {
    const guest = await fileFunctionsOf(null);
    const request = await newFileRequest();
    const upload = event('por-link-repetido', '%PDF-1.4 acta', request);
    const first = await guest.upload(upload);
    expect(first.payload).toMatchObject({ statusCode: 200, key: keyOf('por-link-repetido') });
    const again = await guest.upload(upload);
    expect(again.error).toBeUndefined();
    expect(again.payload).toEqual(first.payload);
    expect(rowsUnder('por-link-repetido')).toBe(1);

    expect((await guest.upload(event('por-link-repetido', '%PDF-1.4 otra acta', request))).payload).toMatchObject({
      errorType: 'FileExistsError',
    });
    expect((await (await fileFunctionsOf(null)).upload(upload)).payload).toMatchObject({
      errorType: 'FileExistsError',
    });
    for (let page = 2; page <= 10; page++)
      expect((await guest.upload(event(`por-link-${page}`, '%PDF-1.4 acta', request))).payload).toMatchObject({
        statusCode: 200,
      });
    expect((await guest.upload(event('por-link-11', '%PDF-1.4 acta', request))).payload).toMatchObject(uploadRefused);
    expect(rowsUnder('por-link-11')).toBe(0);
    expect(kit.db.prepare('SELECT COUNT(*) AS n FROM case_file WHERE movement_id = ?').get(request.movementId)).toEqual(
      { n: 10 },
    );
  });
});

describe('a consultation through the public link with an attachment', () => {
  it('answers file_token, with which the anonymous consultant uploads and links the attachment once', async () => {
    const guest = await fileFunctionsOf(null);
    const { freeLawyer } = kit.fx;
    const consultation = {
      id_lawyer: freeLawyer.id,
      title_consulta: 'Consulta con adjunto',
      nombre_cliente: 'Rodrigo Paz',
      consultationViaLink: 1,
      groupIdViaLink: freeLawyer.group,
      studyIdViaLink: freeLawyer.study,
    };
    expect((await kit.call('nuevaConsulta', consultation)).body).toMatchObject({
      status: 200,
      id_movent_file: null,
      file_token: null,
    });
    const reply = await kit.call('nuevaConsulta', { ...consultation, hasFile: 1, fileName: 'dni.jpg' });
    const caseId = Number(reply.body.id_case);
    const movementId = Number(reply.body.id_movent_file);
    const fileToken = String(reply.body.file_token);
    const event = {
      caseId,
      groupId: freeLawyer.group,
      uniqueKey: 'adjunto',
      fileName: 'dni.jpg',
      fileContent: base64('jpg'),
      movementId,
      linkToken: fileToken,
    };

    expect((await guest.upload({ ...event, linkToken: undefined })).payload).toMatchObject(uploadRefused);
    expect((await guest.upload(event)).payload).toMatchObject({
      statusCode: 200,
      key: `${freeLawyer.group}/${caseId}/adjunto-dni.jpg`,
    });
    expect((await guest.upload({ ...event, uniqueKey: 'segundo' })).payload).toMatchObject(uploadRefused);
    const link = {
      group_id: freeLawyer.group,
      case_id: caseId,
      file_name: 'adjunto-dni.jpg',
      movent_id: movementId,
      token: fileToken,
    };
    expect((await kit.call('updateMovementFileLink', link)).body).toMatchObject({ status: 200 });
    expect(rowOf(await kit.call('movementHasFile', { id_movimiento: movementId, token: fileToken }))).toMatchObject({
      hasFile: true,
    });
    expect((await guest.download(`${freeLawyer.group}/${caseId}/adjunto-dni.jpg`)).payload).toMatchObject(
      downloadRefused,
    );
  });
});

describe('an expired link token uploads nothing', () => {
  it('refuses the upload of a token past its lifetime, and takes it again once it is fresh', async () => {
    const reply = await kit.call(
      'addNewMovent',
      {
        id_case: kit.fx.demoCase.id,
        id_justiciable: kit.demo.sub,
        id_tipo: 2,
        descripcion_movimiento: 'Adjuntar el recibo',
      },
      kit.demo.token,
    );
    const movementId = (JSON.parse(String(reply.body.datos)) as { res: { id_movimiento: number } }).res.id_movimiento;
    const linkToken = kit.db
      .prepare('SELECT link_token FROM movimientos WHERE id_movimiento = ?')
      .pluck()
      .get(movementId) as string;
    const issuedAgo = (ms: number) =>
      kit.db
        .prepare('UPDATE movimientos SET link_token_emitido = ? WHERE id_movimiento = ?')
        .run(Date.now() - ms, movementId);
    const guest = await fileFunctionsOf(null);
    const event = {
      caseId: kit.fx.demoCase.id,
      groupId: kit.fx.demoCase.group,
      uniqueKey: 'vencido',
      fileName: 'recibo.pdf',
      fileContent: base64('%PDF'),
      movementId,
      linkToken,
    };

    issuedAgo(kit.emulator.context.settings.linkTokenLifetimeMs + 1000);
    expect((await guest.upload(event)).payload).toMatchObject(uploadRefused);
    expect(kit.db.prepare('SELECT COUNT(*) FROM case_file WHERE movement_id = ?').pluck().get(movementId)).toBe(0);

    issuedAgo(60_000);
    expect((await guest.upload(event)).error).toBeUndefined();
  });
});
