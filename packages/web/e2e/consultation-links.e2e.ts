import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import {
  confirmationCode,
  listCases,
  listDirectory,
  listMovements,
  newClient,
  type SignedIn,
  signIn,
  type WireCase,
  type WireLawyer,
} from './harness/cloud';
import { heading, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** What the outbox recorded: here, the mails to lawyers. */
interface OutboxEntry {
  readonly kind: string;
  readonly subject?: string;
  readonly data: { readonly id_case?: number; readonly via_link?: boolean };
}

let lawyers: readonly WireLawyer[];

beforeAll(async () => {
  const demo = await signIn(servedPortal().demo);
  lawyers = await listDirectory(demo);
});

/** A lawyer with a service that charges nothing when sent, so the consultation needs no checkout. */
function lawyerWithFreeService(): { lawyer: WireLawyer; service: string } {
  for (const lawyer of lawyers) {
    const service = lawyer.servicios.find((each) => each.tipo_cobro !== 'monto_unico');
    if (service !== undefined) return { lawyer, service: service.nombre };
  }
  throw new Error('The demo directory has no lawyer with a service that charges nothing when sent.');
}

function stepHeading(page: Page, step: RegExp) {
  return page.getByRole('heading', { level: 2, name: step });
}

/** Registers through /welcome and confirms with the code the emulator e-mailed. */
async function registerThroughWelcome(page: Page, client: ReturnType<typeof newClient>): Promise<void> {
  await waitForPath(page, '/welcome');
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  await form.getByLabel('Nombre y apellido').fill(client.name);
  await form.getByLabel('Correo electrónico').fill(client.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(client.password);
  await form.getByLabel('Número').fill(client.phone.replace(/^\+54/, ''));
  await form.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  // The code is e-mailed once the account exists, which the confirmation step shows.
  await page.getByRole('heading', { name: 'Confirme su correo electrónico' }).waitFor();
  await page.getByLabel('Código de verificación').fill(await confirmationCode(client.email));
  await page.getByRole('button', { name: 'Confirmar y entrar' }).click();
}

async function caseNamed(
  session: SignedIn,
  title: string,
): Promise<WireCase & { readonly estado?: string; readonly tipo?: string }> {
  const found = (await listCases(session)).find((each) => each.case === title);
  if (found === undefined) throw new Error(`No case '${title}' for this client.`);
  return found;
}

describe("a studio's public link (/consultationViaLink)", () => {
  it('is filled in signed out, survives registration with the e-mailed code, and arrives with every field as a via-link consultation', async () => {
    const { lawyer, service } = lawyerWithFreeService();
    const comment = 'Quiero reclamar la indemnización';
    const link = `/consultationViaLink/${lawyer.id}/${lawyer.id_grupo}/${lawyer.id_estudio}/${encodeURIComponent(service)}/${encodeURIComponent(comment)}`;
    const page = await browser.open(link);
    await heading(page, `Consulta con ${lawyer.nombre_estudio}`).waitFor();
    // The profile under the studio's heading is said to be the lawyer's who attends, not the studio's.
    await expect(page.getByRole('region', { name: 'Quién atiende la consulta' }).textContent()).resolves.toContain(
      `Atiende la consulta: ${lawyer.nombre} ${lawyer.apellido}, de ${lawyer.nombre_estudio}`,
    );
    await stepHeading(page, /^Paso 1 de 4: Qué necesita/).waitFor();
    // The link's service and comment fill the form.
    await expect(page.getByRole('radio', { name: new RegExp(service) }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('textbox', { name: 'Describa su problema' }).inputValue()).resolves.toBe(comment);
    await checkPage(page, 'consulta-enlace-1-que');

    const title = `Por enlace ${randomUUID().slice(0, 6)}`;
    await page.getByRole('textbox', { name: 'Título de la consulta' }).fill(title);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await stepHeading(page, /^Paso 2 de 4: Cómo y cuándo/).waitFor();
    const medium = lawyer.medios[0]?.medio_comunicacion ?? '';
    await page.getByRole('radio', { name: new RegExp(medium) }).check();
    await checkPage(page, 'consulta-enlace-2-como');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await stepHeading(page, /^Paso 3 de 4: Revisar y enviar/).waitFor();
    await page.getByText('Para enviar la consulta, ingrese con su cuenta o cree una.').waitFor();
    await checkPage(page, 'consulta-enlace-3-ingresar');

    const client = newClient('enlace');
    await page.getByRole('button', { name: 'Ingresar o crear cuenta' }).click();
    await registerThroughWelcome(page, client);

    // Back on the link, signed in, at the review with everything as it was.
    await page.waitForURL((url) => url.pathname.startsWith('/consultationViaLink/'));
    await stepHeading(page, /^Paso 3 de 4: Revisar y enviar/).waitFor();
    const review = page.locator('.consultation-review');
    await expect(review.textContent()).resolves.toContain(title);
    await expect(review.textContent()).resolves.toContain(comment);
    await checkPage(page, 'consulta-enlace-3-revision');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await heading(page, 'Consulta enviada').waitFor();
    await checkPage(page, 'consulta-enlace-4-enviada');

    const session = await signIn(client);
    const created = await caseNamed(session, title);
    expect(created.id_abogado).toBe(lawyer.id);
    expect(created.id_grupo).toBe(lawyer.id_grupo);
    expect(created.tipo).toBe(service);
    const movements = (await listMovements(session, created.id)) as unknown as {
      descripcion_movimiento: string;
      tipo_reunion: string | null;
    }[];
    expect(
      movements.some((movement) => movement.descripcion_movimiento === comment && movement.tipo_reunion === medium),
    ).toBe(true);
    const outbox = (await (
      await fetch(`${servedPortal().emulatorUrl}/__emulator/outbox.json`)
    ).json()) as OutboxEntry[];
    expect(
      outbox.some(
        (entry) => entry.kind === 'mail-to-lawyer' && entry.data.id_case === created.id && entry.data.via_link === true,
      ),
    ).toBe(true);
  });
});

describe("a lawyer's calendar link (/calendarNewConsultation)", () => {
  it('books a free slot with the medium the link fixes, signs in, and sends it', async () => {
    const { lawyer, service } = lawyerWithFreeService();
    const medium = lawyer.medios[0];
    const page = await browser.open(
      `/calendarNewConsultation/${lawyer.id}/${lawyer.id_grupo}/${medium?.id_tipo_medio_comunicacion ?? ''}`,
    );
    await heading(page, `Reservar una consulta con ${lawyer.nombre_estudio}`).waitFor();
    await stepHeading(page, /^Paso 1 de 4: Cómo y cuándo/).waitFor();
    await page.getByText(`Medio: ${medium?.medio_comunicacion ?? ''}`).waitFor();
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await page
      .getByRole('button', { name: /^Elegir el / })
      .and(page.locator(':not([disabled])'))
      .first()
      .click();
    const chosenDate =
      /\d{1,2}\/\d{1,2}\/\d{4}/.exec((await page.getByText(/^Día elegido:/).textContent()) ?? '')?.[0] ?? '';
    expect(chosenDate).not.toBe('');
    const start = page.getByLabel('Hora de inicio');
    const firstFree =
      (await start.locator('option:not([disabled])').allTextContents()).find((time) => /^\d{2}:\d{2}$/.test(time)) ??
      '';
    await start.selectOption(firstFree);
    await checkPage(page, 'consulta-agenda-1-horario');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await stepHeading(page, /^Paso 2 de 4: Qué necesita/).waitFor();
    const title = `Desde la agenda ${randomUUID().slice(0, 6)}`;
    await page.getByRole('radio', { name: new RegExp(service) }).check();
    await page.getByRole('textbox', { name: 'Título de la consulta' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Describa su problema' })
      .fill('Necesito revisar un contrato antes de firmarlo.');
    await checkPage(page, 'consulta-agenda-2-que');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await stepHeading(page, /^Paso 3 de 4: Revisar y enviar/).waitFor();
    await expect(page.locator('.consultation-review').textContent()).resolves.toContain(
      `${chosenDate} de ${firstFree}`,
    );

    const client = newClient('agenda');
    await page.getByRole('button', { name: 'Ingresar o crear cuenta' }).click();
    await registerThroughWelcome(page, client);
    await page.waitForURL((url) => url.pathname.startsWith('/calendarNewConsultation/'));
    await stepHeading(page, /^Paso 3 de 4: Revisar y enviar/).waitFor();
    await checkPage(page, 'consulta-agenda-3-revision');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await heading(page, 'Consulta enviada').waitFor();
    await checkPage(page, 'consulta-agenda-4-enviada');

    const session = await signIn(client);
    const created = await caseNamed(session, title);
    const movements = await listMovements(session, created.id);
    const [d, m, y] = chosenDate.split('/');
    const booked = movements.find((movement) => movement.id_tipo === 7);
    expect(booked?.fecha_inicio_agenda?.slice(0, 10)).toBe(`${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`);
    expect(booked?.hora_inicio_agenda?.slice(0, 5)).toBe(firstFree);
  });
});
