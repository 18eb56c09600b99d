import { createPortal, errorMessages, lawyerMailSubjects, type PortalError, type Result } from '@justiciable/core';
import { startEmulator, type RunningEmulator } from '@justiciable/emulator';
import { ConsoleLogger } from '@aws-amplify/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorConfig } from '../config-sources';
import { createAdapters } from '../create-adapters';

/*
 * The emulator with its default rate limits, as `npm start` runs it, and the portal over the real
 * adapters: what the person reads when an address goes over a limit. The contract suites run
 * with the limits off (testing/emulator-cloud.ts), so this is where the defaults meet the portal.
 */

ConsoleLogger.LOG_LEVEL = 'ERROR';

let emulator: RunningEmulator;
let portal: ReturnType<typeof createPortal>;
let ports: ReturnType<typeof createAdapters>;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo' });
  ports = createAdapters(await emulatorConfig(emulator.url));
  portal = createPortal(ports);
});

afterAll(async () => {
  await emulator.close();
});

function failureOf<T>(result: Result<T, PortalError>): PortalError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const THROTTLED = { kind: 'unavailable', transport: 'throttled', message: errorMessages.throttled } as const;

describe('the portal over an emulator with its default rate limits', () => {
  it('mails a lawyer from a public link ten times in ten minutes, and then tells the person to wait', async () => {
    const { id_abogado } = emulator.context.db
      .prepare('SELECT id_abogado FROM abogados ORDER BY id_abogado LIMIT 1')
      .get() as { id_abogado: number };
    const mail = {
      clientName: 'Rodrigo Paz',
      lawyerId: String(id_abogado),
      subject: lawyerMailSubjects.consultationViaLink,
      kind: 'consulta_via_link',
      consultationTitle: 'Despido',
      consultationType: 'Consulta inicial',
    } as const;
    for (let sent = 0; sent < 10; sent++) expect((await ports.consultations.mailLawyer(mail)).ok).toBe(true);
    expect(failureOf(await ports.consultations.mailLawyer(mail))).toMatchObject({
      ...THROTTLED,
      detail: expect.stringContaining('retry after'),
    });
  });

  it('uploads 30 files to a case in a minute, and then tells the client the upload limit is reached', async () => {
    const demo = emulator.demo;
    if (demo === null) throw new Error('The emulator seeded no demo account');
    expect((await portal.signIn({ email: demo.email, password: demo.password })).ok).toBe(true);
    const { id_caso, id_grupo } = emulator.context.db
      .prepare(
        "SELECT c.id_caso, c.id_grupo FROM casos c JOIN cognito_users u ON u.sub = c.id_justiciable WHERE u.email = ? AND c.estado = 'Activo' ORDER BY c.id_caso LIMIT 1",
      )
      .get(demo.email) as { id_caso: number; id_grupo: number };
    const upload = (n: number) =>
      portal.uploadCaseFile({
        caseId: String(id_caso),
        groupId: String(id_grupo),
        file: { name: `comprobante-${n}.pdf`, bytes: new TextEncoder().encode(`%PDF-1.4 ${n}`) },
      });
    for (let n = 0; n < 30; n++) expect(await upload(n)).toMatchObject({ ok: true });
    expect(failureOf(await upload(30))).toMatchObject({
      kind: 'unavailable',
      transport: 'throttled',
      message: 'Alcanzó el límite de archivos que puede subir por ahora. Intente nuevamente en unos minutos.',
    });
    expect((await portal.signOut()).ok).toBe(true);
  });

  it('registers five accounts from one address in ten minutes, and then tells the person to wait', async () => {
    const register = (n: number) =>
      portal.registerClient({
        name: 'Límite',
        email: `limite${n}@example.com`,
        password: 'clave-segura-1',
        phone: '+5493515550123',
      });
    for (let n = 0; n < 5; n++) expect((await register(n)).ok).toBe(true);
    expect(failureOf(await register(5))).toMatchObject(THROTTLED);
  });
});
