import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, startLegacyKit } from './legacy-api/test-kit';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from './seed';
import { postAwsJson, userPoolClient } from './testing/aws-json-client';

/*
 * A deleted account leaves no door open: after the portal's deletion steps (SPEC §4: mark the user deleted,
 * justiciableContactDeleted, DeleteUser) the deleted client's calendar link, file link, checkout
 * and download URL open nothing, and the calendar link writes nothing. The probe found all four
 * still open.
 */

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const parse = (payload: Uint8Array | undefined) =>
  JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;

/** The demo's identity-pool credentials as a Lambda client, as Amplify's fetchAuthSession gets them. */
async function demoLambdaClient(idToken: string): Promise<LambdaClient> {
  const { region, identityPoolId, userPoolId } = kit.emulator.context.settings;
  const logins = { [`cognito-idp.${region}.amazonaws.com/${userPoolId}`]: idToken };
  const identity = (operation: string, body: Record<string, unknown>) =>
    postAwsJson(`${kit.emulator.url}/cognito-identity`, `AWSCognitoIdentityService.${operation}`, body);
  const { body: idBody } = await identity('GetId', { IdentityPoolId: identityPoolId, Logins: logins });
  const { body } = await identity('GetCredentialsForIdentity', { IdentityId: idBody.IdentityId, Logins: logins });
  const credentials = body.Credentials as { AccessKeyId: string; SecretKey: string; SessionToken: string };
  return new LambdaClient({
    region,
    endpoint: `${kit.emulator.url}/lambda`,
    credentials: {
      accessKeyId: credentials.AccessKeyId,
      secretAccessKey: credentials.SecretKey,
      sessionToken: credentials.SessionToken,
    },
    maxAttempts: 1,
  });
}

describe("the portal's deletion steps void what the account handed out", () => {
  let calendar: { movement: number; agenda: number; token: string };
  let fileRequest: { movement: number; token: string };
  let checkoutUrl: string;
  let downloadUrl: string;

  const calendarLink = () =>
    kit.call('getSpecificCalendarMovement', { id_movement: calendar.movement, token: calendar.token });
  const fileLink = () =>
    kit.call('listaMovimientos', { id_asunto: kit.fx.demoCase.id, fileRequest: 1, token: fileRequest.token });
  const fileLinkHasFile = () =>
    kit.call('movementHasFile', { id_movimiento: fileRequest.movement, token: fileRequest.token });
  const dateByLink = () =>
    kit.call('updateCalendar', {
      id_calendar: calendar.agenda,
      fecha_ini: '2031-03-03',
      hora_ini: '10:00',
      hora_fin: '11:00',
      token: calendar.token,
    });

  beforeAll(async () => {
    calendar = kit.fx.demoCalendarRequest;
    fileRequest = kit.fx.demoFileRequest;
    const { demoPaymentCase, demoPayment } = kit.fx;
    const link = await kit.call(
      'getPaymentLinkMP',
      {
        id_lawyer: demoPaymentCase.lawyer,
        id_case: demoPaymentCase.id,
        id_movent: demoPayment.movement,
        price: demoPayment.monto,
      },
      kit.demo.token,
    );
    checkoutUrl = String((link.body['data'] as { redirectUrl: string }).redirectUrl);
    const { IdToken } = await userPoolClient(kit.emulator).signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const key = kit.db
      .prepare('SELECT key FROM case_file WHERE group_id = ? AND case_id = ? ORDER BY key LIMIT 1')
      .pluck()
      .get(String(kit.fx.demoDocumentsCase.group), String(kit.fx.demoDocumentsCase.id)) as string;
    const client = await demoLambdaClient(IdToken);
    const downloaded = await client.send(
      new InvokeCommand({
        FunctionName: kit.emulator.context.settings.downloadFunctionName,
        Payload: json({ fileLink: key }),
      }),
    );
    downloadUrl = String(parse(downloaded.Payload)['url']);
  });

  it('everything opens before the deletion', async () => {
    expect((await calendarLink()).body.status).toBe(200);
    expect((await fileLink()).body.status).toBe(200);
    expect((await fileLinkHasFile()).body.status).toBe(200);
    expect((await fetch(checkoutUrl)).status).toBe(200);
    expect((await fetch(downloadUrl)).status).toBe(200);
  });

  it('justiciableContactDeleted voids the link tokens and the unpaid checkout', async () => {
    // Step 1 marks the user deleted through AppSync; it changes nothing here.
    const marked = await fetch(`${kit.emulator.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: kit.demo.token },
      body: JSON.stringify({
        query: 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id deletedAt } }',
        variables: {
          input: { id: kit.demo.sub, deletedAt: new Date().toISOString(), updatedAt: new Date().toISOString() },
        },
      }),
    });
    expect(
      ((await marked.json()) as { data: { updateUser: { deletedAt: string } } }).data.updateUser.deletedAt,
    ).toBeTruthy();
    // Step 2.
    expect(
      (await kit.call('justiciableContactDeleted', { id_justiciable: kit.demo.sub }, kit.demo.token)).body.status,
    ).toBe(200);

    expect((await calendarLink()).body).toEqual({ status: 400, message: 'No se encontró el movimiento' });
    expect((await fileLink()).body).toEqual({ status: 400, message: 'No se encontró el asunto' });
    expect((await fileLinkHasFile()).body).toEqual({ status: 400, message: 'No se encontró el movimiento' });
    const before = kit.snapshot();
    expect((await dateByLink()).body).toEqual({ status: 400, message: 'No se encontró la agenda' });
    expect(kit.snapshot()).toBe(before);

    const checkout = await fetch(checkoutUrl);
    expect(checkout.status).toBe(404);
    expect(await checkout.text()).not.toContain('Divorcio');
    const approve = await fetch(checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ resultado: 'approved' }),
      redirect: 'manual',
    });
    expect(approve.status).toBe(404);
    expect(
      kit.db.prepare('SELECT pagado FROM movimientos WHERE id_movimiento = ?').pluck().get(kit.fx.demoPayment.movement),
    ).toBe(0);
    // No request movement of the client's cases keeps a token.
    expect(
      kit.db
        .prepare(
          'SELECT COUNT(*) FROM movimientos m JOIN casos c ON c.id_caso = m.id_caso WHERE c.id_justiciable = ? AND m.link_token IS NOT NULL',
        )
        .pluck()
        .get(kit.demo.sub),
    ).toBe(0);
    // The other client's links still open.
    expect(
      (
        await kit.call('getSpecificCalendarMovement', {
          id_movement: kit.fx.otherCalendarRequest.movement,
          token: kit.fx.otherCalendarRequest.token,
        })
      ).body.status,
    ).toBe(200);
  });

  it('DeleteUser ends the download URL issued before it, within its 5 minutes', async () => {
    expect((await fetch(downloadUrl)).status).toBe(200);
    const deleted = await userPoolClient(kit.emulator).call('DeleteUser', { AccessToken: kit.demo.token });
    expect(deleted.status).toBe(200);
    const refused = await fetch(downloadUrl);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('a download URL is checked against the case owner when it is served', () => {
  it('stops opening once the case belongs to someone else', async () => {
    const { IdToken } = await userPoolClient(kit.emulator).signIn(OTHER_ACCOUNT.email, OTHER_ACCOUNT.password);
    const { otherCase } = kit.fx;
    const key = kit.db
      .prepare('SELECT key FROM case_file WHERE group_id = ? AND case_id = ? LIMIT 1')
      .pluck()
      .get(String(otherCase.group), String(otherCase.id)) as string;
    const client = await demoLambdaClient(IdToken);
    const downloaded = await client.send(
      new InvokeCommand({
        FunctionName: kit.emulator.context.settings.downloadFunctionName,
        Payload: json({ fileLink: key }),
      }),
    );
    const url = String(parse(downloaded.Payload)['url']);
    expect((await fetch(url)).status).toBe(200);
    kit.db.prepare('UPDATE casos SET id_justiciable = ? WHERE id_caso = ?').run('someone-else', otherCase.id);
    try {
      const refused = await fetch(url);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    } finally {
      kit.db.prepare('UPDATE casos SET id_justiciable = ? WHERE id_caso = ?').run(kit.other.sub, otherCase.id);
    }
  });
});
