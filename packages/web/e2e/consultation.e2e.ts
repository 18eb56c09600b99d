import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { breakService, fileFunction, FAULTS, legacyAction } from './harness/faults';
import { findCase, listCases, listDirectory, listMovements, type SignedIn, signIn, type WireCase, type WireLawyer } from './harness/cloud';
import { heading, signInThroughWelcome, toast, waitForPath } from './harness/portal';

const browser = useBrowser();

let demo: SignedIn;
let lawyers: readonly WireLawyer[];

beforeAll(async () => {
  demo = await signIn(inject('demo'));
  lawyers = (await listDirectory(demo)).filter((lawyer) => lawyer.visible === 't');
});

/** A lawyer the directory shows whose services include one that charges nothing when sent. */
function lawyerWithFreeService(): WireLawyer {
  const lawyer = lawyers.find((each) => each.servicios.some((service) => service.tipo_cobro !== 'monto_unico'));
  if (lawyer === undefined) throw new Error('The demo directory has no lawyer with a service that charges nothing when sent.');
  return lawyer;
}

/** A lawyer whose 'Consulta inicial' is a single amount (every lawyer offers one). */
function lawyerWithSingleAmount(): WireLawyer {
  const lawyer = lawyers.find((each) => each.servicios.some((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0));
  if (lawyer === undefined) throw new Error('The demo directory has no lawyer with a single-amount service.');
  return lawyer;
}

function stepHeading(page: Page, step: RegExp) {
  return page.getByRole('heading', { level: 2, name: step });
}

async function openFor(lawyer: WireLawyer): Promise<Page> {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, inject('demo'));
  await page.goto(new URL(`/nuevaConsulta?abogado=${lawyer.id}&grupo=${lawyer.id_grupo}`, page.url()).href);
  await stepHeading(page, /^Paso 2 de 5: Qué necesita/).waitFor();
  return page;
}

async function describeProblem(page: Page, service: RegExp | string, title: string): Promise<void> {
  await page.getByRole('radio', { name: service }).first().check();
  await page.getByRole('textbox', { name: 'Título de la consulta' }).fill(title);
  await page.getByRole('textbox', { name: 'Describa su problema' }).fill('Me despidieron sin preaviso y no me pagaron la liquidación final.');
}

async function pickMediumAndSlot(page: Page): Promise<string> {
  await page.getByRole('radio', { name: /Videollamada/ }).check();
  await page.getByRole('radio', { name: /Elegir ahora un horario libre/ }).check();
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await page.getByRole('button', { name: /^Elegir el / }).and(page.locator(':not([disabled])')).first().click();
  const chosenDate = /\d{1,2}\/\d{1,2}\/\d{4}/.exec((await page.getByText(/^Día elegido:/).textContent()) ?? '')?.[0] ?? '';
  expect(chosenDate).not.toBe('');
  const start = page.getByLabel('Hora de inicio');
  const firstFree = (await start.locator('option:not([disabled])').allTextContents()).find((time) => /^\d{2}:\d{2}$/.test(time)) ?? '';
  await start.selectOption(firstFree);
  return `${chosenDate} de ${firstFree}`;
}

async function next(page: Page, step: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await stepHeading(page, step).waitFor();
}

describe('/nuevaConsulta signed in', () => {
  it('sends a free consultation with a chosen slot and a document: the case is pending at once and holds the document', async () => {
    const lawyer = lawyerWithFreeService();
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, inject('demo'));
    await stepHeading(page, /^Paso 1 de 5: Abogado/).waitFor();
    await checkPage(page, 'consulta-1-abogado');
    await page.getByRole('searchbox', { name: 'Nombre, estudio, especialidad o localidad' }).fill(`${lawyer.nombre} ${lawyer.apellido}`);
    await page
      .getByRole('list', { name: 'Resultados del directorio' })
      .getByRole('button', { name: `Elegir a ${lawyer.nombre} ${lawyer.apellido}` })
      .first()
      .click();
    await stepHeading(page, /^Paso 2 de 5: Qué necesita/).waitFor();

    const title = `Despido ${randomUUID().slice(0, 6)}`;
    const free = lawyer.servicios.find((service) => service.tipo_cobro !== 'monto_unico');
    await describeProblem(page, new RegExp(free?.nombre ?? ''), title);
    await page.getByRole('button', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'DNI' }).click();
    const fileName = `telegrama-${randomUUID().slice(0, 6)}.pdf`;
    await page.getByLabel('Archivo').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 telegrama de despido') });
    await page.getByText(fileName).waitFor();
    await checkPage(page, 'consulta-2-que');
    await next(page, /^Paso 3 de 5: Cómo y cuándo/);

    const slot = await pickMediumAndSlot(page);
    await page.getByText(/^Termina a las/).waitFor();
    await checkPage(page, 'consulta-3-como');
    // Back and forth keeps everything.
    await page.getByRole('button', { name: 'Volver' }).click();
    await stepHeading(page, /^Paso 2 de 5/).waitFor();
    await expect(page.getByRole('textbox', { name: 'Título de la consulta' }).inputValue()).resolves.toBe(title);
    await page.getByText(fileName).waitFor();
    await next(page, /^Paso 3 de 5/);
    await next(page, /^Paso 4 de 5: Revisar y enviar/);

    const review = page.locator('.consultation-review');
    await expect(review.textContent()).resolves.toContain(slot);
    await expect(review.textContent()).resolves.toContain(`${fileName} (DNI)`);
    await page.getByRole('heading', { name: 'Pagos, cancelaciones y reembolsos' }).waitFor();
    await checkPage(page, 'consulta-4-revision');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await heading(page, 'Consulta enviada').waitFor();
    const createdMessage = 'Consulta creada correctamente. La consulta se encontrará en estado pendiente hasta que el Abogado la acepte';
    // Said once, where it happened, and announced there: no toast repeats it.
    await page.locator('.consultation-step').getByRole('status').filter({ hasText: createdMessage }).waitFor();
    await expect(toast(page, createdMessage).count()).resolves.toBe(0);
    await checkPage(page, 'consulta-5-enviada');

    const created: WireCase & { readonly estado?: string } = await findCase(demo, title);
    expect(created.estado).toBe('Pendiente');
    const movements = await listMovements(demo, created.id);
    expect(movements.some((movement) => movement.id_tipo === 7 && movement.fecha_inicio_agenda !== null)).toBe(true);

    await page.getByRole('link', { name: 'Ver el asunto' }).click();
    await heading(page, title).waitFor();
    await page.getByRole('region', { name: 'Documentos' }).getByText(fileName).waitFor();

    // The emulated lawyer accepts after EMULATOR_AUTO_ACCEPT_MS: the case turns Activo and the client is told.
    await expect
      .poll(async () => ((await findCase(demo, title)) as WireCase & { readonly estado?: string }).estado, { timeout: 60_000, interval: 1000 })
      .toBe('Activo');
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: /^Notificaciones/ }).click();
    await waitForPath(page, '/notificaciones');
    await page.getByText(`aceptó tu consulta "${title}"`, { exact: false }).first().waitFor();
  });

  it('goes to the checkout for a single amount and comes back to the new case paid, or rejected', async () => {
    const lawyer = lawyerWithSingleAmount();
    const paid = lawyer.servicios.find((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0);
    for (const choice of ['Aprobar pago', 'Rechazar pago'] as const) {
      const page = await openFor(lawyer);
      const title = `Consulta paga ${randomUUID().slice(0, 6)}`;
      await describeProblem(page, new RegExp(`^${paid?.nombre ?? ''}`), title);
      await next(page, /^Paso 3 de 5/);
      await page.getByRole('radio', { name: /Videollamada|Presencial/ }).first().check();
      await next(page, /^Paso 4 de 5/);
      const send = page.getByRole('button', { name: /^Enviar y pagar \$/ });
      if (choice === 'Aprobar pago') await checkPage(page, 'consulta-4-revision-paga');
      await send.click();
      await page.getByRole('button', { name: choice }).waitFor();
      await page.getByRole('button', { name: choice }).click();
      const created = await findCase(demo, title);
      await page.waitForURL((url) => url.pathname.startsWith(`/asunto/${created.id}/`));
      if (choice === 'Aprobar pago') {
        await page.getByRole('status').filter({ hasText: 'Pago aprobado: quedó registrado en el asunto.' }).waitFor();
        await checkPage(page, 'consulta-pago-aprobado');
      } else {
        await page.getByRole('alert').filter({ hasText: /^Pago rechazado/ }).waitFor();
        await checkPage(page, 'consulta-pago-rechazado');
      }
    }
  });

  it('creates one consultation however fast the send button is pressed twice', async () => {
    const page = await openFor(lawyerWithFreeService());
    const title = `Doble envío ${randomUUID().slice(0, 6)}`;
    const free = lawyerWithFreeService().servicios.find((service) => service.tipo_cobro !== 'monto_unico');
    await describeProblem(page, new RegExp(free?.nombre ?? ''), title);
    await next(page, /^Paso 3 de 5/);
    await page.getByRole('radio', { name: /Videollamada|Presencial/ }).first().check();
    await next(page, /^Paso 4 de 5/);
    await page.getByRole('button', { name: 'Enviar consulta' }).dblclick();
    await heading(page, 'Consulta enviada').waitFor();
    const named = (await listCases(demo)).filter((each) => each.case === title);
    expect(named).toHaveLength(1);
  });
});

describe('/nuevaConsulta when something fails', () => {
  it('keeps everything when the legacy API fails, and sends it on the next try', async () => {
    const page = await openFor(lawyerWithFreeService());
    const title = `Falla API ${randomUUID().slice(0, 6)}`;
    const free = lawyerWithFreeService().servicios.find((service) => service.tipo_cobro !== 'monto_unico');
    await describeProblem(page, new RegExp(free?.nombre ?? ''), title);
    await next(page, /^Paso 3 de 5/);
    await page.getByRole('radio', { name: /Videollamada|Presencial/ }).first().check();
    await next(page, /^Paso 4 de 5/);
    const restoreConsultations = await breakService(page, legacyAction('nuevaConsulta'), FAULTS.serverError);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.locator('.consultation-step').getByRole('alert').filter({ hasText: 'Error al intentar crear la consulta' }).waitFor();
    await expect(page.locator('.consultation-review').textContent()).resolves.toContain(title);
    await checkPage(page, 'consulta-falla-api');
    expect((await listCases(demo)).some((each) => each.case === title)).toBe(false);

    await restoreConsultations();
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await heading(page, 'Consulta enviada').waitFor();
    expect((await listCases(demo)).filter((each) => each.case === title)).toHaveLength(1);
  });

  it('says the case exists but the document did not go, and offers to upload it from the case', async () => {
    const page = await openFor(lawyerWithFreeService());
    const title = `Falla archivo ${randomUUID().slice(0, 6)}`;
    const free = lawyerWithFreeService().servicios.find((service) => service.tipo_cobro !== 'monto_unico');
    await describeProblem(page, new RegExp(free?.nombre ?? ''), title);
    await page.getByLabel('Archivo').setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 recibo') });
    await page.getByText('recibo.pdf').waitFor();
    await next(page, /^Paso 3 de 5/);
    await page.getByRole('radio', { name: /Videollamada|Presencial/ }).first().check();
    await next(page, /^Paso 4 de 5/);
    const restoreUpload = await breakService(page, fileFunction('upload'), FAULTS.serverError);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await heading(page, 'Consulta enviada').waitFor();
    await page.getByRole('alert').filter({ hasText: 'La consulta se creó, pero el documento no se adjuntó (Error al crear el archivo)' }).waitFor();
    await checkPage(page, 'consulta-falla-documento');
    expect((await listCases(demo)).filter((each) => each.case === title)).toHaveLength(1);
    await restoreUpload();
    await page.getByRole('link', { name: 'Cargar el documento en el asunto' }).click();
    await heading(page, title).waitFor();
    await page.getByRole('region', { name: 'Documentos' }).waitFor();
  });

  it('says the case exists but the payment link failed, and offers to pay from the case', async () => {
    const lawyer = lawyerWithSingleAmount();
    const paid = lawyer.servicios.find((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0);
    const page = await openFor(lawyer);
    const title = `Falla pago ${randomUUID().slice(0, 6)}`;
    await describeProblem(page, new RegExp(`^${paid?.nombre ?? ''}`), title);
    await next(page, /^Paso 3 de 5/);
    await page.getByRole('radio', { name: /Videollamada|Presencial/ }).first().check();
    await next(page, /^Paso 4 de 5/);
    const restorePaymentLink = await breakService(page, legacyAction('getPaymentLinkMP'), FAULTS.serverError);
    await page.getByRole('button', { name: /^Enviar y pagar \$/ }).click();
    await heading(page, 'Consulta enviada').waitFor();
    await page.getByRole('alert').filter({ hasText: 'no se pudo generar el link de pago (Error al generar el link de pago)' }).waitFor();
    await checkPage(page, 'consulta-falla-pago');
    await restorePaymentLink();
    const created = await findCase(demo, title);
    await page.getByRole('link', { name: 'Pagar desde el asunto' }).click();
    await waitForPath(page, `/asunto/${created.id}`);
    await page.getByRole('button', { name: /^Pagar \$/ }).waitFor();
  });
});
