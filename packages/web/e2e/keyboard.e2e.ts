import { randomUUID } from 'node:crypto';
import type { FileChooser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, failIfFound, focusProblem, useBrowser } from './harness/browser';
import {
  confirmationCode,
  findCase,
  listDirectory,
  newClient,
  newRequest,
  signIn,
  type Credentials,
  type SignedIn,
  type WireCase,
  type WireLawyer,
} from './harness/cloud';
import { heading, toast, waitForPath } from './harness/portal';

/**
 * The client's journeys done with the keyboard alone, as a person who cannot use a pointer does
 * them: Tab, Shift+Tab, Enter, Space, arrows and typing, never a click, a fill or the mouse. The
 * client is a new one, registered here, so the demo account is left as every other test reads it.
 */

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };

/** The role and accessible name of the focused element, as a screen reader says it ('<body>' when nothing is). */
async function focused(page: Page): Promise<{ readonly role: string; readonly name: string }> {
  const isBody = await page.evaluate(() => document.activeElement === null || document.activeElement === document.body);
  if (isBody) return { role: 'body', name: '' };
  // The accessibility tree's own line for the element: '- button "Enviar solicitud"'.
  const [first = ''] = (await page.locator(':focus').first().ariaSnapshot()).split('\n');
  // A line with a colon in it is written as YAML's single-quoted string: - 'radio "Presencial: $ 34.500"'.
  const line = first.trim().replace(/^- '(.*?)'(?=:|$).*$/, (_, quoted: string) => `- ${quoted.replace(/''/g, "'")}`);
  const match = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
  return { role: match?.[1] ?? line, name: (match?.[2] ?? '').replace(/\\(.)/g, '$1') };
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element's accessible name is `name`,
 * within `limit` presses; fails listing every element reached, in order.
 */
async function tabTo(
  page: Page,
  name: string | RegExp,
  { back = false, limit = 40 }: { readonly back?: boolean; readonly limit?: number } = {},
): Promise<void> {
  const matches = (found: string) => (typeof name === 'string' ? found === name : name.test(found));
  const reached: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // Every control the keyboard reaches on the way is seen, not under a bar, a panel or a toast.
    const hidden = await focusProblem(page);
    if (hidden !== null)
      failIfFound(`${back ? 'Shift+Tab' : 'Tab'} toward '${String(name)}'`, page.url(), [
        `${hidden} (WCAG 2.4.7, 2.4.11)`,
      ]);
    const now = await focused(page);
    if (matches(now.name)) return;
    reached.push(`${now.role} "${now.name}"`);
  }
  throw new Error(
    `${limit} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached '${String(name)}'; they reached:\n  ${reached.join('\n  ')}`,
  );
}

/** Waits until the focus is on an element so named (after a press that moves it). */
async function focusIsOn(page: Page, name: string | RegExp): Promise<void> {
  await expect
    .poll(async () => (await focused(page)).name, { timeout: 30_000 })
    .toSatisfy((found: string) => (typeof name === 'string' ? found === name : name.test(found)));
}

/** Tabs to a field and types into it, as a person does. */
async function typeInto(page: Page, field: string | RegExp, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Signs in from /welcome by keyboard: the tab 'Ingresar' is the one shown first. */
async function signInByKeyboard(page: Page, client: Credentials): Promise<void> {
  await waitForPath(page, '/welcome');
  await page.getByRole('form', { name: 'Ingresar' }).waitFor();
  await typeInto(page, 'Correo electrónico', client.email);
  await typeInto(page, 'Contraseña', client.password);
  await tabTo(page, 'Ingresar');
  await page.keyboard.press('Enter');
  await waitForPath(page, '/nuevaConsulta');
  await heading(page, 'Nueva consulta').waitFor();
}

/** The account menu in the header, opened with Enter, then one of its items reached with the arrows. */
async function accountMenu(page: Page, item: 'Mi cuenta' | 'Cerrar sesión', screenshot?: string): Promise<void> {
  await tabTo(page, /^Cuenta de /, { back: true, limit: 60 });
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  if (screenshot !== undefined) await checkPage(page, screenshot);
  for (let press = 0; press < 5 && (await focused(page)).name !== item; press++) await page.keyboard.press('ArrowDown');
  await focusIsOn(page, item);
  await page.keyboard.press('Enter');
}

let client: (Credentials & { readonly name: string; readonly phone: string }) | null = null;
let session: SignedIn;
let consultationCase: WireCase;
let lawyer: WireLawyer;

describe('keyboard only', () => {
  it('registers and confirms, signs out and in again, and takes a consultation to the checkout', async () => {
    const fresh = newClient('teclado');
    const page = await browser.open('/welcome');
    await heading(page, 'Su consulta legal, clara y en orden').waitFor();

    // The tabs of /welcome: Tab reaches the chosen one, the arrows choose another.
    await tabTo(page, 'Ingresar');
    await page.keyboard.press('ArrowRight');
    await focusIsOn(page, 'Crear cuenta');
    await page.getByRole('form', { name: 'Crear cuenta' }).waitFor();
    await typeInto(page, 'Nombre y apellido', fresh.name);
    await typeInto(page, 'Correo electrónico', fresh.email);
    await typeInto(page, 'Contraseña', fresh.password);
    await typeInto(page, 'Número', fresh.phone.replace(/^\+54/, ''));
    await tabTo(page, 'Crear cuenta');
    await page.keyboard.press('Enter');
    await heading(page, 'Confirme su correo electrónico').waitFor();
    await typeInto(page, 'Código de verificación', await confirmationCode(fresh.email));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/nuevaConsulta');
    await heading(page, 'Nueva consulta').waitFor();
    client = fresh;
    session = await signIn(fresh);

    await accountMenu(page, 'Cerrar sesión');
    await signInByKeyboard(page, fresh);

    // A consultation to a lawyer whose first consultation is paid, up to the checkout.
    const lawyers = (await listDirectory(session)).filter(
      (each) =>
        each.visible === 't' &&
        each.servicios.some((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0),
    );
    lawyer = lawyers[0] ?? expect.unreachable('The demo directory has no lawyer with a single-amount service.');
    const fullName = `${lawyer.nombre} ${lawyer.apellido}`;
    await typeInto(page, 'Nombre, estudio, especialidad o localidad', fullName);
    const everywhere = page.getByRole('button', { name: 'Buscar en todas las provincias' });
    await page.getByRole('list', { name: 'Resultados del directorio' }).or(everywhere).first().waitFor();
    if (await everywhere.isVisible()) {
      await tabTo(page, 'Buscar en todas las provincias');
      await page.keyboard.press('Enter');
    }
    await page
      .getByRole('list', { name: 'Resultados del directorio' })
      .getByRole('button', { name: `Elegir a ${fullName}` })
      .first()
      .waitFor();
    await tabTo(page, `Elegir a ${fullName}`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: /^Paso 2 de 5: Qué necesita/ }).waitFor();

    const paid = lawyer.servicios.find((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0);
    // A radio group is one stop of Tab; the arrows choose within it (and select as they move).
    await tabTo(page, new RegExp(`^${lawyer.servicios[0]?.nombre ?? ''}`));
    for (
      let press = 0;
      press < lawyer.servicios.length && !(await focused(page)).name.startsWith(paid?.nombre ?? '');
      press++
    )
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(
      page
        .getByRole('radio', { name: new RegExp(`^${paid?.nombre ?? ''}`) })
        .first()
        .isChecked(),
    ).resolves.toBe(true);
    const title = `Consulta por teclado ${randomUUID().slice(0, 6)}`;
    await typeInto(page, 'Título de la consulta', title);
    await typeInto(page, 'Describa su problema', 'Me despidieron sin preaviso y no me pagaron la liquidación final.');
    await tabTo(page, 'Continuar');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: /^Paso 3 de 5/ }).waitFor();
    await tabTo(page, /Videollamada|Presencial/);
    await page.keyboard.press('Space');
    await tabTo(page, 'Continuar');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: /^Paso 4 de 5/ }).waitFor();
    await tabTo(page, /^Enviar y pagar \$/, { limit: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/__emulator/checkout/') || url.href.includes('/checkout/'));
    consultationCase = await findCase(session, title);
  });

  it('answers a file request and a date request, filters the agenda, asks a lawyer for contact and deletes the account', async () => {
    if (client === null) throw new Error('The registration by keyboard failed: there is no client to continue with.');
    const fileAsked = 'Adjuntar el telegrama de despido';
    const dateAsked = 'Elegir fecha para la reunión inicial';
    // The emulated lawyer accepts the consultation a few seconds after it is sent: once accepted,
    // so the page's 'Consulta aceptada' notice and the case read again it brings do not come while
    // the keyboard is on its way (in one run of three the focus was no longer on 'Elegir archivos').
    await expect
      .poll(
        async () =>
          ((await findCase(session, consultationCase.case)) as WireCase & { readonly estado?: string }).estado,
        { timeout: 60_000, interval: 500 },
      )
      .toBe('Activo');
    const fileRequest = await newRequest(session, consultationCase, 2, fileAsked);
    await newRequest(session, consultationCase, 7, dateAsked);
    const page = await browser.open('/welcome');
    // On a phone, where the bottom bar and the toasts sit over the page: every control reached is checked uncovered.
    await page.setViewportSize(PHONE);
    await signInByKeyboard(page, client);

    // A deep link to the request, as the lawyer's e-mail brings it.
    await page.goto(new URL(`/asunto/${consultationCase.id}/${fileRequest.id_movimiento}`, page.url()).href);
    await heading(page, consultationCase.case).waitFor();
    const form = page.getByRole('form', { name: `Enviar archivos: ${fileAsked}` });
    await form.waitFor();
    // The link's movement takes the focus once the case is read: the keyboard starts from there.
    await focusIsOn(page, fileAsked);
    await tabTo(page, 'Elegir archivos', { limit: 80 });
    const chooser = await openFileChooserByKeyboard(page, 'Elegir archivos');
    await chooser.setFiles({
      name: 'telegrama.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 telegrama de despido'),
    });
    await form.getByRole('button', { name: 'Enviar 1 archivo' }).waitFor();
    await tabTo(page, 'Enviar 1 archivo');
    await page.keyboard.press('Enter');
    await toast(page, 'Archivo enviado: su abogado ya lo tiene en el asunto.').waitFor();

    // The date request: its form opens from the movement, the slot picker works with the keyboard.
    const movement = page.getByRole('article', { name: dateAsked });
    await movement.waitFor();
    await tabTo(page, 'Elegir fecha', { limit: 80 });
    await page.keyboard.press('Enter');
    const dateForm = page.getByRole('form', { name: `Elegir fecha: ${dateAsked}` });
    await dateForm.waitFor();
    await tabTo(page, 'Semana siguiente');
    await page.keyboard.press('Enter');
    await tabTo(page, /^Elegir el /);
    await page.keyboard.press('Enter');
    await tabTo(page, 'Hora de inicio');
    await page.keyboard.press('ArrowDown');
    await expect(dateForm.getByLabel('Hora de inicio').inputValue()).resolves.toMatch(/^\d{2}:\d{2}$/);
    await tabTo(page, 'Confirmar fecha y hora');
    await page.keyboard.press('Enter');
    await toast(page, 'Fecha elegida: la reunión quedó agendada.').waitFor();
    await dateForm.waitFor({ state: 'detached' });

    // The agenda, reached through the sections, filtered by the case in its list view.
    await tabTo(page, 'Agenda', { back: true, limit: 80 });
    await page.keyboard.press('Enter');
    await waitForPath(page, '/agenda');
    await heading(page, 'Agenda').waitFor();
    await tabTo(page, 'Lista');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('vista') === 'lista');
    await tabTo(page, /Filtrar por/);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Asunto' }).waitFor();
    for (let press = 0; press < 6 && (await focused(page)).name !== 'Asunto'; press++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, /Asunto: agregar un valor/);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: consultationCase.case }).waitFor();
    await page.keyboard.type(consultationCase.case.slice(0, 12));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('filtro') === 'asunto' &&
        (url.searchParams.get('valores') ?? '').includes(consultationCase.case),
    );
    await page.getByRole('list', { name: 'Filtro por asunto' }).getByText(consultationCase.case).waitFor();
    await checkPage(page, 'teclado-agenda-filtrada');
    await page.setViewportSize(PHONE);

    // A contact request from the directory.
    // On a phone the directory is behind 'Más' in the bottom bar.
    await tabTo(page, 'Más', { limit: 80 });
    await page.keyboard.press('Enter');
    await tabTo(page, 'Directorio', { limit: 10 });
    await page.keyboard.press('Enter');
    await waitForPath(page, '/directorio');
    const directoryLawyer =
      (await listDirectory(session)).find((each) => each.visible === 't' && each.id !== lawyer.id) ??
      expect.unreachable('The directory has one lawyer only.');
    const name = `${directoryLawyer.nombre} ${directoryLawyer.apellido}`;
    await typeInto(page, /Buscar/, name);
    const contact = page
      .getByRole('list', { name: 'Abogados y estudios' })
      .getByRole('button', { name: `Contactar a ${name}`, exact: true });
    await contact.waitFor();
    await tabTo(page, `Contactar a ${name}`, { limit: 60 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `¿Enviar una solicitud de contacto a ${name}?` });
    await confirm.waitFor();
    await tabTo(page, 'Enviar solicitud');
    await page.keyboard.press('Enter');
    await page
      .getByRole('list', { name: 'Abogados y estudios' })
      .getByRole('button', { name: `Pendiente: ${name}`, exact: true })
      .waitFor();
    await toast(page, `Solicitud enviada a ${name}.`).waitFor();

    // The account deleted, from Mi cuenta.
    await accountMenu(page, 'Mi cuenta', 'teclado-menu-cuenta');
    await page.setViewportSize(PHONE);
    await waitForPath(page, '/miCuenta');
    await tabTo(page, 'Eliminar mi cuenta', { limit: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar su cuenta?' });
    await dialog.waitFor();
    await tabTo(page, 'Sí, eliminar mi cuenta');
    await page.keyboard.press('Enter');
    await toast(page, 'Usuario eliminado correctamente').waitFor();
    await waitForPath(page, '/welcome');
  });
});

/**
 * Enter on the focused button that opens the device's files, and the chooser it opens. In one CI
 * run of several (a loaded machine) no chooser came in 60 s although the button had the focus;
 * the cause was not found. The press is made again, at most twice, each time the focus is still
 * on the button, so a lost press does not fail the journey while a button that never opens one
 * still does.
 */
async function openFileChooserByKeyboard(page: Page, name: string): Promise<FileChooser> {
  for (let attempt = 1; ; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.keyboard.press('Enter');
    try {
      return await chooser;
    } catch (error) {
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      if (attempt === 3 || focused !== name) throw error;
    }
  }
}
