import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import {
  createConfirmedClient,
  findCase,
  inviteFromStudio,
  signIn,
  type Credentials,
  type SignedIn,
} from './harness/cloud';
import { heading, signInThroughWelcome, toast, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

interface WireLawyer {
  readonly id: number;
  readonly id_grupo: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly nombre_estudio: string;
  readonly visible: string;
}

/** The lawyer's name as the portal shows it. */
const nameOf = (lawyer: WireLawyer) => `${lawyer.nombre} ${lawyer.apellido}`.trim();

/** The directory as the emulator lists it to this client: visible lawyers, one per studio. */
async function directoryLawyers(session: SignedIn): Promise<WireLawyer[]> {
  const response = await fetch(`${servedPortal().emulatorUrl}/justiciable-api/api.php/listaAbogadosDirectorio/`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const answer = (await response.json()) as { status: number; datos: WireLawyer[] };
  if (answer.status !== 200) throw new Error(`listaAbogadosDirectorio failed: ${answer.status}`);
  const byStudy = new Map<number, WireLawyer>();
  for (const lawyer of answer.datos)
    if (lawyer.visible === 't' && !byStudy.has(lawyer.id_grupo)) byStudy.set(lawyer.id_grupo, lawyer);
  return [...byStudy.values()];
}

/** How many notifications the service holds for the client (getNotifications answers a list or an object of them). */
async function notificationCount(session: SignedIn, email: string): Promise<number> {
  const query = new URLSearchParams({ id_justiciable: session.sub, email_justiciable: email });
  const response = await fetch(`${servedPortal().emulatorUrl}/justiciable-api/api.php/getNotifications/?${query}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const answer = (await response.json()) as { status: number; datos: unknown[] | Record<string, unknown> | null };
  return answer.status === 200 && answer.datos !== null ? Object.keys(answer.datos).length : 0;
}

function lawyerList(page: Page) {
  return page.getByRole('list', { name: 'Abogados y estudios' });
}

/** The contact button in a state SPEC §4 names, as it reads: 'Contactar a X', 'Pendiente: X', 'Contactado: X'. */
function contactButton(page: Page, state: 'CONTACTAR' | 'PENDIENTE' | 'CONTACTADO', name: string) {
  const accessibleName = {
    CONTACTAR: `Contactar a ${name}`,
    PENDIENTE: `Pendiente: ${name}`,
    CONTACTADO: `Contactado: ${name}`,
  }[state];
  return lawyerList(page).getByRole('button', { name: accessibleName, exact: true });
}

/** Presses Contactar and sends the request from the dialog that says what the lawyer receives. */
async function sendRequest(page: Page, name: string, screenshot?: string): Promise<void> {
  await contactButton(page, 'CONTACTAR', name).click();
  const confirm = page.getByRole('dialog', { name: `¿Enviar una solicitud de contacto a ${name}?` });
  await confirm.waitFor();
  if (screenshot !== undefined) await checkPage(page, screenshot);
  await confirm.getByRole('button', { name: 'Enviar solicitud' }).click();
}

/** A URL's search as the router reads it: a value that would read as a number is written as a JSON string. */
function routerSearch(url: URL): Record<string, string> {
  return Object.fromEntries(
    [...url.searchParams].map(([key, value]) => [key, value.startsWith('"') ? (JSON.parse(value) as string) : value]),
  );
}

function filtersInUrl(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function waitForFilters(page: Page, filters: Record<string, string>): Promise<void> {
  await page.waitForURL(
    (url) =>
      url.pathname === '/directorio' &&
      JSON.stringify(Object.fromEntries(url.searchParams)) === JSON.stringify(filters),
  );
}

async function openDirectory(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Directorio' }).click();
  await waitForPath(page, '/directorio');
  await lawyerList(page).getByRole('listitem').first().waitFor();
}

/** A new client, signed in on a page of their own, and their session on the wire. */
async function freshClient(label: string): Promise<{ page: Page; client: Credentials; session: SignedIn }> {
  const client = await createConfirmedClient(label);
  const session = await signIn(client);
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, client);
  return { page, client, session };
}

/** Narrows the directory to one lawyer by name, so their row is on screen whatever the list's length. */
async function searchFor(page: Page, name: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: /Buscar/ });
  await search.fill(name);
  await page.waitForURL((url) => url.searchParams.get('q') === name);
}

describe('/directorio', () => {
  it('searches by name or studio and filters by speciality and province, all kept in the URL through a reload, with Sin resultados and Limpiar filtros', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await openDirectory(page);
    const total = Number((await page.getByRole('status').filter({ hasText: 'abogados' }).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(5);
    // SPEC §4: the demo client's CONTACTADO lawyers come first, then PENDIENTE, then CONTACTAR.
    // The states SPEC §4 names, in sentence case like every other button.
    const states = await lawyerList(page).getByRole('listitem').getByRole('button').allTextContents();
    const rank = { Contactado: 0, Pendiente: 1, Contactar: 2 } as Record<string, number>;
    expect(states.map((state) => rank[state])).toEqual([...states.map((state) => rank[state])].sort());
    expect(states).toContain('Contactado');
    expect(states).toContain('Pendiente');
    await checkPage(page, 'directorio-orden');

    await page.getByRole('button', { name: /Especialidad/ }).click();
    await page.getByRole('option', { name: 'Derecho Laboral' }).click();
    await waitForFilters(page, { especialidad: 'Derecho Laboral' });
    const laboral = lawyerList(page).getByRole('listitem');
    await expect.poll(() => laboral.count()).toBeLessThan(total);
    for (const text of await laboral.allTextContents()) expect(text).toContain('Derecho Laboral');
    await checkPage(page, 'directorio-filtrado');

    // A province of one of the labour lawyers, as their locality ('City, Province') names it.
    const locality = (await laboral.first().locator('.directory-card-place dd').textContent()) ?? '';
    const province = locality.split(',').at(-1)?.trim() ?? '';
    await page.getByRole('button', { name: /Provincia/ }).click();
    await page.getByRole('option', { name: province, exact: true }).click();
    await waitForFilters(page, { especialidad: 'Derecho Laboral', provincia: province });
    await page.reload();
    await heading(page, 'Directorio').waitFor();
    expect(filtersInUrl(page)).toEqual({ especialidad: 'Derecho Laboral', provincia: province });
    const both = lawyerList(page).getByRole('listitem');
    await both.first().waitFor();
    for (const text of await both.allTextContents()) {
      expect(text).toContain('Derecho Laboral');
      expect(text).toContain(`, ${province}`);
    }

    await page.getByRole('searchbox', { name: /Buscar/ }).pressSequentially('zzzz');
    await waitForFilters(page, { especialidad: 'Derecho Laboral', provincia: province, q: 'zzzz' });
    await heading(page, 'Sin resultados').waitFor();
    await checkPage(page, 'directorio-sin-resultados');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await waitForFilters(page, {});
    await expect(page.getByRole('status').filter({ hasText: 'abogados' }).textContent()).resolves.toBe(
      `${total} abogados`,
    );

    const studio = (await lawyerList(page).locator('.directory-card-study').first().textContent()) ?? '';
    await page.getByRole('searchbox', { name: /Buscar/ }).pressSequentially(studio);
    await page.waitForURL((url) => url.searchParams.get('q') === studio);
    // The list keeps the previous answer until the search's is whole (ui/sliced-filter.ts): wait for it.
    const found = lawyerList(page).getByRole('listitem');
    await expect
      .poll(async () => (await found.allTextContents()).filter((text) => !text.includes(studio)).length)
      .toBe(0);
    expect(await found.count()).toBeGreaterThan(0);
  });

  it('asks before sending a contact request, saying what the lawyer receives; Pendiente, then Contactado once the lawyer accepts, without a reload', async () => {
    const client = await createConfirmedClient('directorio-solicitud');
    const session = await signIn(client);
    const page = await browser.open('/welcome');
    // The page's clock, so the minute between looks for new notifications can pass at once.
    await page.clock.install();
    await signInThroughWelcome(page, client);
    const [lawyer] = await directoryLawyers(session);
    if (lawyer === undefined) throw new Error('The seed has no directory lawyers.');
    const name = nameOf(lawyer);
    await openDirectory(page);
    await searchFor(page, name);
    // Cancelling sends nothing.
    await contactButton(page, 'CONTACTAR', name).click();
    const confirm = page.getByRole('dialog', { name: `¿Enviar una solicitud de contacto a ${name}?` });
    await confirm.getByText(`su correo (${client.email})`, { exact: false }).waitFor();
    await confirm.getByText('Una vez enviada no se puede retirar', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(contactButton(page, 'CONTACTAR', name).isEnabled()).resolves.toBe(true);

    await sendRequest(page, name, 'directorio-solicitud-confirmar');
    await contactButton(page, 'PENDIENTE', name).waitFor();
    // Contactar turned into Pendiente: the focus follows it there rather than falling to the page.
    await expect
      .poll(() => contactButton(page, 'PENDIENTE', name).evaluate((element) => element === document.activeElement))
      .toBe(true);
    await toast(page, `Solicitud enviada a ${name}.`).waitFor();
    await expect(contactButton(page, 'PENDIENTE', name).isDisabled()).resolves.toBe(true);
    await checkPage(page, 'directorio-pendiente');

    // The emulated lawyer accepts after EMULATOR_AUTO_ACCEPT_MS and the client is notified; the
    // portal's next look for notifications (a minute later) brings the new state to the page on screen.
    await expect
      .poll(() => notificationCount(session, client.email), { timeout: 60_000, interval: 1_000 })
      .toBeGreaterThan(0);
    await page.clock.fastForward('01:05');
    await contactButton(page, 'CONTACTADO', name).waitFor();
    await checkPage(page, 'directorio-contactado');
  });

  it("offers the studio's pending invitation instead of a request (201); accepting it shows CONTACTADO and the lawyer in Mis abogados; unlinking returns CONTACTAR", async () => {
    const { page, client, session } = await freshClient('directorio-invitacion');
    const [, lawyer] = await directoryLawyers(session);
    if (lawyer === undefined) throw new Error('The seed has too few directory lawyers.');
    const name = nameOf(lawyer);
    await inviteFromStudio(client.email, lawyer);

    await openDirectory(page);
    await searchFor(page, name);
    await sendRequest(page, name);
    const dialog = page.getByRole('dialog', { name: 'Tiene una invitación pendiente de este Estudio' });
    await dialog.waitFor();
    await dialog.getByText(lawyer.nombre_estudio, { exact: true }).waitFor();
    await checkPage(page, 'directorio-invitacion-pendiente');
    await dialog.getByRole('button', { name: 'Aceptar invitación' }).click();
    await toast(page, 'Invitación aceptada correctamente').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await contactButton(page, 'CONTACTADO', name).waitFor();

    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mis abogados' }).click();
    await waitForPath(page, '/abogados');
    const card = page.getByRole('article', { name: `${name} - ${lawyer.nombre_estudio}` });
    await card.waitFor();
    const newConsultation = new URL(
      (await card.getByRole('link', { name: 'Nueva consulta' }).getAttribute('href')) ?? '',
      page.url(),
    );
    expect(newConsultation.pathname).toBe('/nuevaConsulta');
    expect(routerSearch(newConsultation)).toEqual({ abogado: String(lawyer.id), grupo: String(lawyer.id_grupo) });
    await checkPage(page, 'abogados-vinculado');

    await card.getByRole('button', { name: /^Desvincular/ }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Desvincular a ${name} - ${lawyer.nombre_estudio}?` });
    await confirm.waitFor();
    await checkPage(page, 'abogados-desvincular');
    await confirm.getByRole('button', { name: 'Desvincular', exact: true }).click();
    await toast(page, `${name} - ${lawyer.nombre_estudio} ya no figura entre sus abogados.`).waitFor();
    await heading(page, 'Todavía no tiene abogados').waitFor();

    await openDirectory(page);
    await searchFor(page, name);
    await contactButton(page, 'CONTACTAR', name).waitFor();
  });

  it('lists a pending invitation in Mis abogados; declining it removes it and leaves CONTACTAR', async () => {
    const { page, client, session } = await freshClient('abogados-rechazo');
    const [, , lawyer] = await directoryLawyers(session);
    if (lawyer === undefined) throw new Error('The seed has too few directory lawyers.');
    const name = nameOf(lawyer);
    await inviteFromStudio(client.email, lawyer);

    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mis abogados' }).click();
    await waitForPath(page, '/abogados');
    const invitations = page.getByRole('region', { name: 'Tiene una invitación pendiente' });
    await invitations.getByText(lawyer.nombre_estudio, { exact: true }).waitFor();
    await checkPage(page, 'abogados-invitacion');
    await invitations.getByRole('button', { name: 'Rechazar' }).click();
    // Asked first: one press by mistake must not end an invitation.
    const confirm = page.getByRole('alertdialog', { name: `¿Rechazar la invitación de ${lawyer.nombre_estudio}?` });
    await confirm.getByText('no figurará entre sus abogados').waitFor();
    await confirm.getByRole('button', { name: 'Rechazar invitación' }).click();
    await toast(page, 'Invitación rechazada correctamente').waitFor();
    await invitations.waitFor({ state: 'detached' });
    await heading(page, 'Todavía no tiene abogados').waitFor();

    await openDirectory(page);
    await searchFor(page, name);
    await contactButton(page, 'CONTACTAR', name).waitFor();
  });
});

describe('/lawyerDetails', () => {
  it('shows a lawyer from the directory with media and services, and sends a lawyer of a disabled studio to /welcome with the reason', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await openDirectory(page);
    const link = lawyerList(page).getByRole('listitem').first().getByRole('link').first();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await heading(page, name).waitFor();
    await page.getByRole('list', { name: 'Medios y precios' }).waitFor();
    // Each service says what it covers, as the lawyer wrote it, beside its price.
    const firstService = page.getByRole('list', { name: 'Servicios y precios' }).getByRole('listitem').first();
    await expect(firstService.locator('.offer-description').textContent()).resolves.toMatch(/\S/);
    await page.getByRole('link', { name: 'Iniciar consulta' }).waitFor();
    await checkPage(page, 'abogado-detalle');

    // 'Compartir' hands over the consultation link anyone can open, with or without an account.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: `Compartir el enlace para consultar a ${name}` }).click();
    await toast(page, `Enlace copiado: péguelo donde quiera compartir la consulta con ${name}.`).waitFor();
    const shared = (await page.locator('.share-link-url a').getAttribute('href')) ?? '';
    expect(new URL(shared).pathname).toMatch(/^\/consultationViaLink\/\d+\/\d+\/\d+$/);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shared);

    // The studio's other lawyers are links to their own pages.
    await page.getByText(/^Sobre /).click();
    const members = page.getByRole('list', { name: /^Abogados de / });
    const colleague = members.getByRole('link').first();
    const colleagueName = (await colleague.textContent()) ?? '';
    await checkPage(page, 'abogado-estudio-abogados');
    await colleague.click();
    await heading(page, colleagueName).waitFor();

    const disabled = await findCase(await signIn(servedPortal().demo), 'Cobro de alquileres adeudados');
    await page.goto(new URL(`/lawyerDetails/${disabled.id_abogado}/${disabled.id_grupo}`, page.url()).href);
    await toast(page, 'El Estudio no está disponible').waitFor();
    await waitForPath(page, '/nuevaConsulta');
  });
});

describe('the studio preview pages', () => {
  it('show a studio and its lawyers to a visitor who is not signed in, with a consultation by link', async () => {
    const lawyers = await directoryLawyers(await signIn(servedPortal().demo));
    const lawyer = lawyers[0];
    if (lawyer === undefined) throw new Error('The seed has no directory lawyers.');
    const name = nameOf(lawyer);
    const page = await browser.open(
      `/previewListaEstudios/${lawyer.id}/${lawyer.id_grupo}/${encodeURIComponent(name)}`,
    );
    await heading(page, lawyer.nombre_estudio).waitFor();
    await page.getByRole('list', { name: 'Abogados del estudio' }).getByText(name, { exact: true }).waitFor();
    await checkPage(page, 'estudio-abogados');

    await page.getByRole('link', { name: `Ver perfil de ${name}` }).click();
    await waitForPath(page, `/previewInfoEstudio/${lawyer.id}/${lawyer.id_grupo}/${encodeURIComponent(name)}`);
    await heading(page, name).waitFor();
    await page.getByRole('list', { name: 'Medios y precios' }).waitFor();
    await checkPage(page, 'estudio-perfil');

    const start = page.getByRole('link', { name: 'Iniciar una consulta' });
    await expect(start.getAttribute('href')).resolves.toMatch(
      new RegExp(`^/consultationViaLink/${lawyer.id}/${lawyer.id_grupo}/\\d+$`),
    );
    // Sending needs an account, and the preview says so instead of promising a consultation without one.
    await page.getByText('Para enviarla necesita una cuenta', { exact: false }).waitFor();
    await expect(page.getByText('sin crear una cuenta', { exact: false }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: /^Compartir el enlace para consultar a / }).waitFor();
  });
});
