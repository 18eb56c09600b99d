import { errorMessages, MOVEMENT_TYPE, portalError, type Case } from '@justiciable/core';
import { aCase, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

/** Each case on the page as a person reads it: its name, then the value of each of its fields. */
function caseItems(): string[][] {
  const list = screen.getByRole('list', { name: 'Sus asuntos' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [
      within(item).getByRole('link').textContent ?? '',
      ...within(item)
        .getAllByRole('definition')
        .map((value) => value.textContent ?? ''),
    ]);
}

const caseNames = () => caseItems().map(([name]) => name);

function seedCases(cases: readonly Case[]) {
  return (world: InMemoryWorld) => {
    const client = signedInClient(world);
    for (const item of cases) world.addCase(item, { ownerId: client.userId });
  };
}

const threeCases = [
  aCase({
    id: '1',
    case: 'Despido sin causa',
    tipo: 'Laboral',
    fecha: '2025-01-10T10:00:00.000Z',
    abogadoEstudio: 'Dr. Pablo Ruiz',
    estado: 'Activo',
    pago: 0,
  }),
  aCase({
    id: '2',
    case: 'Sucesión de Juan Pérez',
    tipo: 'Sucesiones',
    fecha: '2025-03-05T10:00:00.000Z',
    abogadoEstudio: 'Dra. Laura Gómez',
    estado: 'Pendiente',
    pago: 2,
  }),
  aCase({
    id: '3',
    case: 'Reajuste de haberes',
    tipo: 'Previsional',
    fecha: '2024-06-01T10:00:00.000Z',
    abogadoEstudio: 'Dra. Laura Gómez',
    estado: 'Archivado',
    pago: 0,
  }),
];

describe('/asuntos', () => {
  it('lists the client’s cases newest first with their type, date d/m/yyyy, lawyer, estado and pending payments (SPEC §9)', async () => {
    await renderApp('/asuntos', {
      seed: (world) => {
        seedCases(threeCases.slice(0, 2))(world);
        const other = world.addClient({ userId: 'otra', email: 'otra@example.com' });
        world.addCase(aCase({ id: '9', case: 'Asunto de otra persona' }), { ownerId: other.userId });
      },
    });
    await findPage('Asuntos');
    expect(caseItems()).toEqual([
      // The state says what it waits for: the consultation is accepted, two payments are owed.
      [
        'Sucesión de Juan Pérez',
        'Sucesiones',
        '5/3/2025',
        'Dra. Laura Gómez',
        'Pendiente de pago',
        '2 pagos pendientes',
      ],
      ['Despido sin causa', 'Laboral', '10/1/2025', 'Dr. Pablo Ruiz', 'Activo', 'Sin pagos pendientes'],
    ]);
    expect(screen.getByRole('link', { name: 'Sucesión de Juan Pérez' }).getAttribute('href')).toBe('/asunto/2');
    expect(screen.getByRole('status').textContent).toBe('2 asuntos');
  });

  it('searches by name or lawyer without regard to accents, writing the search into the URL', async () => {
    const { router, user } = await renderApp('/asuntos', { seed: seedCases(threeCases) });
    await findPage('Asuntos');
    await user.type(screen.getByRole('searchbox', { name: /Buscar/ }), 'sucesion');
    await waitFor(() => expect(caseNames()).toEqual(['Sucesión de Juan Pérez']));
    expect(router.state.location.search).toEqual({ q: 'sucesion' });
    expect(screen.getByRole('status').textContent).toBe('1 de 3 asuntos');

    await user.clear(screen.getByRole('searchbox', { name: /Buscar/ }));
    await user.type(screen.getByRole('searchbox', { name: /Buscar/ }), 'GOMEZ');
    await waitFor(() => expect(caseNames()).toEqual(['Sucesión de Juan Pérez', 'Reajuste de haberes']));
    expect(router.state.location.search).toEqual({ q: 'GOMEZ' });
  });

  it('does not come back to /asuntos when left while the search waits to reach the URL', async () => {
    const { router, user } = await renderApp('/asuntos', { seed: seedCases(threeCases) });
    await findPage('Asuntos');
    await user.type(screen.getByRole('searchbox', { name: /Buscar/ }), 'despido');
    await act(() => router.navigate({ to: '/abogados' }));
    await findPage('Mis abogados');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.pathname).toBe('/abogados');
  });

  it('marks in words the cases that need the client (a file request, a payment owed), as Nueva consulta found them, and keeps only those when asked', async () => {
    const { router, user } = await renderApp('/nuevaConsulta', {
      seed: (world) => {
        seedCases(threeCases)(world);
        world.addMovement(
          aMovement({
            id_movimiento: '77',
            id_case: '1',
            id_tipo: MOVEMENT_TYPE.fileRequest,
            descripcion_movimiento: 'El telegrama de despido',
          }),
        );
        world.addMovement(
          aMovement({
            id_movimiento: '78',
            id_case: '2',
            id_tipo: MOVEMENT_TYPE.payment,
            concepto: 'Honorarios',
            monto: 30000,
          }),
        );
      },
    });
    const attention = await screen.findByRole('region', { name: /^Lo que necesita su atención/ }, { timeout: 5_000 });
    await within(attention).findByText('El telegrama de despido', undefined, { timeout: 5_000 });
    expect(
      within(attention)
        .getByRole('link', { name: /Enviar un archivo/ })
        .getAttribute('href'),
    ).toBe('/asunto/1/77');
    expect(within(attention).getByRole('link', { name: /Pagar/ }).textContent).toContain('Honorarios');

    await act(() => router.navigate({ to: '/asuntos' }));
    await findPage('Asuntos');
    const marked = () =>
      within(screen.getByRole('list', { name: 'Sus asuntos' }))
        .getAllByRole('listitem')
        .filter((item) => within(item).queryByText('Requiere su atención') !== null)
        .map((item) => within(item).getByRole('link').textContent);
    await waitFor(() => expect(marked()).toEqual(['Sucesión de Juan Pérez', 'Despido sin causa']), { timeout: 5_000 });

    await user.click(screen.getByRole('button', { name: /Atención/ }));
    await user.click(await screen.findByRole('option', { name: 'Requieren mi atención' }));
    await waitFor(() => expect(caseNames()).toEqual(['Sucesión de Juan Pérez', 'Despido sin causa']), {
      timeout: 5_000,
    });
    expect(router.state.location.search).toEqual({ atencion: 'si' });
    expect(screen.getByRole('status').textContent).toBe('2 de 3 asuntos');
  });

  it('marks the cases owing payments, which the list itself says, when Nueva consulta has not looked yet', async () => {
    await renderApp('/asuntos', { seed: seedCases(threeCases) });
    await findPage('Asuntos');
    const item = within(screen.getByRole('list', { name: 'Sus asuntos' })).getAllByRole('listitem');
    expect(item.map((listed) => within(listed).queryByText('Requiere su atención') !== null)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('filters by estado and by lawyer or studio, each kept in the URL, and Back restores the list before', async () => {
    const { router, user } = await renderApp('/asuntos', { seed: seedCases(threeCases) });
    await findPage('Asuntos');
    await user.click(screen.getByRole('button', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'Archivado' }));
    await waitFor(() => expect(caseNames()).toEqual(['Reajuste de haberes']));
    expect(router.state.location.search).toEqual({ estado: 'Archivado' });

    await user.click(screen.getByRole('button', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'Todos' }));
    await user.click(screen.getByRole('button', { name: /Abogado o estudio/ }));
    const lawyers = await screen.findAllByRole('option');
    expect(lawyers.map((option) => option.textContent)).toEqual(['Todos', 'Dr. Pablo Ruiz', 'Dra. Laura Gómez']);
    await user.click(screen.getByRole('option', { name: 'Dra. Laura Gómez' }));
    await waitFor(() => expect(caseNames()).toEqual(['Sucesión de Juan Pérez', 'Reajuste de haberes']));
    expect(router.state.location.search).toEqual({ abogado: 'Dra. Laura Gómez' });

    await act(() => router.history.back());
    await waitFor(() =>
      expect(caseNames()).toEqual(['Sucesión de Juan Pérez', 'Despido sin causa', 'Reajuste de haberes']),
    );
    await act(() => router.history.back());
    await waitFor(() => expect(caseNames()).toEqual(['Reajuste de haberes']));
  });

  it('opens a filtered URL filtered, as after a reload or from a bookmark', async () => {
    await renderApp('/asuntos?q=g%C3%B3mez&estado=Pendiente', { seed: seedCases(threeCases) });
    await findPage('Asuntos');
    expect(caseNames()).toEqual(['Sucesión de Juan Pérez']);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: /Buscar/ }).value).toBe('gómez');
    expect(screen.getByRole('button', { name: /Estado/ }).textContent).toContain('Pendiente');
  });

  it('shows every case when the URL carries filters it does not know', async () => {
    const { router } = await renderApp('/asuntos?estado=Cerrado&abogado=%7B%22a%22%3A1%7D', {
      seed: seedCases(threeCases),
    });
    await findPage('Asuntos');
    expect(caseNames()).toEqual(['Sucesión de Juan Pérez', 'Despido sin causa', 'Reajuste de haberes']);
    expect(router.state.location.search).toEqual({});
  });

  it("says 'Sin resultados' when nothing matches, and 'Limpiar filtros' shows every case again", async () => {
    const { router, user } = await renderApp('/asuntos?q=herencia&estado=Activo', { seed: seedCases(threeCases) });
    expect(await screen.findByRole('heading', { name: 'Sin resultados' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Sus asuntos' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('0 de 3 asuntos');

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() =>
      expect(caseNames()).toEqual(['Sucesión de Juan Pérez', 'Despido sin causa', 'Reajuste de haberes']),
    );
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: /Buscar/ }).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('3 asuntos');
  });

  it('offers to start a consultation when there are no cases', async () => {
    await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    expect(await screen.findByRole('heading', { name: 'Todavía no tiene asuntos' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Iniciar una consulta' }).getAttribute('href')).toBe('/nuevaConsulta');
    expect(screen.queryByRole('list', { name: 'Sus asuntos' })).toBeNull();
  });

  it("says 'Error al intentar obtener los asuntos' when they cannot be read, and shows them on a retry", async () => {
    const { ports, router, user } = await renderApp('/terminosCondiciones', {
      seed: seedCases([aCase({ id: '1', case: 'Despido sin causa' })]),
    });
    ports.cases.failNext('listCases', portalError.unavailable('timeout'));
    await router.navigate({ to: '/asuntos' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.cases);
    expect(screen.queryByRole('list', { name: 'Sus asuntos' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Despido sin causa' })).toBeDefined();
    expect(screen.queryByText(errorMessages.cases)).toBeNull();
  });

  describe('with 2,000 cases', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('keeps only the cases near the window in the page, each saying its place in the whole list', async () => {
      // jsdom lays nothing out: every case gets a card's height, the window a phone's.
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
      const many = Array.from({ length: 2000 }, (_, index) =>
        aCase({
          id: String(index + 1),
          case: `Asunto ${index + 1}`,
          fecha: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString(),
        }),
      );
      await renderApp('/asuntos', { seed: seedCases(many) });
      await findPage('Asuntos');
      const items = within(screen.getByRole('list', { name: 'Sus asuntos' })).getAllByRole('listitem');
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThan(50);
      expect(items[0]?.getAttribute('aria-setsize')).toBe('2000');
      expect(items[0]?.getAttribute('aria-posinset')).toBe('1');
      expect(within(items[0] as HTMLElement).getByRole('link').textContent).toBe('Asunto 2000');
      expect(screen.getByRole('status').textContent).toBe('2.000 asuntos');
    });

    it('searches all of them as letters are typed and deleted, the URL following the search after each pause', async () => {
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
      // One case in a hundred is a succession: the search reaches the last of the 2,000.
      const many = Array.from({ length: 2000 }, (_, index) =>
        aCase({
          id: String(index + 1),
          case: index % 100 === 0 ? `Sucesión ${index + 1}` : `Asunto ${index + 1}`,
          fecha: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString(),
        }),
      );
      const { router, user } = await renderApp('/asuntos', { seed: seedCases(many) });
      await findPage('Asuntos');
      const field = screen.getByRole('searchbox', { name: /Buscar/ });
      // Each search goes through the field's pause and a filtering of 2,000 cases in slices: on a loaded machine, more than waitFor's second.
      const FILTERED = { timeout: 5000 };

      await user.type(field, 'sucesion');
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('20 de 2.000 asuntos'), FILTERED);
      expect(caseNames()[0]).toBe('Sucesión 1901');
      expect(
        within(screen.getByRole('list', { name: 'Sus asuntos' }))
          .getAllByRole('listitem')[0]
          ?.getAttribute('aria-setsize'),
      ).toBe('20');
      await waitFor(() => expect(router.state.location.search).toEqual({ q: 'sucesion' }), FILTERED);

      await user.type(field, ' 1901');
      await waitFor(() => expect(caseNames()).toEqual(['Sucesión 1901']), FILTERED);
      await waitFor(() => expect(router.state.location.search).toEqual({ q: 'sucesion 1901' }), FILTERED);

      // Back to the search of before, one letter at a time.
      for (let deleted = 0; deleted < 5; deleted++) await user.type(field, '{Backspace}');
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('20 de 2.000 asuntos'), FILTERED);
      await waitFor(() => expect(router.state.location.search).toEqual({ q: 'sucesion' }), FILTERED);

      await user.clear(field);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2.000 asuntos'), FILTERED);
      await waitFor(() => expect(router.state.location.search).toEqual({}), FILTERED);
      expect(caseNames()[0]).toBe('Asunto 2000');
    });
  });
});
