import { randomUUID } from 'node:crypto';
import { consultationMessages, paymentMessages } from '@justiciable/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { breakService, fileFunction, FAULTS, legacyAction } from './harness/faults';
import {
  findCase,
  getUser,
  listCases,
  listDirectory,
  listMovements,
  type SignedIn,
  signIn,
  type WireCase,
  type WireLawyer,
} from './harness/cloud';
import { heading, pathOf, signInThroughWelcome, toast, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

let demo: SignedIn;
let lawyers: readonly WireLawyer[];

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
  lawyers = (await listDirectory(demo)).filter((lawyer) => lawyer.visible === 't');
});

/** A lawyer the directory shows whose services include one that charges nothing when sent. */
function lawyerWithFreeService(): WireLawyer {
  const lawyer = lawyers.find((each) => each.servicios.some((service) => service.tipo_cobro !== 'monto_unico'));
  if (lawyer === undefined)
    throw new Error('The demo directory has no lawyer with a service that charges nothing when sent.');
  return lawyer;
}

/** A lawyer whose 'Consulta inicial' is a single amount (every lawyer offers one). */
function lawyerWithSingleAmount(): WireLawyer {
  const lawyer = lawyers.find((each) =>
    each.servicios.some((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0),
  );
  if (lawyer === undefined) throw new Error('The demo directory has no lawyer with a single-amount service.');
  return lawyer;
}

function stepHeading(page: Page, step: RegExp) {
  return page.getByRole('heading', { level: 2, name: step });
}

async function openFor(lawyer: WireLawyer): Promise<Page> {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, servedPortal().demo);
  await page.goto(new URL(`/nuevaConsulta?abogado=${lawyer.id}&grupo=${lawyer.id_grupo}`, page.url()).href);
  await stepHeading(page, /^Paso 2 de 5: Qué necesita/).waitFor();
  return page;
}

async function describeProblem(page: Page, service: RegExp | string, title: string): Promise<void> {
  await page.getByRole('radio', { name: service }).first().check();
  await page.getByRole('textbox', { name: 'Título de la consulta' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Describa su problema' })
    .fill('Me despidieron sin preaviso y no me pagaron la liquidación final.');
}

async function pickMediumAndSlot(page: Page): Promise<string> {
  await page.getByRole('radio', { name: /Videollamada/ }).check();
  await page.getByRole('radio', { name: /Elegir ahora un horario libre/ }).check();
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
    (await start.locator('option:not([disabled])').allTextContents()).find((time) => /^\d{2}:\d{2}$/.test(time)) ?? '';
  await start.selectOption(firstFree);
  return `${chosenDate} de ${firstFree}`;
}

/** The value of a row of the review (or of what was sent), by its term. */
function reviewRow(page: Page, term: string) {
  return page
    .locator('.consultation-review > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

/** An amount as the portal writes it, '$ 29.000', as a pattern (the space is a no-break one). */
function pesos(amount: number): string {
  return `\\$\\s${amount.toLocaleString('es-AR')}`;
}

/** Any amount as the portal writes it, as a pattern. */
const ANY_PESOS = '\\$\\s[\\d.]+';

async function next(page: Page, step: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await stepHeading(page, step).waitFor();
}

describe('/nuevaConsulta signed in', () => {
  it('sends a free consultation with a chosen slot and a document: the case is pending at once and holds the document', async () => {
    const lawyer = lawyerWithFreeService();
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await stepHeading(page, /^Paso 1 de 5: Abogado/).waitFor();
    await checkPage(page, 'consulta-1-abogado');
    await page
      .getByRole('searchbox', { name: 'Nombre, estudio, especialidad o localidad' })
      .fill(`${lawyer.nombre} ${lawyer.apellido}`);
    // The search starts at the province saved in Mi cuenta: a lawyer elsewhere is one press away.
    const everywhere = page.getByRole('button', { name: 'Buscar en todas las provincias' });
    await page.getByRole('list', { name: 'Resultados del directorio' }).or(everywhere).first().waitFor();
    if (await everywhere.isVisible()) await everywhere.click();
    await page
      .getByRole('list', { name: 'Resultados del directorio' })
      .getByRole('button', { name: `Elegir a ${lawyer.nombre} ${lawyer.apellido}` })
      .first()
      .click();
    await stepHeading(page, /^Paso 2 de 5: Qué necesita/).waitFor();

    // Continuar on the empty step: every problem at once, in a summary that takes the focus, and on each field (GOV.UK).
    await page.getByRole('button', { name: 'Continuar' }).click();
    const summary = page.locator('.ui-error-summary');
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      'Elija el servicio que necesita.',
      'Escriba un título para su consulta.',
      'Describa su problema para que el abogado pueda entenderlo.',
    ]);
    for (const name of ['Título de la consulta', 'Describa su problema']) {
      await expect(page.getByRole('textbox', { name }).getAttribute('aria-invalid')).resolves.toBe('true');
    }
    for (const radio of await page.getByRole('group', { name: 'Servicio' }).getByRole('radio').all()) {
      await expect(radio.getAttribute('aria-invalid')).resolves.toBe('true');
    }
    await expect(page.title()).resolves.toMatch(/^Error: /);
    await checkPage(page, 'consulta-2-errores');
    await summary.getByRole('link', { name: 'Escriba un título para su consulta.' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('textbox', { name: 'Título de la consulta' })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);

    const title = `Despido ${randomUUID().slice(0, 6)}`;
    const free = lawyer.servicios.find((service) => service.tipo_cobro !== 'monto_unico');
    await describeProblem(page, new RegExp(free?.nombre ?? ''), title);
    await page.getByRole('button', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'DNI' }).click();
    const fileName = `telegrama-${randomUUID().slice(0, 6)}.pdf`;
    await page.getByLabel('Archivo').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 telegrama de despido'),
    });
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
    // The pressed button's 'busy' announcement outlives the form it was in: it is left as words, not an unnamed image (axe role-img-alt).
    await expect(page.locator('[data-live-announcer] [role="img"]').count()).resolves.toBe(0);
    const createdMessage =
      'Consulta creada correctamente. La consulta se encontrará en estado pendiente hasta que el Abogado la acepte';
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
      .poll(async () => ((await findCase(demo, title)) as WireCase & { readonly estado?: string }).estado, {
        timeout: 60_000,
        interval: 1000,
      })
      .toBe('Activo');
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: /^Notificaciones/ })
      .click();
    await waitForPath(page, '/notificaciones');
    await page.getByText(`aceptó su consulta "${title}"`, { exact: false }).first().waitFor();
  });

  it('goes to the checkout for a single amount and comes back to the new case paid, or rejected', async () => {
    const lawyer = lawyerWithSingleAmount();
    const paid = lawyer.servicios.find((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0);
    for (const choice of ['Aprobar pago', 'Rechazar pago'] as const) {
      const page = await openFor(lawyer);
      const title = `Consulta paga ${randomUUID().slice(0, 6)}`;
      await describeProblem(page, new RegExp(`^${paid?.nombre ?? ''}`), title);
      await next(page, /^Paso 3 de 5/);
      await page
        .getByRole('radio', { name: /Videollamada|Presencial/ })
        .first()
        .check();
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
        await page
          .getByRole('alert')
          .filter({ hasText: /^Pago rechazado/ })
          .waitFor();
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
    await page
      .getByRole('radio', { name: /Videollamada|Presencial/ })
      .first()
      .check();
    await next(page, /^Paso 4 de 5/);
    await page.getByRole('button', { name: 'Enviar consulta' }).dblclick();
    await heading(page, 'Consulta enviada').waitFor();
    const named = (await listCases(demo)).filter((each) => each.case === title);
    expect(named).toHaveLength(1);
  });
});

describe('/nuevaConsulta from the pages that start it', () => {
  it("names the lawyer in the address as words, and the lawyer's page and the review say which price is charged and when", async () => {
    const lawyer = lawyerWithSingleAmount();
    const paid = lawyer.servicios.find((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0);
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL(`/lawyerDetails/${lawyer.id}/${lawyer.id_grupo}`, page.url()).href);
    const start = page.getByRole('link', { name: 'Iniciar consulta' });
    const words = `?abogado=${lawyer.id}&grupo=${lawyer.id_grupo}`;
    await expect(start.getAttribute('href')).resolves.toBe(`/nuevaConsulta${words}`);
    await start.click();
    await stepHeading(page, /^Paso 2 de 5: Qué necesita/).waitFor();
    expect(new URL(page.url()).search).toBe(words);
    await page.reload();
    await stepHeading(page, /^Paso 2 de 5: Qué necesita/).waitFor();
    expect(new URL(page.url()).search).toBe(words);

    await page.goBack();
    await waitForPath(page, `/lawyerDetails/${lawyer.id}/${lawyer.id_grupo}`);
    const services = page.getByRole('list', { name: 'Servicios y precios' });
    await expect(
      services
        .getByRole('listitem')
        .filter({ hasText: paid?.nombre ?? '' })
        .first()
        .textContent(),
    ).resolves.toMatch(new RegExp(`${pesos(paid?.precio ?? 0)} · Pago único al enviar la consulta$`));
    const media = page.getByRole('list', { name: 'Medios y precios' });
    for (const item of await media.getByRole('listitem').all())
      await expect(item.textContent()).resolves.toMatch(/(de referencia|Precio a consultar|Sin cargo)$/);
    await page
      .getByText('Los valores de cada medio son de referencia: no se cobran al enviar una consulta.', { exact: false })
      .waitFor();
    await checkPage(page, 'abogado-precios');
    await page.goForward();
    await stepHeading(page, /^Paso 2 de 5: Qué necesita/).waitFor();
    expect(`${pathOf(page)}${new URL(page.url()).search}`).toBe(`/nuevaConsulta${words}`);

    // Where the services' prices first show, which one is charged.
    await page
      .getByRole('group', { name: 'Servicio' })
      .getByText('El precio del servicio es lo que se cobra', { exact: false })
      .waitFor();
    await describeProblem(page, new RegExp(`^${paid?.nombre ?? ''}`), `Precios ${randomUUID().slice(0, 6)}`);
    await next(page, /^Paso 3 de 5/);
    await page.getByRole('radio', { name: /Videollamada/ }).check();
    // Each medium's value says at once why it is not charged: the service's single amount pays the consultation.
    await page
      .getByText(
        /^Valor de referencia: \$\s[\d.]+\. No se cobra: esta consulta se paga con el pago único del servicio\.$/,
      )
      .first()
      .waitFor();
    await next(page, /^Paso 4 de 5/);
    // Which price is charged, and when, in one sentence: the service's single amount on sending; the medium's value is a reference.
    await expect(reviewRow(page, 'Precio').textContent()).resolves.toMatch(
      new RegExp(
        `^Paga ${pesos(paid?.precio ?? 0)} al enviar la consulta, para confirmarla; no se le cobra nada más por ella\\. El valor de referencia de ${ANY_PESOS} es lo que el abogado suele cobrar por este medio: solo orienta y no se cobra\\.`,
      ),
    );
    await checkPage(page, 'consulta-4-revision-precios');
  });

  it('shows what was sent and the way to pay it from its case on Back from the checkout, never a second consultation', async () => {
    const lawyer = lawyerWithSingleAmount();
    const paid = lawyer.servicios.find((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0);
    const page = await openFor(lawyer);
    const title = `Vuelta del pago ${randomUUID().slice(0, 6)}`;
    await describeProblem(page, new RegExp(`^${paid?.nombre ?? ''}`), title);
    await next(page, /^Paso 3 de 5/);
    await page.getByRole('radio', { name: /Videollamada/ }).check();
    await next(page, /^Paso 4 de 5/);
    await page.getByRole('button', { name: /^Enviar y pagar \$/ }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).waitFor();

    await page.goBack();
    await heading(page, 'Consulta enviada').waitFor();
    await expect(reviewRow(page, 'Título').textContent()).resolves.toBe(title);
    const created = await findCase(demo, title);
    const pay = page.getByRole('link', { name: 'Pagar desde el asunto' });
    await expect(pay.getAttribute('href')).resolves.toMatch(new RegExp(`^/asunto/${created.id}/\\d+$`));
    await expect(page.getByRole('button', { name: /^Enviar/ }).count()).resolves.toBe(0);
    await checkPage(page, 'consulta-volver-del-pago');
    await page.reload();
    await heading(page, 'Consulta enviada').waitFor();
    expect((await listCases(demo)).filter((each) => each.case === title)).toHaveLength(1);

    await pay.click();
    await page.waitForURL((url) => url.pathname.startsWith(`/asunto/${created.id}/`));
    await page
      .getByRole('button', { name: /^Pagar \$/ })
      .first()
      .waitFor();

    // Paid from its case: Nueva consulta, which keeps the consultation sent, no longer offers to pay it.
    await page
      .getByRole('button', { name: /^Pagar \$/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Pagar' }).getByRole('button', { name: 'Ir a pagar' }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/approved'));
    await page.getByText(paymentMessages.approved).first().waitFor();
    await page.goto(new URL('/nuevaConsulta', page.url()).href);
    await heading(page, 'Consulta enviada').waitFor();
    await page.getByText(consultationMessages.paymentSettled).waitFor();
    await expect(page.getByText(/^Si todavía no la pagó/).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Pagar desde el asunto' }).count()).resolves.toBe(0);
    await checkPage(page, 'consulta-enviada-pagada');
  });

  it("starts a consultation from /abogados with the lawyer of one of the client's cases, whom the directory hides; says 'El Estudio no está disponible' for a lawyer of a disabled studio", async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mis abogados' }).click();
    await waitForPath(page, '/abogados');
    await page.locator('article.my-lawyer').first().waitFor();
    const myLawyerCount = await page.locator('article.my-lawyer').count();

    // The lawyer of the active 'Despido sin causa' case: listed as hidden ('f') in the directory, and no contact request links them.
    const dismissal = await findCase(demo, 'Despido sin causa');
    const hidden = (await listDirectory(demo)).find(
      (each) => each.id === dismissal.id_abogado && each.id_grupo === dismissal.id_grupo,
    );
    expect(hidden?.visible).toBe('f');
    const ownLawyer = page
      .getByRole('article')
      .filter({ has: page.locator(`#my-lawyer-${dismissal.id_abogado}-${dismissal.id_grupo}`) });
    await ownLawyer.getByRole('link', { name: 'Nueva consulta' }).click();
    await stepHeading(page, /^Paso 2 de 5: Qué necesita/).waitFor();
    await page.getByText(`Consulta para ${hidden?.nombre ?? ''} ${hidden?.apellido ?? ''}`, { exact: false }).waitFor();
    await expect(page.locator('.consultation-step').getByRole('alert').count()).resolves.toBe(0);

    // Back on the first step: every lawyer of the client whose studio is open is among Mis abogados
    // (all but the disabled studio's), the chosen one's button named by what it shows.
    await page.getByRole('button', { name: 'Volver' }).click();
    await stepHeading(page, /^Paso 1 de 5: Abogado/).waitFor();
    const mine = page.getByRole('list', { name: 'Mis abogados' });
    await mine.getByRole('button', { name: `Elegido: ${hidden?.nombre ?? ''} ${hidden?.apellido ?? ''}` }).waitFor();
    await expect(mine.getByRole('listitem').count()).resolves.toBe(myLawyerCount - 1);
    // The one left out, the disabled studio's lawyer, is said, so the list matches /abogados'.
    await page.getByText(/ no aparece: su estudio ya no está disponible para consultas\.$/).waitFor();
    // The directory search starts at the province saved in Mi cuenta, and shows more on request.
    const saved = (await getUser(demo)).location?.region ?? '';
    await page.getByText(new RegExp(`abogados? en ${saved} coincide`)).waitFor();
    await page.getByRole('button', { name: /Provincia/ }).click();
    await page.getByRole('option', { name: 'Todas' }).click();
    await page.getByRole('searchbox', { name: 'Nombre, estudio, especialidad o localidad' }).fill('derecho');
    await page.getByText(/^\d+ abogados coinciden; se muestran 8\.$/).waitFor();
    await page.getByRole('button', { name: 'Ver 8 más' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Resultados del directorio' }).getByRole('listitem').count())
      .toBe(16);
    await checkPage(page, 'consulta-mis-abogados');

    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mis abogados' }).click();
    await waitForPath(page, '/abogados');
    // The lawyer of the demo's case with the studio that closed its account, among the client's lawyers.
    const disabled = await findCase(demo, 'Cobro de alquileres adeudados');
    const closed = page
      .getByRole('article')
      .filter({ has: page.locator(`#my-lawyer-${disabled.id_abogado}-${disabled.id_grupo}`) });
    await closed.getByRole('link', { name: 'Nueva consulta' }).click();
    await waitForPath(page, '/nuevaConsulta');
    await stepHeading(page, /^Paso 1 de 5: Abogado/).waitFor();
    await page
      .locator('.consultation-step')
      .getByRole('alert')
      .filter({ hasText: 'El Estudio no está disponible' })
      .waitFor();
    await checkPage(page, 'consulta-estudio-no-disponible');
  });
});

describe('/nuevaConsulta when something fails', () => {
  it('keeps everything when the legacy API fails, and sends it on the next try', async () => {
    const page = await openFor(lawyerWithFreeService());
    const title = `Falla API ${randomUUID().slice(0, 6)}`;
    const free = lawyerWithFreeService().servicios.find((service) => service.tipo_cobro !== 'monto_unico');
    await describeProblem(page, new RegExp(free?.nombre ?? ''), title);
    await next(page, /^Paso 3 de 5/);
    await page
      .getByRole('radio', { name: /Videollamada|Presencial/ })
      .first()
      .check();
    await next(page, /^Paso 4 de 5/);
    const restoreConsultations = await breakService(page, legacyAction('nuevaConsulta'), FAULTS.serverError);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page
      .locator('.consultation-step')
      .getByRole('alert')
      .filter({ hasText: 'Error al intentar crear la consulta' })
      .waitFor();
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
    await page
      .getByLabel('Archivo')
      .setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 recibo') });
    await page.getByText('recibo.pdf').waitFor();
    await next(page, /^Paso 3 de 5/);
    await page
      .getByRole('radio', { name: /Videollamada|Presencial/ })
      .first()
      .check();
    await next(page, /^Paso 4 de 5/);
    const restoreUpload = await breakService(page, fileFunction('upload'), FAULTS.serverError);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await heading(page, 'Consulta enviada').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'La consulta se creó, pero el documento no se adjuntó (Error al crear el archivo)' })
      .waitFor();
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
    await page
      .getByRole('radio', { name: /Videollamada|Presencial/ })
      .first()
      .check();
    await next(page, /^Paso 4 de 5/);
    const restorePaymentLink = await breakService(page, legacyAction('getPaymentLinkMP'), FAULTS.serverError);
    await page.getByRole('button', { name: /^Enviar y pagar \$/ }).click();
    await heading(page, 'Consulta enviada').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'no se pudo generar el link de pago (Error al generar el link de pago)' })
      .waitFor();
    await checkPage(page, 'consulta-falla-pago');
    await restorePaymentLink();
    const created = await findCase(demo, title);
    await page.getByRole('link', { name: 'Pagar desde el asunto' }).click();
    // The case opens at its payment.
    await page.waitForURL((url) => new RegExp(`^/asunto/${created.id}/\\d+$`).test(url.pathname));
    await page
      .getByRole('button', { name: /^Pagar \$/ })
      .first()
      .waitFor();
  });
});
