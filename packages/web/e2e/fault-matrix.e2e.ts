import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessages, guardMessages, successMessages } from '@justiciable/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import {
  createConfirmedClient,
  findCase,
  inviteFromStudio,
  listCases,
  listDirectory,
  newClient,
  newRequest,
  signIn,
  type Credentials,
  type SignedIn,
  type WireLawyer,
} from './harness/cloud';
import {
  breakService,
  cognitoOperation,
  fileFunction,
  FAULTS,
  graphqlOperation,
  legacyAction,
  recordCalls,
  useShortTimeouts,
  type FaultName,
  type ServiceCall,
} from './harness/faults';
import { SCREENSHOTS_DIR } from './harness/paths';
import {
  deviceDataState,
  forgetDeviceCopies,
  heading,
  signInThroughWelcome,
  toast,
  waitForPath,
} from './harness/portal';
import { servedPortal } from './harness/target';

/**
 * Every screen under each fault of its main read and of each of its writes: the catalogue's
 * message shows, what was typed or chosen stays, a write is sent once per press (or as often as
 * its client may try it), and once the fault is lifted the retry goes through. The faults of one
 * operation come one after another, each answering the retry after the one before, so every
 * retry after a fault is shown to be sent once and handled; the last one, with the service
 * back, succeeds. The pages run with the harness's short timeouts (useShortTimeouts), so a timeout
 * takes a second and a half, and the table of the closing note is written to test-artifacts/.
 */

const browser = useBrowser();

const FAULT_ORDER: readonly FaultName[] = ['network', 'timeout', 'serverError', 'malformed'];
const FAULT_TITLES: Readonly<Record<FaultName, string>> = {
  network: 'network',
  timeout: 'timeout',
  serverError: '5xx',
  malformed: 'malformed JSON',
};

/** The table of the closing note, one row per screen and operation, written to test-artifacts/. */
const table = new Map<string, Partial<Record<FaultName, string>>>();

function record(row: string, fault: FaultName, cell: string): void {
  table.set(row, { ...table.get(row), [fault]: cell });
}

afterAll(() => {
  const lines = [
    `| screen · operation | ${FAULT_ORDER.map((fault) => FAULT_TITLES[fault]).join(' | ')} |`,
    `|---|${FAULT_ORDER.map(() => '---').join('|')}|`,
    ...[...table].map(([row, cells]) => `| ${row} | ${FAULT_ORDER.map((fault) => cells[fault] ?? '–').join(' | ')} |`),
  ];
  const artifacts = join(SCREENSHOTS_DIR, '..');
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(join(artifacts, 'fault-matrix.md'), `${lines.join('\n')}\n`);
});

/** Runs one cell, naming it in what fails. */
async function cell(row: string, fault: FaultName | 'retry', check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    throw new Error(
      `${row} · ${fault === 'retry' ? 'retry' : FAULT_TITLES[fault]}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/** Closes the toasts on screen, so the next one seen is the next attempt's. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /^Avisos/ }).getByRole('button', { name: 'Cerrar aviso' });
  while ((await close.count()) > 0) await close.first().click();
}

/** A write's failure told once, where it happened: the form's own alert, which no toast repeats. */
function inlineAlert(page: Page, message: string): Locator {
  return page.getByRole('alert').filter({ hasText: message });
}

/** A page's failed load: the catalogue's message beside its 'Reintentar'. */
function loadFailure(page: Page, message: string): Locator {
  return page
    .getByRole('alert')
    .filter({ hasText: message })
    .filter({ has: page.getByRole('button', { name: 'Reintentar' }) });
}

interface Read {
  readonly row: string;
  readonly call: ServiceCall;
  /** Goes to the page; the first load meets the first fault. */
  readonly open: (page: Page) => Promise<unknown>;
  readonly message: string;
  /** Fails unless what the person chose (a search, a view) is still there. */
  readonly kept?: (page: Page) => Promise<void>;
  /** Waits for what the page shows once the read went through. */
  readonly done: (page: Page) => Promise<unknown>;
  /** What each cell says besides ✓. */
  readonly note?: string;
}

/** A main read under each fault in turn, each retried with the page's 'Reintentar', then with the service back. */
async function checkRead(page: Page, read: Read, screenshot?: string): Promise<void> {
  const calls = recordCalls(page, read.call);
  const retry = page.getByRole('button', { name: 'Reintentar' });
  for (const [index, fault] of FAULT_ORDER.entries()) {
    await cell(read.row, fault, async () => {
      const lift = await breakService(page, read.call, FAULTS[fault]);
      const before = calls.sent();
      if (index === 0) await read.open(page);
      else await retry.click();
      await expect.poll(() => calls.sent(), { timeout: 30_000 }).toBeGreaterThan(before);
      await calls.settled();
      await retry.and(page.locator(':not([data-pending])')).waitFor();
      await loadFailure(page, read.message).waitFor();
      await read.kept?.(page);
      if (screenshot !== undefined && fault === 'malformed') await checkPage(page, screenshot);
      await lift();
      record(read.row, fault, `✓${read.note ?? ''}`);
    });
  }
  await cell(read.row, 'retry', async () => {
    await retry.click();
    await read.done(page);
    await read.kept?.(page);
  });
}

interface ReadFromDevice {
  readonly row: string;
  /** Every read of the screen the device keeps a copy of, all failing at once. */
  readonly calls: readonly ServiceCall[];
  /** The keys of their copies, there before the first fault. */
  readonly keys: readonly string[];
  /** Opens the screen afresh (a new visit: the copy is read first). */
  readonly open: (page: Page) => Promise<unknown>;
  /** Waits for what the screen shows, from the copy or the service. */
  readonly shown: (page: Page) => Promise<unknown>;
}

/**
 * A screen whose reads the device keeps under each fault: it opens from the copy,
 * saying 'No se pudo actualizar · datos de las HH:MM', with no failure to retry; with the service
 * back, the next visit shows the service's answer and says nothing of the copy.
 */
async function checkReadFromDevice(page: Page, read: ReadFromDevice, screenshot?: string): Promise<void> {
  await expect.poll(() => keptKeys(page), { timeout: 30_000 }).toEqual(expect.arrayContaining([...read.keys]));
  const unanswered = deviceDataState(page, 'unanswered');
  for (const fault of FAULT_ORDER) {
    await cell(read.row, fault, async () => {
      const lifts = await Promise.all(read.calls.map((call) => breakService(page, call, FAULTS[fault])));
      await read.open(page);
      await read.shown(page);
      await unanswered.first().waitFor();
      await expect(page.getByRole('button', { name: 'Reintentar' }).count()).resolves.toBe(0);
      if (screenshot !== undefined && fault === 'serverError') await checkPage(page, screenshot);
      for (const lift of lifts) await lift();
      record(read.row, fault, '✓ (copy shown, its time said)');
    });
  }
  await cell(read.row, 'retry', async () => {
    await read.open(page);
    await read.shown(page);
    // The copy shown first gives way to the service's answer, of which nothing is said.
    await expect.poll(() => page.locator('.data-freshness').first().textContent(), { timeout: 30_000 }).toBe('');
  });
}

interface Write {
  readonly row: string;
  readonly call: ServiceCall;
  /** What sends it; pressed once per attempt, and pending while it runs. */
  readonly button: (page: Page) => Locator;
  /** Where its failure under `fault` shows: a toast, or the form's own alert. */
  readonly failure: (page: Page, fault: FaultName) => Locator;
  /** Fails unless what the person typed or chose is still there. */
  readonly kept: (page: Page) => Promise<void>;
  /** Waits for what the page shows once it went through. */
  readonly done: (page: Page) => Promise<unknown>;
  /** Requests one press sends when nothing fails: one, unless it writes several records (one per notification). */
  readonly requests?: number;
  /** Requests per press under each fault: `requests`, unless its client may try it again (see each). */
  readonly attempts?: Partial<Record<FaultName, number>>;
  /** What a cell says besides ✓ (how many requests a press sent, and why that is no double write). */
  readonly note?: (fault: FaultName, sent: readonly string[]) => string;
}

/** A write under each fault in turn, each retried by pressing again, then with the service back. */
async function checkWrite(page: Page, write: Write, screenshot?: string): Promise<void> {
  const calls = recordCalls(page, write.call);
  const button = write.button(page);
  for (const fault of FAULT_ORDER) {
    await cell(write.row, fault, async () => {
      const lift = await breakService(page, write.call, FAULTS[fault]);
      await dismissToasts(page);
      const before = calls.sent();
      await button.click();
      await expect.poll(() => calls.sent(), { timeout: 30_000 }).toBeGreaterThan(before);
      await button.and(page.locator(':not([data-pending])')).waitFor();
      await write.failure(page, fault).waitFor();
      await write.kept(page);
      const sent = calls.payloads().slice(before);
      expect(sent, 'requests sent by one press').toHaveLength(write.attempts?.[fault] ?? write.requests ?? 1);
      if (screenshot !== undefined && fault === 'network') await checkPage(page, screenshot);
      await lift();
      record(write.row, fault, `✓${write.note?.(fault, sent) ?? ''}`);
    });
  }
  await cell(write.row, 'retry', async () => {
    await dismissToasts(page);
    const before = calls.sent();
    await button.click();
    await write.done(page);
    expect(calls.sent() - before, 'requests sent by the press that went through').toBe(write.requests ?? 1);
  });
}

/** The Lambda SDK tries an invocation twice after a dropped connection, a timeout or a 5xx (maxAttempts 2), never after an answer it could read. */
const FILE_FUNCTION_ATTEMPTS: Partial<Record<FaultName, number>> = { network: 2, timeout: 2, serverError: 2 };

/** What the identity forms say under each fault: the user pool's failures keep the transport's own text. */
const IDENTITY_FAILURES: Readonly<Record<FaultName, string>> = {
  network: errorMessages.network,
  timeout: errorMessages.timeout,
  serverError: errorMessages.unexpectedResponse,
  malformed: errorMessages.unexpectedResponse,
};

/**
 * Amplify tries a user-pool call three times after a dropped connection (and after a 5xx it can
 * read, which the fault's plain-text page is not), with no way to turn that off.
 */
const AMPLIFY_ATTEMPTS: Partial<Record<FaultName, number>> = { network: 3 };

/** Both attempts of one upload carry the same unique key, so the second can only overwrite the first's object. */
function sameUploadTwice(fault: FaultName, sent: readonly string[]): string {
  if (sent.length < 2) return '';
  const keys = sent.map((body) => (JSON.parse(body) as { uniqueKey: string }).uniqueKey);
  expect(new Set(keys).size, `${fault}: the upload's two attempts carry one unique key`).toBe(1);
  return ' (SDK: 2 attempts, one key)';
}

async function signedInPage(credentials: Credentials): Promise<Page> {
  const page = await browser.open('/welcome', useShortTimeouts);
  await signInThroughWelcome(page, credentials);
  return page;
}

async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).href);
}

/** Deletes the portal's records of `key` on the device (the adapters' IndexedDB device store), for every client. */
function forgetKept(page: Page, key: string): Promise<void> {
  return page.evaluate(
    (forgotten) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('justiciable-datos');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const writing = opening.result.transaction('registros', 'readwrite');
          const cursor = writing.objectStore('registros').openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (at === null) return;
            if ((at.value as { key: string }).key === forgotten) at.delete();
            at.continue();
          };
          writing.oncomplete = () => {
            opening.result.close();
            resolve();
          };
          writing.onerror = () => reject(writing.error);
        };
      }),
    key,
  );
}

/** The portal's records of the client's reads on the device (the adapters' IndexedDB device store), by key; the session's is 'sesion'. */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('justiciable-datos');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const listing = opening.result.transaction('registros').objectStore('registros').getAll();
          listing.onsuccess = () => {
            opening.result.close();
            resolve((listing.result as { key: string }[]).map((record) => record.key));
          };
        };
      }),
  );
}

function stepHeading(page: Page, step: RegExp): Locator {
  return page.getByRole('heading', { level: 2, name: step });
}

async function next(page: Page, step: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await stepHeading(page, step).waitFor();
}

/** The first free day of next week in a slot picker, and its first free start time; the time chosen. */
async function pickSlot(page: Page, within: Locator): Promise<string> {
  await within.getByRole('button', { name: 'Semana siguiente' }).click();
  await within
    .getByRole('button', { name: /^Elegir el / })
    .and(page.locator(':not([disabled])'))
    .first()
    .click();
  const start = within.getByLabel('Hora de inicio');
  const firstFree =
    (await start.locator('option:not([disabled])').allTextContents()).find((time) => /^\d{2}:\d{2}$/.test(time)) ?? '';
  await start.selectOption(firstFree);
  return firstFree;
}

/** The lawyer's name as the portal shows it. */
const nameOf = (lawyer: WireLawyer) => `${lawyer.nombre} ${lawyer.apellido}`.trim();

let demo: SignedIn;
/** Visible lawyers of distinct studios, each with a service that charges nothing when sent. */
let lawyers: WireLawyer[];

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
  const byStudy = new Map<number, WireLawyer>();
  for (const lawyer of await listDirectory(demo)) {
    if (
      lawyer.visible === 't' &&
      lawyer.servicios.some((service) => service.tipo_cobro !== 'monto_unico') &&
      !byStudy.has(lawyer.id_grupo)
    )
      byStudy.set(lawyer.id_grupo, lawyer);
  }
  lawyers = [...byStudy.values()];
  if (lawyers.length < 5) throw new Error('The demo directory has fewer than five studios with a free service.');
});

function lawyer(index: number): WireLawyer {
  const found = lawyers[index];
  if (found === undefined) throw new Error(`No lawyer ${index} in the directory.`);
  return found;
}

function freeService(of: WireLawyer): string {
  return of.servicios.find((service) => service.tipo_cobro !== 'monto_unico')?.nombre ?? '';
}

describe('the fault matrix: every screen under a network error, a timeout, a 5xx and malformed JSON', () => {
  it('/asuntos, /asunto/:id and /agenda (the demo client)', async () => {
    const layoff = await findCase(demo, 'Despido sin causa');
    const crash = await findCase(demo, 'Choque en Av. Circunvalación');
    const dateAsked = `Elegir fecha para la pericia médica ${randomUUID().slice(0, 6)}`;
    const dateRequest = await newRequest(demo, layoff, 7, dateAsked);
    const page = await signedInPage(servedPortal().demo);

    await checkRead(
      page,
      {
        row: '/asuntos · list of cases',
        call: legacyAction('listaAsuntos'),
        open: (at) => goTo(at, '/asuntos?q=Divorcio'),
        message: errorMessages.cases,
        kept: async (at) => expect(new URL(at.url()).searchParams.get('q')).toBe('Divorcio'),
        done: async (at) => {
          await at
            .getByRole('list', { name: 'Sus asuntos' })
            .getByRole('link', { name: 'Divorcio de común acuerdo' })
            .waitFor();
          await expect(at.getByRole('searchbox', { name: /Buscar/ }).inputValue()).resolves.toBe('Divorcio');
        },
      },
      'fallas-asuntos',
    );

    const documents = page.getByRole('region', { name: 'Documentos' });
    // The landing panel keeps the agenda it read on the device, which /agenda would show under a
    // fault (checkReadFromDevice's case): the read's own failure is that of a device without it.
    await expect.poll(() => keptKeys(page), { timeout: 30_000 }).toContain('agenda');
    await forgetKept(page, 'agenda');
    await checkRead(
      page,
      {
        row: '/agenda · agenda',
        call: legacyAction('listaAgendas'),
        open: (at) => goTo(at, '/agenda?vista=lista'),
        message: errorMessages.calendar,
        kept: async (at) => expect(new URL(at.url()).searchParams.get('vista')).toBe('lista'),
        done: (at) => at.getByRole('list', { name: 'Eventos de su agenda' }).waitFor(),
      },
      'fallas-agenda',
    );

    await checkRead(page, {
      row: '/asunto/:id · the case (its guard reads the cases)',
      call: legacyAction('listaAsuntos'),
      open: async (at) => {
        await forgetDeviceCopies(at);
        await goTo(at, `/asunto/${layoff.id}`);
      },
      message: errorMessages.cases,
      // The link stays: the retry opens the case it names.
      kept: (at) => waitForPath(at, `/asunto/${layoff.id}`),
      done: (at) => heading(at, layoff.case).waitFor(),
    });
    await checkRead(
      page,
      {
        row: '/asunto/:id · movements',
        call: legacyAction('listaMovimientos'),
        open: async (at) => {
          await forgetDeviceCopies(at);
          await goTo(at, `/asunto/${layoff.id}`);
        },
        message: errorMessages.movements,
        // The rest of the case stays: its name and its documents.
        kept: async (at) => {
          await heading(at, layoff.case).waitFor();
          await documents.getByText('telegrama-de-despido.pdf', { exact: true }).waitFor();
        },
        done: (at) => heading(at, 'Movimientos').waitFor(),
      },
      'fallas-asunto-movimientos',
    );
    await checkRead(page, {
      row: '/asunto/:id · documents',
      call: legacyAction('getDocumentsByCase'),
      open: async (at) => {
        await forgetDeviceCopies(at);
        await at.reload();
      },
      message: errorMessages.documents,
      done: () => documents.getByText('telegrama-de-despido.pdf', { exact: true }).waitFor(),
    });
    await checkReadFromDevice(
      page,
      {
        row: "/asunto/:id · from the device's copy (cases, movements, documents)",
        calls: [legacyAction('listaAsuntos'), legacyAction('listaMovimientos'), legacyAction('getDocumentsByCase')],
        keys: ['asuntos', `movimientos:${layoff.id}`, `documentos:${layoff.id}`],
        open: (at) => goTo(at, `/asunto/${layoff.id}`),
        shown: async (at) => {
          await heading(at, layoff.case).waitFor();
          await heading(at, 'Movimientos').waitFor();
          await documents.getByText('telegrama-de-despido.pdf', { exact: true }).waitFor();
        },
      },
      'fallas-asunto-copia-del-dispositivo',
    );

    const comment = `Consulta con el servicio caído ${randomUUID().slice(0, 6)}`;
    const firstMovement = page.getByRole('article').first();
    await firstMovement.getByLabel('Nuevo comentario').fill(comment);
    await checkWrite(
      page,
      {
        row: '/asunto/:id · add a comment',
        call: legacyAction('addNewComment'),
        button: () => firstMovement.getByRole('button', { name: 'Comentar' }),
        failure: (at) => inlineAlert(at, errorMessages.addComment),
        kept: async () => expect(firstMovement.getByLabel('Nuevo comentario').inputValue()).resolves.toBe(comment),
        done: async () => {
          // In the movement's comments, not the field: a field React mounts again shows its value as text.
          await firstMovement
            .getByRole('list', { name: /^Comentarios/ })
            .getByText(comment)
            .waitFor();
          await expect.poll(() => firstMovement.getByLabel('Nuevo comentario').inputValue()).toBe('');
        },
      },
      'fallas-asunto-comentario',
    );

    const note = page.getByRole('form', { name: /Enviar una novedad/ });
    const noteTitle = `Cambio de domicilio ${randomUUID().slice(0, 6)}`;
    await note.getByLabel('Título').fill(noteTitle);
    await note.getByLabel(/Detalle/).fill('Me mudé a Bv. San Juan 120, Córdoba.');
    await checkWrite(page, {
      row: '/asunto/:id · send a note to the lawyer',
      call: legacyAction('addNewMovent'),
      button: () => note.getByRole('button', { name: 'Enviar novedad' }),
      failure: (at) => inlineAlert(at, errorMessages.addMovement),
      kept: async () => {
        await expect(note.getByLabel('Título').inputValue()).resolves.toBe(noteTitle);
        await expect(note.getByLabel(/Detalle/).inputValue()).resolves.toBe('Me mudé a Bv. San Juan 120, Córdoba.');
      },
      done: (at) => at.getByRole('article', { name: noteTitle }).waitFor(),
    });

    const fileName = `poder-${randomUUID().slice(0, 6)}.pdf`;
    const announcements = recordCalls(page, legacyAction('addNewMovent'));
    await documents
      .getByLabel('Archivo')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 poder general') });
    await checkWrite(
      page,
      {
        row: '/asunto/:id · upload a document',
        call: fileFunction('upload'),
        button: () => documents.getByRole('button', { name: 'Cargar documento' }),
        failure: (at) => inlineAlert(at, errorMessages.uploadFile),
        kept: () => documents.getByText(fileName, { exact: true }).waitFor(),
        done: () => documents.getByRole('listitem').filter({ hasText: fileName }).waitFor(),
        attempts: FILE_FUNCTION_ATTEMPTS,
        note: sameUploadTwice,
      },
      'fallas-asunto-documento',
    );
    // The movement that tells the lawyer about the file is made once, however many presses it took.
    expect(announcements.sent()).toBe(1);

    await page.evaluate(() => {
      const opened = window as unknown as { __opened: string[] };
      opened.__opened = [];
      window.open = (url) => {
        opened.__opened.push(String(url));
        return null;
      };
    });
    const uploaded = documents.getByRole('listitem').filter({ hasText: fileName });
    await checkWrite(page, {
      row: '/asunto/:id · download a document',
      call: fileFunction('download'),
      button: () => uploaded.getByRole('button', { name: `Descargar ${fileName}` }),
      failure: (at) => toast(at, errorMessages.downloadFile),
      kept: () => uploaded.waitFor(),
      done: (at) => at.waitForFunction(() => (window as unknown as { __opened: string[] }).__opened.length === 1),
      attempts: FILE_FUNCTION_ATTEMPTS,
      note: (_fault, sent) => (sent.length > 1 ? ' (SDK: 2 attempts of a read)' : ''),
    });

    await goTo(page, `/asunto/${layoff.id}/${dateRequest.id_movimiento}`);
    const request = page.getByRole('article', { name: dateAsked });
    await request.getByRole('button', { name: 'Elegir fecha' }).click();
    const dateForm = page.getByRole('form', { name: /^Elegir fecha: / });
    const start = dateForm.getByLabel('Hora de inicio');
    const firstFree = await pickSlot(page, dateForm);
    const meeting = (await dateForm.getByText(/^Reunión el /).textContent()) ?? '';
    await checkWrite(page, {
      row: '/asunto/:id · answer a date request',
      call: legacyAction('updateCalendar'),
      button: () => dateForm.getByRole('button', { name: 'Confirmar fecha y hora' }),
      failure: (at) => inlineAlert(at, errorMessages.updateCalendar),
      kept: async () => {
        await expect(start.inputValue()).resolves.toBe(firstFree);
        await dateForm.getByText(meeting, { exact: true }).waitFor();
      },
      done: (at) => toast(at, 'Fecha elegida: la reunión quedó agendada.').waitFor(),
    });

    await goTo(page, `/asunto/${crash.id}`);
    await page
      .getByRole('button', { name: /^Pagar \$/ })
      .first()
      .click();
    const pay = page.getByRole('dialog', { name: 'Pagar' });
    await checkWrite(
      page,
      {
        row: '/asunto/:id · payment link',
        call: legacyAction('getPaymentLinkMP'),
        button: () => pay.getByRole('button', { name: 'Ir a pagar' }),
        failure: (at) => inlineAlert(at, errorMessages.paymentLink),
        kept: () => pay.getByText(errorMessages.paymentLink).waitFor(),
        done: (at) => at.getByRole('button', { name: 'Aprobar pago' }).waitFor(),
      },
      'fallas-asunto-pago',
    );
  });

  it('/notificaciones, /abogados, /vinculateContact, /directorio and /lawyerDetails (a new client)', async () => {
    const client = await createConfirmedClient('fallas-contactos');
    const [asked, accepted, declined, byLink, unanswered] = [lawyer(0), lawyer(1), lawyer(2), lawyer(3), lawyer(4)];
    await inviteFromStudio(client.email, accepted);
    await inviteFromStudio(client.email, declined);
    const linkInvitation = await inviteFromStudio(client.email, byLink);
    // Left unanswered: its notification is one more for 'Marcar todas como leídas'.
    await inviteFromStudio(client.email, unanswered);
    const page = await signedInPage(client);

    const unread = page.getByRole('region', { name: /^Sin leer/ });
    await checkRead(
      page,
      {
        row: '/notificaciones · notifications',
        call: legacyAction('getNotifications'),
        open: (at) => goTo(at, '/notificaciones'),
        message: errorMessages.notifications,
        done: () => unread.waitFor(),
      },
      'fallas-notificaciones',
    );
    const linkNotice = unread.getByRole('listitem').filter({ hasText: `Invitación de ${byLink.nombre_estudio}` });
    const unreadBefore = await unread.getByRole('listitem').count();
    await checkWrite(page, {
      row: '/notificaciones · mark one read',
      call: legacyAction('readNotification'),
      button: () => linkNotice.getByRole('button', { name: 'Marcar como leída' }),
      failure: (at) => toast(at, errorMessages.readNotification),
      kept: async () => expect(unread.getByRole('listitem').count()).resolves.toBe(unreadBefore),
      done: async (at) => {
        await toast(at, successMessages.notificationRead).waitFor();
        await expect.poll(() => unread.getByRole('listitem').count()).toBe(unreadBefore - 1);
      },
    });
    const stillUnread = await unread.getByRole('listitem').count();
    // The four invitations' notifications, less the one read; nothing else arrives meanwhile (the contact request comes later).
    expect(stillUnread).toBe(3);
    await checkWrite(page, {
      row: '/notificaciones · mark all read',
      call: legacyAction('readNotification'),
      button: (at) => at.getByRole('button', { name: 'Marcar todas como leídas' }),
      failure: (at) => toast(at, errorMessages.readNotification),
      kept: async () => expect(unread.getByRole('listitem').count()).resolves.toBe(stillUnread),
      done: async (at) => {
        await toast(at, successMessages.notificationRead).waitFor();
        await unread.waitFor({ state: 'detached' });
      },
      requests: stillUnread,
      note: (_fault, sent) => {
        expect(new Set(sent).size, 'each notification asked once').toBe(sent.length);
        return ` (${sent.length} requests, one per notification)`;
      },
    });

    const invitations = page.getByRole('list', { name: 'Invitaciones pendientes' });
    const invitation = (from: WireLawyer) => invitations.getByRole('listitem').filter({ hasText: from.nombre_estudio });
    await checkRead(page, {
      row: '/abogados · my lawyers',
      call: legacyAction('listaMisAbogados'),
      open: (at) => goTo(at, '/abogados'),
      message: errorMessages.myLawyers,
      done: (at) =>
        at.getByRole('list', { name: 'Sus abogados' }).or(heading(at, 'Todavía no tiene abogados')).first().waitFor(),
    });
    await checkWrite(
      page,
      {
        row: '/abogados · accept an invitation',
        call: legacyAction('acceptInvitation'),
        button: () => invitation(accepted).getByRole('button', { name: 'Aceptar invitación' }),
        failure: (at) => toast(at, errorMessages.acceptInvitation),
        kept: () => invitation(accepted).waitFor(),
        done: (at) => toast(at, successMessages.invitationAccepted).waitFor(),
      },
      'fallas-abogados-invitacion',
    );
    // 'Rechazar' asks first; its dialog stays open while the answer fails, to press again.
    await invitation(declined).getByRole('button', { name: 'Rechazar' }).click();
    const decline = page.getByRole('alertdialog', { name: `¿Rechazar la invitación de ${declined.nombre_estudio}?` });
    await checkWrite(page, {
      row: '/abogados · decline an invitation',
      call: legacyAction('declineInvitation'),
      button: () => decline.getByRole('button', { name: 'Rechazar invitación' }),
      failure: (at) => toast(at, errorMessages.declineInvitation),
      kept: () => decline.waitFor(),
      done: async (at) => {
        await toast(at, successMessages.invitationDeclined).waitFor();
        await decline.waitFor({ state: 'detached' });
      },
    });
    const linked = `${nameOf(accepted)} - ${accepted.nombre_estudio}`;
    await page
      .getByRole('article', { name: linked })
      .getByRole('button', { name: /^Desvincular/ })
      .click();
    const unlink = page.getByRole('alertdialog', { name: `¿Desvincular a ${linked}?` });
    await checkWrite(
      page,
      {
        row: '/abogados · unlink a lawyer',
        call: legacyAction('unlinkLawyer'),
        button: () => unlink.getByRole('button', { name: 'Desvincular', exact: true }),
        failure: (at) => toast(at, errorMessages.unlinkLawyer),
        kept: () => unlink.waitFor(),
        done: (at) => toast(at, `${linked} ya no figura entre sus abogados.`).waitFor(),
      },
      'fallas-abogados-desvincular',
    );

    await checkRead(
      page,
      {
        row: '/vinculateContact · invitation',
        call: legacyAction('findInvitation'),
        open: (at) => goTo(at, `/vinculateContact/${linkInvitation.id_invitacion}?token=${linkInvitation.token}`),
        message: errorMessages.findInvitation,
        done: (at) => heading(at, 'Invitación de un estudio').waitFor(),
      },
      'fallas-invitacion-enlace',
    );
    await checkWrite(page, {
      row: '/vinculateContact · accept',
      call: legacyAction('acceptInvitation'),
      button: (at) => at.getByRole('button', { name: 'Aceptar invitación' }),
      failure: (at) => inlineAlert(at, errorMessages.acceptInvitation),
      kept: (at) => at.getByRole('button', { name: 'Rechazar' }).waitFor(),
      done: (at) => at.getByText('La invitación fue aceptada.').waitFor(),
    });

    const directory = page.getByRole('list', { name: 'Abogados y estudios' });
    const contact = (state: 'Contactar a' | 'Pendiente:') =>
      directory.getByRole('button', { name: `${state} ${nameOf(asked)}`, exact: true });
    const searched = async (at: Page) => expect(new URL(at.url()).searchParams.get('q')).toBe(nameOf(asked));
    await checkRead(
      page,
      {
        row: '/directorio · directory',
        call: legacyAction('listaAbogadosDirectorio'),
        open: (at) => goTo(at, `/directorio?q=${encodeURIComponent(nameOf(asked))}`),
        message: errorMessages.directory,
        kept: searched,
        done: () => contact('Contactar a').waitFor(),
      },
      'fallas-directorio',
    );
    // 'Contactar' asks first; its dialog stays open while the request fails, to send again.
    await contact('Contactar a').click();
    const request = page.getByRole('dialog', { name: `¿Enviar una solicitud de contacto a ${nameOf(asked)}?` });
    await checkWrite(page, {
      row: '/directorio · contact request',
      call: legacyAction('sendRequestToAbogado'),
      button: () => request.getByRole('button', { name: 'Enviar solicitud' }),
      failure: (at) => toast(at, errorMessages.contactRequest),
      kept: async (at) => {
        await searched(at);
        await request.waitFor();
      },
      done: async (at) => {
        await toast(at, `Solicitud enviada a ${nameOf(asked)}.`).waitFor();
        await contact('Pendiente:').waitFor();
      },
    });

    await checkRead(page, {
      row: '/lawyerDetails · lawyer and media',
      call: legacyAction('getGroupInformation'),
      open: (at) => goTo(at, `/lawyerDetails/${asked.id}/${asked.id_grupo}`),
      message: errorMessages.lawyerInfo,
      done: (at) => at.getByRole('list', { name: 'Medios y precios' }).waitFor(),
    });
    const studioPage = `/lawyerDetails/${declined.id}/${declined.id_grupo}`;
    await checkRead(
      page,
      {
        row: "/lawyerDetails · the studio's check (guard)",
        call: legacyAction('getStudyInfo'),
        open: (at) => goTo(at, studioPage),
        message: errorMessages.studyInfo,
        kept: async (at) => expect(new URL(at.url()).pathname).toBe(studioPage),
        done: (at) => at.getByRole('list', { name: 'Medios y precios' }).waitFor(),
      },
      'fallas-abogado-estudio',
    );
  });

  it('/nuevaConsulta and /consultationViaLink (a new client)', async () => {
    const client = await createConfirmedClient('fallas-consultas');
    const chosen = lawyer(4);
    const page = await signedInPage(client);
    const casesNamed = async (name: string) =>
      (await listCases(await signIn(client))).filter((each) => each.case === name);

    await checkRead(
      page,
      {
        row: '/nuevaConsulta · directory of lawyers',
        call: legacyAction('listaAbogadosDirectorio'),
        open: (at) => goTo(at, '/nuevaConsulta'),
        message: errorMessages.directory,
        done: (at) => at.getByRole('searchbox', { name: 'Nombre, estudio, especialidad o localidad' }).waitFor(),
      },
      'fallas-nueva-consulta',
    );

    await goTo(page, `/nuevaConsulta?abogado=${chosen.id}&grupo=${chosen.id_grupo}`);
    await stepHeading(page, /^Paso 2 de 5/).waitFor();
    const title = `Consulta con fallas ${randomUUID().slice(0, 6)}`;
    await page
      .getByRole('radio', { name: freeService(chosen) })
      .first()
      .check();
    await page.getByRole('textbox', { name: 'Título de la consulta' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Describa su problema' })
      .fill('Me despidieron sin preaviso y no me pagaron la liquidación final.');
    await next(page, /^Paso 3 de 5/);
    await page
      .getByRole('radio', { name: /Videollamada|Presencial/ })
      .first()
      .check();
    await next(page, /^Paso 4 de 5/);
    const review = page.locator('.consultation-review');
    await checkWrite(
      page,
      {
        row: '/nuevaConsulta · send the consultation',
        call: legacyAction('nuevaConsulta'),
        button: (at) => at.getByRole('button', { name: 'Enviar consulta' }),
        failure: (at) => inlineAlert(at, errorMessages.consultation),
        kept: async () => expect(review.textContent()).resolves.toContain(title),
        done: (at) => heading(at, 'Consulta enviada').waitFor(),
      },
      'fallas-consulta-envio',
    );
    await expect(casesNamed(title)).resolves.toHaveLength(1);

    const comment = 'Quiero reclamar la indemnización';
    const link = `/consultationViaLink/${chosen.id}/${chosen.id_grupo}/${chosen.id_estudio}/${encodeURIComponent(freeService(chosen))}/${encodeURIComponent(comment)}`;
    await checkRead(
      page,
      {
        row: "/consultationViaLink · the studio's check (guard)",
        call: legacyAction('getStudyInfo'),
        open: (at) => goTo(at, link),
        message: errorMessages.studyInfo,
        kept: async (at) => expect(new URL(at.url()).pathname).toBe(new URL(link, at.url()).pathname),
        done: (at) => stepHeading(at, /^Paso 1 de 4: Qué necesita/).waitFor(),
      },
      'fallas-consulta-enlace',
    );
    await checkRead(page, {
      row: '/consultationViaLink · the studio',
      call: legacyAction('getPreviewStudy'),
      open: (at) => at.reload(),
      message: errorMessages.studyInfo,
      done: (at) => stepHeading(at, /^Paso 1 de 4: Qué necesita/).waitFor(),
    });
    const viaLinkTitle = `Por enlace con fallas ${randomUUID().slice(0, 6)}`;
    await page.getByRole('textbox', { name: 'Título de la consulta' }).fill(viaLinkTitle);
    await next(page, /^Paso 2 de 4/);
    await page.getByRole('radio', { name: new RegExp(chosen.medios[0]?.medio_comunicacion ?? 'Videollamada') }).check();
    await next(page, /^Paso 3 de 4/);
    await checkWrite(page, {
      row: '/consultationViaLink · send the consultation',
      call: legacyAction('nuevaConsulta'),
      button: (at) => at.getByRole('button', { name: 'Enviar consulta' }),
      failure: (at) => inlineAlert(at, errorMessages.consultation),
      kept: async () => {
        await expect(review.textContent()).resolves.toContain(viaLinkTitle);
        await expect(review.textContent()).resolves.toContain(comment);
      },
      done: (at) => heading(at, 'Consulta enviada').waitFor(),
    });
    await expect(casesNamed(viaLinkTitle)).resolves.toHaveLength(1);
  });

  it('/miCuenta (a new client): profile, billing, location, Descargar mis datos and the deletion', async () => {
    const client = await createConfirmedClient('fallas-cuenta');
    const page = await signedInPage(client);
    await goTo(page, '/miCuenta');
    await heading(page, 'Mi cuenta').waitFor();

    const profile = page.getByRole('form', { name: 'Datos personales' });
    await profile.getByLabel('Nombre y apellido').fill('Ana Belén Prueba');
    await profile.getByRole('textbox', { name: /^Número/ }).fill('+5493515550188');
    await checkWrite(
      page,
      {
        row: '/miCuenta · save the profile (GraphQL)',
        call: graphqlOperation('UpdateUser', (values) => !Object.hasOwn(values.input as object, 'deletedAt')),
        button: () => profile.getByRole('button', { name: 'Guardar datos personales' }),
        failure: (at) => inlineAlert(at, errorMessages.saveProfile),
        kept: async () => {
          await expect(profile.getByLabel('Nombre y apellido').inputValue()).resolves.toBe('Ana Belén Prueba');
          await expect(profile.getByRole('textbox', { name: /^Número/ }).inputValue()).resolves.toBe('+5493515550188');
        },
        done: async (at) => {
          await toast(at, 'Sus datos personales fueron guardados').waitFor();
          await at.getByRole('banner').getByRole('button', { name: 'Cuenta de Ana Belén Prueba' }).waitFor();
        },
      },
      'fallas-mi-cuenta-perfil',
    );

    const billing = page.getByRole('form', { name: 'Datos de facturación' });
    await billing.getByLabel('Razón social o nombre').fill('Ana Prueba');
    await billing.getByLabel('CUIT / CUIL').fill('27-31456789-2');
    await billing.getByRole('button', { name: /Condición frente al IVA$/ }).click();
    await page.getByRole('option', { name: 'Monotributista' }).click();
    await billing.getByLabel('Domicilio fiscal').fill('Av. Colón 1234, Córdoba');
    await checkWrite(page, {
      row: '/miCuenta · save the billing data (GraphQL)',
      call: graphqlOperation('CreateBilling'),
      button: () => billing.getByRole('button', { name: 'Guardar facturación' }),
      failure: (at) => inlineAlert(at, errorMessages.saveBilling),
      kept: async () => {
        await expect(billing.getByLabel('Razón social o nombre').inputValue()).resolves.toBe('Ana Prueba');
        await expect(billing.getByLabel('CUIT / CUIL').inputValue()).resolves.toBe('27-31456789-2');
        await expect(
          billing.getByRole('button', { name: /Condición frente al IVA$/ }).textContent(),
        ).resolves.toContain('Monotributista');
      },
      done: (at) => toast(at, 'Sus datos de facturación fueron guardados').waitFor(),
    });

    const location = page.getByRole('form', { name: 'Ubicación' });
    await location.getByRole('combobox', { name: 'País' }).pressSequentially('Argen');
    await page.getByRole('option', { name: 'Argentina' }).click();
    await location.getByRole('combobox', { name: 'Provincia' }).pressSequentially('Córd');
    await page.getByRole('option', { name: 'Córdoba' }).click();
    await location.getByRole('combobox', { name: 'Ciudad o localidad' }).fill('Villa Carlos Paz');
    await location.getByLabel('Domicilio').fill('San Martín 50');
    await checkWrite(page, {
      row: '/miCuenta · save the location (GraphQL)',
      call: graphqlOperation('CreateLocation'),
      button: () => location.getByRole('button', { name: 'Guardar ubicación' }),
      failure: (at) => inlineAlert(at, errorMessages.saveLocation),
      kept: async () => {
        await expect(location.getByRole('combobox', { name: 'País' }).inputValue()).resolves.toBe('Argentina');
        await expect(location.getByRole('combobox', { name: 'Provincia' }).inputValue()).resolves.toBe('Córdoba');
        await expect(location.getByRole('combobox', { name: 'Ciudad o localidad' }).inputValue()).resolves.toBe(
          'Villa Carlos Paz',
        );
        await expect(location.getByLabel('Domicilio').inputValue()).resolves.toBe('San Martín 50');
      },
      done: (at) => toast(at, 'Su ubicación fue guardada').waitFor(),
    });

    const exporting = page.getByRole('region', { name: 'Descargar mis datos' });
    await checkWrite(page, {
      row: '/miCuenta · Descargar mis datos (reading the account)',
      call: graphqlOperation('GetUser'),
      button: () => exporting.getByRole('button', { name: /^(Descargar mis datos|Reintentar)$/ }),
      failure: () => exporting.getByRole('alert').filter({ hasText: errorMessages.loadUser }),
      kept: () => exporting.getByText(/falló la lectura de los datos de su cuenta/).waitFor(),
      done: () => exporting.getByText(/^Listo: se descargó mis-datos-justiciable-/).waitFor(),
      attempts: { network: 2, timeout: 2, serverError: 2 },
      note: (_fault, sent) => (sent.length > 1 ? ' (a read: 2 attempts)' : ''),
    });

    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar su cuenta?' });
    await checkWrite(
      page,
      {
        row: '/miCuenta · delete the account (GraphQL, then api.php and Cognito)',
        call: graphqlOperation(
          'UpdateUser',
          (values) => typeof (values.input as { deletedAt?: unknown }).deletedAt === 'string',
        ),
        button: () => confirm.getByRole('button', { name: 'Sí, eliminar mi cuenta' }),
        failure: (at) => inlineAlert(at, errorMessages.deleteAccount),
        kept: () => confirm.getByText(client.email).waitFor(),
        done: async (at) => {
          await toast(at, successMessages.userDeleted).waitFor();
          await waitForPath(at, '/welcome');
        },
      },
      'fallas-mi-cuenta-baja',
    );
  });

  it('/previewInfoEstudio, /fileRequest, /calendarRequest and /welcome (signed out)', async () => {
    const layoff = await findCase(demo, 'Despido sin causa');
    const fileAsked = `Adjuntar el recibo de sueldo ${randomUUID().slice(0, 6)}`;
    const fileRequest = await newRequest(demo, layoff, 2, fileAsked);
    const dateAsked = `Elegir fecha para firmar el acuerdo ${randomUUID().slice(0, 6)}`;
    const dateRequest = await newRequest(demo, layoff, 7, dateAsked);
    const studio = lawyer(0);
    const page = await browser.open('/welcome', useShortTimeouts);

    await checkRead(
      page,
      {
        row: '/previewInfoEstudio · studio and lawyer',
        call: legacyAction('getPreviewStudy'),
        open: (at) =>
          goTo(at, `/previewInfoEstudio/${studio.id}/${studio.id_grupo}/${encodeURIComponent(nameOf(studio))}`),
        message: errorMessages.studyInfo,
        done: (at) => at.getByRole('list', { name: 'Medios y precios' }).waitFor(),
      },
      'fallas-estudio-perfil',
    );

    const fileLink = `/fileRequest/${layoff.id}/${fileRequest.id_movimiento}/${layoff.id_grupo}?token=${fileRequest.link_token}`;
    await checkRead(
      page,
      {
        row: '/fileRequest · the request (guard and page)',
        call: legacyAction('getSpecificCalendarMovement'),
        open: (at) => goTo(at, fileLink),
        message: guardMessages.linkNotLoaded,
        kept: async (at) => expect(new URL(at.url()).pathname).toBe(new URL(fileLink, at.url()).pathname),
        done: (at) => at.getByText(fileAsked).waitFor(),
      },
      'fallas-pedido-archivo',
    );
    const fileName = `recibo-${randomUUID().slice(0, 6)}.pdf`;
    await page
      .locator('input[type=file][multiple]')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 recibo de sueldo') });
    await checkWrite(page, {
      row: '/fileRequest · send the file',
      call: fileFunction('upload'),
      button: (at) => at.getByRole('button', { name: 'Enviar 1 archivo' }),
      failure: (at) => inlineAlert(at, errorMessages.uploadFile),
      kept: (at) => at.getByText(fileName, { exact: true }).waitFor(),
      done: (at) => at.getByText('Archivo enviado: su abogado ya lo tiene en el asunto.').waitFor(),
      attempts: FILE_FUNCTION_ATTEMPTS,
      note: sameUploadTwice,
    });

    const dateLink = `/calendarRequest/${layoff.id}/${dateRequest.id_movimiento}/${layoff.id_abogado}?token=${dateRequest.link_token}`;
    await checkRead(
      page,
      {
        row: '/calendarRequest · the request (guard and page)',
        call: legacyAction('getSpecificCalendarMovement'),
        open: (at) => goTo(at, dateLink),
        message: guardMessages.linkNotLoaded,
        kept: async (at) => expect(new URL(at.url()).pathname).toBe(new URL(dateLink, at.url()).pathname),
        done: (at) => at.getByText(dateAsked).waitFor(),
      },
      'fallas-pedido-fecha',
    );
    const slotForm = page.getByRole('form', { name: 'Fecha y hora de la reunión' });
    const chosenTime = await pickSlot(page, slotForm);
    await checkWrite(page, {
      row: '/calendarRequest · choose the date',
      call: legacyAction('updateCalendar'),
      button: () => slotForm.getByRole('button', { name: 'Confirmar fecha y hora' }),
      failure: (at) => inlineAlert(at, errorMessages.updateCalendar),
      kept: async () => expect(slotForm.getByLabel('Hora de inicio').inputValue()).resolves.toBe(chosenTime),
      done: (at) => at.getByText(/Quedó agendada la reunión/).waitFor(),
    });

    const visitor = newClient('fallas-registro');
    await goTo(page, '/welcome');
    await page.getByRole('tab', { name: 'Crear cuenta' }).click();
    const registration = page.getByRole('form', { name: 'Crear cuenta' });
    await registration.getByLabel('Nombre y apellido').fill(visitor.name);
    await registration.getByLabel('Correo electrónico').fill(visitor.email);
    await registration.getByLabel('Contraseña', { exact: true }).fill(visitor.password);
    await registration.getByLabel('Número').fill(visitor.phone.replace(/^\+54/, ''));
    await checkWrite(
      page,
      {
        row: '/welcome · create an account (Cognito)',
        call: cognitoOperation('SignUp'),
        button: () => registration.getByRole('button', { name: 'Crear cuenta', exact: true }),
        failure: (_at, fault) => registration.getByRole('alert').filter({ hasText: IDENTITY_FAILURES[fault] }),
        kept: async () => {
          await expect(registration.getByLabel('Correo electrónico').inputValue()).resolves.toBe(visitor.email);
          await expect(registration.getByLabel('Contraseña', { exact: true }).inputValue()).resolves.toBe(
            visitor.password,
          );
          await expect(registration.getByLabel('Número').inputValue()).resolves.toBe(
            visitor.phone.replace(/^\+54/, ''),
          );
        },
        done: (at) => heading(at, 'Confirme su correo electrónico').waitFor(),
        attempts: AMPLIFY_ATTEMPTS,
        // The pool keeps one account per e-mail: a repeated SignUp whose first did arrive is refused, never a second account.
        note: (_fault, sent) => (sent.length > 1 ? ` (Amplify: ${sent.length} attempts, one account per e-mail)` : ''),
      },
      'fallas-registro',
    );

    const returning = await createConfirmedClient('fallas-ingreso');
    await goTo(page, '/welcome');
    const signInForm = page.getByRole('form', { name: 'Ingresar' });
    await signInForm.getByLabel('Correo electrónico').fill(returning.email);
    await signInForm.getByLabel('Contraseña', { exact: true }).fill(returning.password);
    await checkWrite(
      page,
      {
        row: '/welcome · sign in (Cognito)',
        call: cognitoOperation('InitiateAuth'),
        button: () => signInForm.getByRole('button', { name: 'Ingresar', exact: true }),
        failure: (_at, fault) => signInForm.getByRole('alert').filter({ hasText: IDENTITY_FAILURES[fault] }),
        kept: async () => {
          await expect(signInForm.getByLabel('Correo electrónico').inputValue()).resolves.toBe(returning.email);
          await expect(signInForm.getByLabel('Contraseña', { exact: true }).inputValue()).resolves.toBe(
            returning.password,
          );
        },
        done: (at) => waitForPath(at, '/nuevaConsulta'),
        attempts: AMPLIFY_ATTEMPTS,
        note: (_fault, sent) =>
          sent.length > 1 ? ` (Amplify: ${sent.length} attempts of a call that writes nothing)` : '',
      },
      'fallas-ingreso',
    );
  });
});
