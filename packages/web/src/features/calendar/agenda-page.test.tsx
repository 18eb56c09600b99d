import { errorMessages, portalError } from '@justiciable/core';
import { aCalendarRow, type InMemoryWorld } from '@justiciable/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

/** Each entry of the list as a person reads it: its title, then the value of each field. */
function listedEntries(): string[][] {
  const list = screen.getByRole('list', { name: 'Eventos de su agenda' });
  return within(list)
    .getAllByRole('article')
    .map((entry) => [
      entry.querySelector('.agenda-entry-title')?.textContent ?? '',
      ...within(entry)
        .getAllByRole('definition')
        .map((value) => value.textContent ?? ''),
    ]);
}

const titles = () => listedEntries().map(([title]) => title);

function seedAgenda(world: InMemoryWorld) {
  const client = signedInClient(world);
  const add = (row: Parameters<InMemoryWorld['addCalendarRow']>[0]) =>
    world.addCalendarRow(row, { clientId: client.userId, lawyerId: 'l1' });
  add(
    aCalendarRow({
      id_agenda: '1',
      titulo: 'Audiencia%20de%20conciliaci%C3%B3n',
      fecha_ini: '2025-04-02',
      hora_ini: '09:00:00',
      hora_fin: '10:30:00',
      tipo_reunion: 'Presencial',
      direccion_link: 'Tribunales%20III',
      fecha_alta: '2025-03-01T12:00:00.000Z',
    }),
  );
  add(
    aCalendarRow({
      id_agenda: '2',
      titulo: 'Firma%20del%20convenio',
      fecha_ini: null,
      hora_ini: null,
      hora_fin: null,
      tipo_reunion: null,
      direccion_link: null,
      id_movimiento: '77',
      fecha_alta: '2025-03-10T12:00:00.000Z',
    }),
  );
  add(
    aCalendarRow({
      id_agenda: '3',
      titulo: 'Videollamada%20con%20el%20perito',
      fecha_ini: '2025-04-04',
      hora_ini: '18:00:00',
      hora_fin: null,
      nombre_asunto: 'Choque%20en%20la%20ruta',
      id_caso: '2048',
      nombre_abogado: 'Dr.%20Pablo%20Ruiz',
      nombre_estudio: 'Estudio%20Ruiz',
      fecha_alta: '2025-02-01T12:00:00.000Z',
    }),
  );
  return client;
}

describe('/agenda', () => {
  it('opened after Nueva consulta, whose panel read the agenda, shows that answer without reading the agenda again', async () => {
    const { ports, router } = await renderApp('/nuevaConsulta', { seed: seedAgenda });
    const panel = await screen.findByRole('region', { name: /^Lo que necesita su atención/ }, { timeout: 5_000 });
    await waitFor(() => expect(panel.getAttribute('aria-busy')).toBeNull(), { timeout: 5_000 });
    expect(ports.calendar.callsOf('listForClient')).toBe(1);

    await act(() => router.navigate({ to: '/agenda', search: { vista: 'lista' } }));
    await findPage('Agenda');
    expect(titles()).toEqual(['Firma del convenio', 'Audiencia de conciliación', 'Videollamada con el perito']);
    expect(ports.calendar.callsOf('listForClient')).toBe(1);
  });

  it('lists the entries newest first by creation with every field, d/m/yyyy dates, 24-hour times and "-" for what is missing (SPEC §3, §4, §9)', async () => {
    await renderApp('/agenda?vista=lista', { seed: seedAgenda });
    await findPage('Agenda');
    expect(listedEntries()).toEqual([
      [
        'Firma del convenio',
        '-',
        '-',
        'Divorcio de mutuo acuerdo',
        'Dra. Laura Gómez, Estudio Gómez & Asociados',
        '-',
        '-',
        'Traer DNI y libreta de matrimonio.',
      ],
      [
        'Audiencia de conciliación',
        '2/4/2025',
        '09:00 a 10:30',
        'Divorcio de mutuo acuerdo',
        'Dra. Laura Gómez, Estudio Gómez & Asociados',
        'Presencial',
        'Tribunales III',
        'Traer DNI y libreta de matrimonio.',
      ],
      // A video call has no "Dirección": its link to join shows from 15 minutes before its start until its end, and this one is over.
      [
        'Videollamada con el perito',
        '4/4/2025',
        '18:00',
        'Choque en la ruta',
        'Dr. Pablo Ruiz, Estudio Ruiz',
        'Videollamada',
        'Traer DNI y libreta de matrimonio.',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Choque en la ruta' }).getAttribute('href')).toBe('/asunto/2048');
    expect(screen.queryByRole('link', { name: /Unirse a la reunión/ })).toBeNull();
    // The agenda's own count, among the page's live regions.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('3 eventos');
  });

  it('offers "Elegir fecha" for an undated date request, leading to its movement in the case, and .ics only for dated entries', async () => {
    await renderApp('/agenda?vista=lista', { seed: seedAgenda });
    await findPage('Agenda');
    const choose = screen.getByRole('link', { name: /^Elegir fecha\s*: Firma del convenio$/ });
    expect(choose.getAttribute('href')).toBe('/asunto/1024/77');
    expect(screen.queryByRole('button', { name: /^Agregar a mi calendario\s*: Firma del convenio$/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: /^Agregar a mi calendario\s*: Audiencia de conciliación$/ }),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: /Elegir fecha: Audiencia/ })).toBeNull();
  });

  it('saves the agenda and one meeting as .ics files core writes, each event reminding the day before and an hour before, without reading the agenda again', async () => {
    const saved: { readonly name: string; readonly text: Promise<string> }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs and does not download: the test keeps what a browser would have saved.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:agenda-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob === undefined) return;
      // jsdom's Blob has no text(); its FileReader reads it.
      const text = new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
        reader.readAsText(blob);
      });
      saved.push({ name: this.download, text });
    });
    try {
      const { ports, user } = await renderApp('/agenda?vista=lista', { seed: seedAgenda });
      await findPage('Agenda');
      const reads = ports.calendar.callsOf('listForClient');
      await user.click(screen.getByRole('button', { name: 'Descargar la agenda (.ics)' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: /^Agregar a mi calendario\s*: Audiencia de conciliación$/ }));
      await waitFor(() => expect(saved).toHaveLength(2));
      const [agenda, hearing] = await Promise.all(
        saved.map(async ({ name, text }) => ({ name, text: (await text).replace(/\r\n /g, '') })),
      );
      expect(agenda?.name).toBe('agenda-justiciable.ics');
      expect(agenda?.text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(agenda?.text.match(/TRIGGER:-P1D\r\n/g)).toHaveLength(2);
      expect(agenda?.text.match(/TRIGGER:-PT1H\r\n/g)).toHaveLength(2);
      expect(hearing?.name).toBe('audiencia-de-conciliacion-1.ics');
      expect(hearing?.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(hearing?.text).toContain('DTSTART;TZID=America/Argentina/Buenos_Aires:20250402T090000');
      expect(hearing?.text).toContain('TRIGGER:-PT1H');
      expect(ports.calendar.callsOf('listForClient')).toBe(reads);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows a month as a grid of weeks from Monday with each day’s entries, and says which entries have no date', async () => {
    await renderApp('/agenda?dia=2025-04-10', { seed: seedAgenda });
    await findPage('Agenda');
    expect(screen.getByRole('button', { name: 'Mes' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Abril 2025' })).toBeDefined();
    const grid = screen.getByRole('table');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.getAttribute('abbr')),
    ).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    const april2 = within(grid)
      .getByText(/miércoles 2\/4\/2025/)
      .closest('td');
    expect(april2?.textContent).toContain('09:00 Audiencia de conciliación · Presencial');
    expect(screen.getByText(/1 evento no tiene fecha todavía y no aparece en este mes\./)).toBeDefined();
  });

  it('shows a week from Monday with 24-hour times, and moves by week keeping the view in the URL', async () => {
    const { router, user } = await renderApp('/agenda?vista=semana&dia=2025-04-02', { seed: seedAgenda });
    await findPage('Agenda');
    const week = screen.getByRole('list', { name: 'Semana del 31/3/2025 al 6/4/2025' });
    const days = within(week)
      .getAllByRole('heading', { level: 3 })
      .map((day) => day.textContent);
    expect(days[0]).toBe('lunes 31/3');
    expect(week.textContent).toContain('18:00 Videollamada con el perito');
    expect(screen.getByText(/1 evento no tiene fecha todavía y no aparece en esta semana\./)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await screen.findByRole('list', { name: 'Semana del 7/4/2025 al 13/4/2025' });
    expect(router.state.location.search).toEqual({ vista: 'semana', dia: '2025-04-09' });
  });

  it("opens the week, when none is asked for, on the next event's, not on a Sunday night's seven days that are over", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Sunday 30 March 2025, 20:30 in Buenos Aires (and still Sunday in UTC); the next event is on Wednesday 2 April.
    vi.setSystemTime(new Date('2025-03-30T20:30:00-03:00'));
    try {
      await renderApp('/agenda?vista=semana', { seed: seedAgenda });
      await findPage('Agenda');
      const week = screen.getByRole('list', { name: 'Semana del 31/3/2025 al 6/4/2025' });
      expect(week.textContent).toContain('09:00 a 10:30 Audiencia de conciliación');
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies one filter at a time (SPEC §5), says when choosing another field removed the previous one, and keeps it in the URL', async () => {
    const { router, user } = await renderApp('/agenda?vista=lista', { seed: seedAgenda });
    await findPage('Agenda');
    await user.click(screen.getByRole('button', { name: /Filtrar por/ }));
    await user.click(await screen.findByRole('option', { name: 'Asunto' }));
    await user.click(await screen.findByRole('combobox', { name: /Asunto: agregar un valor/ }));
    // The list open leaves the page readable: nothing focusable is hidden from screen readers, and the count is heard.
    await screen.findByRole('option', { name: 'Choque en la ruta' });
    await waitFor(() =>
      expect(document.querySelector('main [aria-hidden="true"] a, main [aria-hidden="true"] button')).toBeNull(),
    );
    expect(screen.getByText('3 eventos').closest('[aria-hidden="true"]')).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Choque en la ruta' }));
    // The list stays open for another value; Escape closes it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(titles()).toEqual(['Videollamada con el perito']));
    expect(router.state.location.search).toEqual({ vista: 'lista', filtro: 'asunto', valores: ['Choque en la ruta'] });
    expect(screen.getByText('1 de 3 eventos · filtro por asunto')).toBeDefined();

    await user.click(screen.getByRole('button', { name: /Filtrar por/ }));
    await user.click(await screen.findByRole('option', { name: 'Tipo de reunión' }));
    expect(await screen.findByText('Se quitó el filtro por asunto.')).toBeDefined();
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(router.state.location.search).toEqual({ vista: 'lista', filtro: 'tipo' });
    await user.click(screen.getByRole('combobox', { name: /Tipo de reunión: agregar un valor/ }));
    await user.click(await screen.findByRole('option', { name: 'Presencial' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(titles()).toEqual(['Audiencia de conciliación']));

    await user.click(screen.getByRole('button', { name: 'Quitar Presencial' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(router.state.location.search).toEqual({ vista: 'lista', filtro: 'tipo' });
    // The removed value's button is gone: the focus goes to the filters' title, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Filtrar' })));
  });

  it('reads a filter by date from the URL, and ignores values the URL cannot hold', async () => {
    await renderApp('/agenda?vista=lista&filtro=fecha&valores=%5B%222025-04-04%22%5D', { seed: seedAgenda });
    await findPage('Agenda');
    expect(titles()).toEqual(['Videollamada con el perito']);
    expect(screen.getByRole('list', { name: 'Filtro por fecha' }).textContent).toContain('4/4/2025');
  });

  describe("'Próximos'", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** 4 April 2025 at 12:00 in Córdoba: the hearing of the 2nd is past, the call of the 4th at 18:00 is ahead. */
    function atNoonOfApril4() {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-04-04T15:00:00.000Z'));
    }

    function seedAhead(world: InMemoryWorld) {
      const client = seedAgenda(world);
      const add = (row: Parameters<InMemoryWorld['addCalendarRow']>[0]) =>
        world.addCalendarRow(row, { clientId: client.userId, lawyerId: 'l1' });
      // Created last, so SPEC's order lists it first; it is the latest of all in time.
      add(
        aCalendarRow({
          id_agenda: '4',
          titulo: 'Mediaci%C3%B3n',
          fecha_ini: '2025-05-20',
          hora_ini: '09:00:00',
          hora_fin: null,
          fecha_alta: '2025-03-20T12:00:00.000Z',
        }),
      );
      add(
        aCalendarRow({
          id_agenda: '5',
          titulo: 'Vencimiento%20del%20plazo',
          fecha_ini: '2025-04-04',
          hora_ini: null,
          hora_fin: null,
          fecha_alta: '2025-01-05T12:00:00.000Z',
        }),
      );
      add(
        aCalendarRow({
          id_agenda: '6',
          titulo: 'Llamado%20temprano',
          fecha_ini: '2025-04-04',
          hora_ini: '08:00:00',
          hora_fin: '09:00:00',
          fecha_alta: '2025-03-15T12:00:00.000Z',
        }),
      );
    }

    it('lists what has not ended from now on, by date and time, and says which entries have no date yet', async () => {
      atNoonOfApril4();
      const { user, router } = await renderApp('/agenda?vista=proximos', { seed: seedAhead });
      await findPage('Agenda');
      expect(screen.getByRole('button', { name: 'Próximos' }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByText('3 eventos desde ahora, por fecha y hora.')).toBeDefined();
      const upcoming = screen.getByRole('list', { name: 'Próximos eventos' });
      expect(
        within(upcoming)
          .getAllByRole('article')
          .map((entry) => [
            entry.querySelector('.agenda-entry-title')?.textContent,
            ...within(entry)
              .getAllByRole('definition')
              .slice(0, 2)
              .map((value) => value.textContent),
          ]),
      ).toEqual([
        ['Vencimiento del plazo', '4/4/2025', '-'],
        ['Videollamada con el perito', '4/4/2025', '18:00'],
        ['Mediación', '20/5/2025', '09:00'],
      ]);
      expect(screen.getByText('1 evento no tiene fecha todavía y no aparece aquí.')).toBeDefined();
      await user.click(screen.getByRole('button', { name: 'Verlo en la lista' }));
      await screen.findByRole('list', { name: 'Eventos de su agenda' });
      expect(router.state.location.search).toEqual({ vista: 'lista' });
      expect(screen.getByText('Por fecha de creación, del evento más reciente al más antiguo.')).toBeDefined();
      expect(titles()).toEqual([
        'Mediación',
        'Llamado temprano',
        'Firma del convenio',
        'Audiencia de conciliación',
        'Videollamada con el perito',
        'Vencimiento del plazo',
      ]);
    });

    it('opens on it on a phone, and keeps the month on a desktop', async () => {
      atNoonOfApril4();
      const desktop = window.matchMedia;
      window.matchMedia = (query: string) => ({ ...desktop(query), matches: true });
      try {
        await renderApp('/agenda', { seed: seedAhead });
        await findPage('Agenda');
        expect(screen.getByRole('button', { name: 'Próximos' }).getAttribute('aria-pressed')).toBe('true');
        expect(within(screen.getByRole('list', { name: 'Próximos eventos' })).getAllByRole('article')).toHaveLength(3);
      } finally {
        window.matchMedia = desktop;
      }
    });

    it('says there is nothing ahead, and offers the list, when everything is past', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T12:00:00.000Z'));
      const { user, router } = await renderApp('/agenda?vista=proximos', { seed: seedAgenda });
      await findPage('Agenda');
      expect(screen.getByRole('heading', { name: 'No tiene eventos próximos' })).toBeDefined();
      await user.click(screen.getByRole('button', { name: 'Ver la lista' }));
      await screen.findByRole('list', { name: 'Eventos de su agenda' });
      expect(router.state.location.search).toEqual({ vista: 'lista' });
    });
  });

  it('says so when the agenda is empty', async () => {
    await renderApp('/agenda', { seed: (world) => void signedInClient(world) });
    expect(await screen.findByRole('heading', { name: 'No hay eventos en su agenda' })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says 'Error al intentar obtener la agenda' when it cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: (world) => void signedInClient(world) });
    ports.calendar.failNext('listForClient', portalError.unavailable('http'));
    await router.navigate({ to: '/agenda' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.calendar);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDefined();
  });
});
