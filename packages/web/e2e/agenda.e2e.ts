import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, newRequest, signIn } from './harness/cloud';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';
import { agendaMessages, meetingMessages } from '@justiciable/core';
import { servedPortal } from './harness/target';

const browser = useBrowser();

const DESPIDO = 'Despido sin causa - Metalúrgica Río Segundo S.A.';

function agendaList(page: Page) {
  return page.getByRole('list', { name: 'Eventos de su agenda' });
}

/** How many entries the page says it shows: 'N eventos' or 'N de M eventos · filtro por …'. */
async function shownCount(page: Page): Promise<number> {
  return Number(/^\d+/.exec((await page.locator('.agenda-count').textContent()) ?? '')?.[0] ?? Number.NaN);
}

interface ListedEntry {
  readonly title: string;
  /** Its date and time as the card shows them: 'd/m/yyyy' and 'HH:MM' or 'HH:MM a HH:MM', '-' when missing. */
  readonly date: string;
  readonly time: string;
  /** Whether it offers 'Agregar a mi calendario', which only an entry with a date does. */
  readonly dated: boolean;
  /** The case it belongs to, as its card says. */
  readonly subject: string;
}

/** Every entry of the list, scrolling the window through it: only entries near the view exist. */
async function listedEntries(page: Page, list = agendaList(page)): Promise<ListedEntry[]> {
  const byPlace = new Map<number, ListedEntry>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (;;) {
    const rendered = await list.locator(':scope > li').evaluateAll((items) =>
      items.map((item) => ({
        place: Number(item.getAttribute('aria-posinset')),
        title: item.querySelector('.agenda-entry-title')?.textContent ?? '',
        date: item.querySelectorAll('dd')[0]?.textContent ?? '',
        time: item.querySelectorAll('dd')[1]?.textContent ?? '',
        dated: [...item.querySelectorAll('button')].some((button) =>
          button.textContent?.startsWith('Agregar a mi calendario'),
        ),
        subject: item.querySelectorAll('dd')[2]?.textContent ?? '',
      })),
    );
    for (const { place, ...entry } of rendered) byPlace.set(place, entry);
    if (await scrolledToEnd(page)) break;
    await scrollOnePage(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...byPlace.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
}

async function listedTitles(page: Page): Promise<string[]> {
  return (await listedEntries(page)).map((entry) => entry.title);
}

function scrolledToEnd(page: Page): Promise<boolean> {
  return page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2);
}

async function scrollOnePage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The entry titled `title`, scrolled into the window: other journeys add entries to the demo's
 * agenda, newest first, which may push it below the part of the list that exists.
 */
async function revealEntry(page: Page, title: string) {
  // Exact: the journeys' own date requests ('Elegir fecha para la audiencia de conciliación') contain the demo's titles.
  const entry = agendaList(page).getByRole('article', { name: title, exact: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  while ((await entry.count()) === 0) {
    if (await scrolledToEnd(page)) throw new Error(`The agenda lists no entry '${title}'.`);
    await scrollOnePage(page);
  }
  return entry;
}

/** The list of /agenda filtered by one subject, opened by its address. */
async function openFilteredBySubject(page: Page, subject: string): Promise<void> {
  await page.goto(
    new URL(
      `/agenda?vista=lista&filtro=asunto&valores=${encodeURIComponent(JSON.stringify([subject]))}`,
      servedPortal().appUrl,
    ).href,
  );
  await agendaList(page).waitFor();
}

/** The agenda's view and filter as the address bar shows them (the router writes arrays as JSON). */
function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function openAgenda(page: Page): Promise<void> {
  await signInThroughWelcome(page, servedPortal().demo);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Agenda' }).click();
  await waitForPath(page, '/agenda');
  await heading(page, 'Agenda').waitFor();
}

/** Downloads what the button gives and reads it with ical.js, as a calendar application would. */
async function downloadCalendar(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone !== null) ICAL.TimezoneService.register(zone);
  return {
    name: download.suggestedFilename(),
    text,
    events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)),
  };
}

/** A card's date and start as one sortable text, 'yyyy-mm-dd HH:MM' ('-' for a whole day sorts before any time). */
function whenOf({ date, time }: ListedEntry): string {
  const [day, month, year] = date.split('/').map(Number);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${time.slice(0, 5)}`;
}

describe('/agenda', () => {
  it("opens on 'Próximos' on a phone: from today on, by date and time, with SPEC's order one tap away; the view stays in the URL", async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL('/agenda', page.url()).href);
    const upcoming = page.getByRole('list', { name: 'Próximos eventos' });
    await upcoming.waitFor();
    await expect(
      page.getByRole('button', { name: 'Próximos', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    const entries = await listedEntries(page, upcoming);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });
    const whens = entries.map(whenOf);
    expect(whens.every((when) => when.slice(0, 10) >= today)).toBe(true);
    expect(whens).toEqual([...whens].sort());
    // The demo's appointments ahead: tomorrow at 18:00, in 9 days at 09:00, a deadline in 12 days; none of the past.
    const titles = entries.map((entry) => entry.title);
    const ahead = ['Reunión con la Dra.', 'Mediación con la prepaga', 'Vencimiento: ofrecimiento de prueba'].map(
      (start) => titles.findIndex((title) => title.startsWith(start)),
    );
    expect(ahead.every((place) => place >= 0)).toBe(true);
    expect(ahead).toEqual([...ahead].sort((a, b) => a - b));
    expect(titles).not.toContain('Audiencia de conciliación');

    await page.getByRole('button', { name: 'Lista', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('vista') === 'lista');
    expect(await listedTitles(page)).toContain('Audiencia de conciliación');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(new URL('/agenda', page.url()).href);
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Próximos', exact: true }).click();
    await page.waitForURL((url) => url.search === '?vista=proximos');
    await upcoming.waitFor();
    await page.reload();
    await upcoming.waitFor();
    expect((await listedEntries(page, upcoming)).map(whenOf)).toEqual(whens);
    await page.getByText(`${whens.length} eventos desde ahora, por fecha y hora.`).waitFor();
    // The view is in the URL: both widths show it.
    await checkPage(page, 'agenda-proximos');
  });

  it('shows the month (a list on a phone), the week and the list, keeping the view in the URL', async () => {
    const page = await browser.open('/welcome');
    await openAgenda(page);
    const grid = page.getByRole('table');
    await grid.waitFor();
    await expect(page.getByRole('button', { name: 'Mes', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await expect(
      grid.getByRole('columnheader').evaluateAll((headers) => headers.map((header) => header.getAttribute('abbr'))),
    ).resolves.toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    await expect(grid.locator('[data-today]').count()).resolves.toBe(1);
    await page.getByText(/eventos? no tienen? fecha todavía/).waitFor();
    // At 390 px no view is in the URL: the phone gets what comes next, as a list of cards.
    await checkPage(page, 'agenda-mes');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Próximos eventos' }).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Semana', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('vista') === 'semana');
    const week = page.getByRole('list', { name: /^Semana del / });
    await week.waitFor();
    await expect(week.getByRole('heading', { level: 3 }).first().textContent()).resolves.toMatch(/^lunes \d+\/\d+/);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await page.waitForURL((url) => url.searchParams.has('dia'));
    await checkPage(page, 'agenda-semana');

    await page.getByRole('button', { name: 'Lista', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('vista') === 'lista');
    await agendaList(page).waitFor();
    const titles = await listedTitles(page);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Audiencia de conciliación',
        'Reunión para preparar la audiencia de vista de causa',
        'Llamado con el perito',
      ]),
    );
    expect(titles).not.toContain('Reunión en el estudio');
    expect(titles).toHaveLength(await shownCount(page));
    await openFilteredBySubject(page, DESPIDO);
    const undated = await revealEntry(page, 'Reunión para preparar la audiencia de vista de causa');
    await expect(undated.getByRole('link', { name: /^Elegir fecha/ }).getAttribute('href')).resolves.toMatch(
      /^\/asunto\/\d+\/\d+$/,
    );
    await expect(undated.locator('dd').first().textContent()).resolves.toBe('-');
    await checkPage(page, 'agenda-lista');

    await undated.getByRole('link', { name: /^Elegir fecha/ }).click();
    await page.waitForURL((url) => /^\/asunto\/\d+\/\d+$/.test(url.pathname));
    await page.getByRole('main').getByText('Reunión para preparar la audiencia de vista de causa').first().waitFor();
    await page.getByRole('main').getByText('Elegir fecha').first().waitFor();
  });

  it('applies one filter at a time, says when another replaced it, and keeps it in the URL through a reload', async () => {
    const page = await browser.open('/welcome');
    await openAgenda(page);
    await page.getByRole('button', { name: 'Lista', exact: true }).click();
    await agendaList(page).waitFor();
    const total = await shownCount(page);
    expect(await listedTitles(page)).toHaveLength(total);

    await page.getByRole('button', { name: /Filtrar por/ }).click();
    await page.getByRole('option', { name: 'Asunto' }).click();
    await page.getByRole('combobox', { name: /Asunto: agregar un valor/ }).click();
    await page.getByRole('option', { name: DESPIDO }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('filtro') === 'asunto');
    expect(JSON.parse(searchOf(page).valores ?? '[]')).toEqual([DESPIDO]);
    await expect
      .poll(() => listedTitles(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['Audiencia de conciliación', 'Vencimiento: ofrecimiento de prueba']));
    const bySubject = await listedTitles(page);
    expect(bySubject.length).toBeLessThan(total);
    expect(new Set((await listedEntries(page)).map((entry) => entry.subject))).toEqual(new Set([DESPIDO]));
    await page.getByText(`${bySubject.length} de ${total} eventos · filtro por asunto`).waitFor();
    await checkPage(page, 'agenda-filtro-asunto');

    // Another field replaces the filter, and the page says so rather than showing two.
    await page.getByRole('button', { name: /Filtrar por/ }).click();
    await page.getByRole('option', { name: 'Tipo de reunión' }).click();
    await page.getByText('Se quitó el filtro por asunto.').waitFor();
    await page.waitForURL((url) => url.searchParams.get('filtro') === 'tipo' && !url.searchParams.has('valores'));
    await expect.poll(() => shownCount(page), { timeout: 30_000 }).toBe(total);
    await page.getByRole('combobox', { name: /Tipo de reunión: agregar un valor/ }).click();
    await page.getByRole('option', { name: 'Videollamada' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.has('valores'));
    await expect.poll(() => shownCount(page), { timeout: 30_000 }).toBeLessThan(total);
    for (const entry of await agendaList(page).getByRole('article').all()) {
      await expect(entry.locator('dd').nth(4).textContent()).resolves.toBe('Videollamada');
    }
    expect(await page.getByRole('list', { name: 'Filtro por tipo de reunión' }).textContent()).toContain(
      'Videollamada',
    );
    await checkPage(page, 'agenda-filtro-reemplazado');

    const byType = await listedTitles(page);
    await page.reload();
    await agendaList(page).waitFor();
    await expect.poll(() => listedTitles(page), { timeout: 30_000 }).toEqual(byType);
    expect(searchOf(page)).toMatchObject({ vista: 'lista', filtro: 'tipo', valores: JSON.stringify(['Videollamada']) });
    await expect(page.getByRole('list', { name: 'Filtro por tipo de reunión' }).textContent()).resolves.toContain(
      'Videollamada',
    );

    await page.getByRole('button', { name: 'Quitar Videollamada' }).click();
    await expect.poll(() => shownCount(page), { timeout: 30_000 }).toBe(total);
    // The value's button left with it: the focus is on the filters' title, not on the page.
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: 'Filtrar', exact: true })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
  });

  it('exports an entry and the whole agenda as .ics files a calendar application reads, in Buenos Aires time', async () => {
    const page = await browser.open('/welcome');
    await openAgenda(page);
    await page.getByRole('button', { name: 'Lista', exact: true }).click();
    await agendaList(page).waitFor();
    const total = await shownCount(page);
    await openFilteredBySubject(page, DESPIDO);

    const hearing = await revealEntry(page, 'Audiencia de conciliación');
    const one = await downloadCalendar(page, hearing.getByRole('button', { name: /^Agregar a mi calendario/ }));
    expect(one.name).toMatch(/^audiencia-de-conciliacion-\d+\.ics$/);
    expect(one.events).toHaveLength(1);
    const [event] = one.events;
    expect(event?.summary).toBe('Audiencia de conciliación');
    expect(event?.startDate.zone.tzid).toBe('America/Argentina/Buenos_Aires');
    expect(event?.startDate.toString()).toMatch(/T10:30:00$/);
    expect(event?.endDate.toString()).toMatch(/T11:30:00$/);
    // 10:30 in Buenos Aires is 13:30 UTC.
    expect(event?.startDate.toJSDate().toISOString()).toMatch(/T13:30:00\.000Z$/);
    await expect(hearing.locator('dd').first().textContent()).resolves.toBe(
      `${event?.startDate.day}/${event?.startDate.month}/${event?.startDate.year}`,
    );
    expect(event?.location).toBe('Tribunales III, Bv. Illia 590');
    expect(event?.description).toContain(`Asunto: ${DESPIDO}`);
    expect(one.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    // The filtered agenda: the subject's dated entries; its undated date request cannot go to a calendar.
    const filtered = await downloadCalendar(
      page,
      page.getByRole('button', { name: 'Descargar los eventos filtrados (.ics)' }),
    );
    const subjectEntries = await listedEntries(page);
    expect(subjectEntries).toHaveLength(await shownCount(page));
    expect(subjectEntries.some((entry) => !entry.dated)).toBe(true);
    expect(filtered.name).toBe('agenda-justiciable-filtrada.ics');
    expect(filtered.events.map((item) => item.summary).sort()).toEqual(
      subjectEntries
        .filter((entry) => entry.dated)
        .map((entry) => entry.title)
        .sort(),
    );

    await page.getByRole('button', { name: /^Quitar / }).click();
    await expect.poll(() => shownCount(page), { timeout: 30_000 }).toBe(total);
    const all = await downloadCalendar(page, page.getByRole('button', { name: 'Descargar la agenda (.ics)' }));
    expect(all.name).toBe('agenda-justiciable.ics');
    // Every entry with a date; the demo's date requests still to be answered have none.
    const everyEntry = await listedEntries(page);
    expect(everyEntry).toHaveLength(total);
    expect(all.events.map((item) => item.summary).sort()).toEqual(
      everyEntry
        .filter((entry) => entry.dated)
        .map((entry) => entry.title)
        .sort(),
    );
    expect(all.events.map((item) => item.summary)).toEqual(
      expect.arrayContaining(['Audiencia de conciliación', 'Mediación con la prepaga']),
    );
    expect(all.events.map((item) => item.summary)).not.toContain('Llamado con el perito');
    // Core's exportCalendarIcs writes the file: every event not cancelled reminds, a meeting the day
    // before and an hour before, an all-day one the day before at 09:00 and that day at 08:00.
    for (const item of [...all.events, ...one.events]) {
      const triggers = item.component
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger')));
      const cancelled = item.component.getFirstPropertyValue('status') === 'CANCELLED';
      expect(triggers).toEqual(cancelled ? [] : item.startDate.isDate ? ['-PT15H', 'PT8H'] : ['-P1D', '-PT1H']);
    }
    expect(all.events.some((item) => item.component.getAllSubcomponents('valarm').length > 0)).toBe(true);
  });

  it("on a phone: the month counts each day, a day's detail goes back to its week unfiltered, the list offers the event's order, a choice closes the filter, and an in-person meeting without a place says so", async () => {
    // A date request the lawyer made for an in-person meeting, dated, with no place: the demo's
    // case gets one of its own, which no other journey reads.
    const demo = await signIn(servedPortal().demo);
    const layoff = await findCase(demo, 'Despido sin causa');
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    const title = `Reunión presencial sin lugar ${Date.now()}`;
    const request = await newRequest(demo, layoff, 7, title, {
      tipo_reunion: 'Presencial',
      fecha_inicio_agenda: inTenDays,
      hora_inicio_agenda: '10:00',
    });

    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL('/agenda?vista=mes', page.url()).href);
    const grid = page.getByRole('table');
    await grid.waitFor();
    // Each day with events shows how many, as a button a finger can take, instead of chips cut to '1…'.
    const counts = grid.getByRole('button', { name: /^Ver \d+ eventos? del / });
    await counts.first().waitFor();
    for (const count of await counts.all()) {
      const box = await count.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expect(grid.locator('.agenda-day-entry').first().isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    // The three steps on one line, none wrapped.
    const steps = await Promise.all(
      ['Mes anterior', 'Hoy', 'Mes siguiente'].map((name) =>
        page.getByRole('button', { name, exact: true }).boundingBox(),
      ),
    );
    expect(new Set(steps.map((box) => box?.y)).size).toBe(1);
    expect(Math.max(...steps.map((box) => box?.height ?? 0))).toBeLessThan(50);
    await checkPage(page, 'agenda-mes-telefono');
    // checkPage ends at the desktop width: back to the phone's.
    await page.setViewportSize({ width: 390, height: 844 });

    // A day's detail is the list of that date, by time; the week view leaves its filter and shows that day's week.
    const firstCount = counts.first();
    const day = /del (\d+)\/(\d+)\/(\d+)$/.exec(
      (await firstCount.getAttribute('aria-label')) ?? (await firstCount.textContent()) ?? '',
    );
    await firstCount.click();
    await page.waitForURL(
      (url) => url.searchParams.get('vista') === 'lista' && url.searchParams.get('filtro') === 'fecha',
    );
    expect(searchOf(page).orden).toBe('evento');
    await agendaList(page).waitFor();
    await page.getByRole('button', { name: 'Semana', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('vista') === 'semana' && !url.searchParams.has('filtro'));
    await expect(page.locator('.agenda-count').textContent()).resolves.not.toMatch(/ de /);
    if (day !== null) {
      const [, d, m, y] = day;
      await page
        .getByRole('list', { name: /^Semana del / })
        .getByRole('heading', { name: new RegExp(` ${d}/${m}(\\D|$)`) })
        .waitFor();
      expect(searchOf(page).dia).toBe(`${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`);
    }

    // The week asked for without a day opens where the next event is, never on seven days that are over.
    await page.getByRole('button', { name: 'Próximos', exact: true }).click();
    const upcoming = page.getByRole('list', { name: 'Próximos eventos' });
    await upcoming.waitFor();
    const next = (await listedEntries(page, upcoming))[0];
    await page.goto(new URL('/agenda?vista=semana', page.url()).href);
    const weekTitle = (await page.locator('#agenda-period').textContent()) ?? '';
    const [from, to] = [...weekTitle.matchAll(/(\d+)\/(\d+)\/(\d+)/g)].map(
      ([, d, m, y]) => `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`,
    );
    if (next !== undefined) expect(from! <= whenOf(next).slice(0, 10) && whenOf(next).slice(0, 10) <= to!).toBe(true);

    // The list says its order and offers the event's beside SPEC's.
    await page.getByRole('button', { name: 'Lista', exact: true }).click();
    const order = page.getByRole('group', { name: 'Orden de la lista' });
    await expect(order.getByRole('button', { name: 'Creación' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByText(agendaMessages.listLead).waitFor();
    await order.getByRole('button', { name: 'Fecha del evento' }).click();
    await page.waitForURL((url) => url.searchParams.get('orden') === 'evento');
    await page.getByText(agendaMessages.listByEventLead).waitFor();
    const byEvent = await listedEntries(page);
    const dated = byEvent.filter((entry) => entry.date !== '-').map(whenOf);
    expect(dated).toEqual([...dated].sort());
    expect(byEvent.slice(dated.length).every((entry) => entry.date === '-')).toBe(true);

    // Choosing a value closes the filter's list and takes the focus to the values chosen.
    await page.getByRole('button', { name: /Filtrar por/ }).click();
    await page.getByRole('option', { name: 'Tipo de reunión' }).click();
    await page.getByRole('combobox', { name: /Tipo de reunión: agregar un valor/ }).click();
    await page.getByRole('option', { name: 'Presencial' }).click();
    const chosen = page.getByRole('list', { name: 'Filtro por tipo de reunión' });
    await chosen.waitFor();
    await expect.poll(() => chosen.evaluate((list) => list === document.activeElement)).toBe(true);
    await expect(page.getByRole('listbox').count()).resolves.toBe(0);

    const meeting = await revealEntry(page, title);
    await expect(meeting.locator('dd').nth(5).textContent()).resolves.toBe('A confirmar');
    await meeting.getByText(meetingMessages.placeToConfirm).waitFor();
    await expect(meeting.getByRole('link', { name: meetingMessages.askPlace }).getAttribute('href')).resolves.toBe(
      `/asunto/${layoff.id}/${request.id_movimiento}`,
    );
    await checkPage(page, 'agenda-presencial-sin-lugar');
  });
});
