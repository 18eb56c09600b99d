import { errorMessages, guardMessages, portalError } from '@justiciable/core';
import { aCase, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, findPage, renderApp, signedInClient } from '../../testing/render-app';

function twoCases(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ id: '1', case: 'Despido sin causa', tipo: 'Laboral', abogadoEstudio: 'Dr. Pablo Ruiz' }), {
    ownerId: client.userId,
  });
  world.addCase(aCase({ id: '2', case: 'Sucesión de Juan Pérez', tipo: 'Sucesiones' }), { ownerId: client.userId });
  world.addMovement(
    aMovement({
      id_movimiento: '11',
      id_case: '1',
      fecha_alta: '2025-02-18T09:15:00.000Z',
      nombre_tipo: 'Nota',
      descripcion_movimiento: 'Telegrama de intimación enviado',
    }),
  );
  return client;
}

/** Text a service could answer that a browser would run or format if it were ever read as HTML. */
const MARKUP = '<img src=x onerror="window.__injected=true"><b>negrita</b>';

describe('/asunto/:id', () => {
  it('shows the case and its movements with their date, type and description', async () => {
    await renderApp('/asunto/1', { seed: (world) => void twoCases(world) });
    await findPage('Despido sin causa');
    expect(screen.getByText('Laboral · Dr. Pablo Ruiz')).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Resumen del asunto' })).getByText('Activo', {
        selector: '.case-estado',
      }),
    ).toBeDefined();
    const movements = screen.getByRole('region', { name: 'Movimientos' });
    expect(movements.textContent).toContain('18/2/2025 · Nota');
    expect(movements.textContent).toContain('Telegrama de intimación enviado');
  });

  it('shows the failure of the case it opened, never the movements of the case opened before', async () => {
    const { ports, router } = await renderApp('/asunto/1', { seed: (world) => void twoCases(world) });
    await findPage('Despido sin causa');
    expect(screen.getByText('Telegrama de intimación enviado')).toBeDefined();

    ports.cases.failNext('listMovements', portalError.unavailable('network'));
    await router.navigate({ to: '/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}', params: { id: '2' } });
    await findPage('Sucesión de Juan Pérez');
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.movements);
    expect(screen.queryByText('Telegrama de intimación enviado')).toBeNull();
  });

  it('stays on a case link whose case list got no answer, with the message and a retry that opens the case', async () => {
    const { ports, router, user } = await renderApp('/welcome', { seed: (world) => void twoCases(world) });
    // The parent's list and openCase's reading of it again, both unanswered.
    ports.cases.failNext('listCases', portalError.unavailable('network'));
    ports.cases.failNext('listCases', portalError.unavailable('network'));
    await router.navigate({
      to: '/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}',
      params: { id: '1', id_movent: '11' },
    });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(errorMessages.cases);
    expect(currentPath(router)).toBe('/asunto/1/11');

    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    await findPage('Despido sin causa');
    expect(screen.getByText('Telegrama de intimación enviado')).toBeDefined();
    expect(currentPath(router)).toBe('/asunto/1/11');
  });

  it('opens a case created after the case list was read, reading the list again once (SPEC §2)', async () => {
    const { ports, router, world, user } = await renderApp('/asuntos', { seed: (world) => void twoCases(world) });
    await findPage('Asuntos');
    expect(ports.cases.callsOf('listCases')).toBe(1);

    world.addCase(aCase({ id: '3', case: 'Consulta por alquiler' }), { ownerId: world.session!.userId });
    await router.navigate({ to: '/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}', params: { id: '3' } });
    await findPage('Consulta por alquiler');
    expect(currentPath(router)).toBe('/asunto/3');
    expect(screen.queryByText(guardMessages.caseNotAuthorized)).toBeNull();
    expect(ports.cases.callsOf('listCases')).toBe(2);

    // A case already in the list opens from it, without reading the list again.
    await user.click(screen.getByRole('link', { name: 'Volver a asuntos' }));
    await findPage('Asuntos');
    await user.click(screen.getByRole('link', { name: 'Despido sin causa' }));
    await findPage('Despido sin causa');
    expect(ports.cases.callsOf('listCases')).toBe(2);
  });

  it("shows a case's and a movement's text with markup as literal text, creating no element from it", async () => {
    await renderApp('/asunto/1', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '1', case: `Asunto ${MARKUP}`, tipo: 'Laboral' }), { ownerId: client.userId });
        world.addMovement(
          aMovement({ id_movimiento: '11', id_case: '1', nombre_tipo: 'Nota', descripcion_movimiento: MARKUP }),
        );
      },
    });
    await findPage(`Asunto ${MARKUP}`);
    const main = screen.getByRole('main');
    expect(within(screen.getByRole('region', { name: 'Movimientos' })).getByText(MARKUP)).toBeDefined();
    expect(main.querySelector('img, b')).toBeNull();
    expect((window as { __injected?: boolean }).__injected).toBeUndefined();
  });
});
