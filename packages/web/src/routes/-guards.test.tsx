import { errorMessages, guardMessages, portalError } from '@justiciable/core';
import { aCase, aMovement, aStudyInfo, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userAtom } from '../session/user-atoms';
import { currentPath, findPage, renderApp, signedInClient } from '../testing/render-app';

describe('route guards (SPEC §2)', () => {
  it('sends a visitor who is not signed in to /welcome without showing "El usuario no está autenticado"', async () => {
    const { router } = await renderApp('/asuntos');
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(screen.queryByText('El usuario no está autenticado')).toBeNull();
  });

  it('logs out and goes to /welcome when the user record cannot be loaded at sign-in', async () => {
    const { router, world, ports } = await renderApp('/terminosCondiciones', {
      seed: (world) => void signedInClient(world),
    });
    ports.accounts.failNext('getUser', portalError.unavailable('network'));
    await router.navigate({ to: '/agenda' });
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(world.session).toBeNull();
    expect(await screen.findByText(errorMessages.loadUser)).toBeDefined();
  });

  it('redirects / to Nueva consulta for a signed-in client, and loads the user into the store', async () => {
    const { router, store } = await renderApp('/', { seed: (world) => void signedInClient(world) });
    await findPage('Nueva consulta');
    expect(currentPath(router)).toBe('/nuevaConsulta');
    expect(store.current().get(userAtom)?.client.name).toBe('Ana Pérez');
  });

  it('sends a signed-in client who opens /welcome to /', async () => {
    const { router } = await renderApp('/welcome', { seed: (world) => void signedInClient(world) });
    await findPage('Nueva consulta');
    expect(currentPath(router)).toBe('/nuevaConsulta');
  });

  it("refuses a case that is not the client's: /asuntos and 'No tiene autorización para ver este asunto'", async () => {
    const { router } = await renderApp('/asunto/999', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '1', case: 'Despido sin causa' }), { ownerId: client.userId });
      },
    });
    await findPage('Asuntos');
    expect(currentPath(router)).toBe('/asuntos');
    expect(await screen.findByText(guardMessages.caseNotAuthorized)).toBeDefined();
  });

  it('opens a case of the client', async () => {
    const { router } = await renderApp('/asunto/1', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '1', case: 'Despido sin causa' }), { ownerId: client.userId });
      },
    });
    await findPage('Despido sin causa');
    expect(currentPath(router)).toBe('/asunto/1');
  });

  it("sends a lawyer of a disabled studio to /welcome with 'El Estudio no está disponible'", async () => {
    const { router } = await renderApp('/lawyerDetails/7/g1', {
      seed: (world) => {
        signedInClient(world);
        world.addStudy(aStudyInfo({ id_grupo: 'g1', habilitado: false }));
      },
    });
    expect(await screen.findByText(guardMessages.studyUnavailable)).toBeDefined();
    await waitFor(() => expect(currentPath(router)).toBe('/nuevaConsulta'));
  });

  it("sends an answered date request to /welcome with 'El archivo ya fue cargado'", async () => {
    const { router } = await renderApp('/calendarRequest/1/m1/7?token=enlace-m1-secreto', {
      seed: (world) => {
        world.addCase(aCase({ id: '1' }), { ownerId: 'someone-else' });
        world.addMovement(
          aMovement({
            id_movimiento: 'm1',
            id_case: '1',
            id_tipo: 7,
            fecha_inicio_agenda: '2026-05-04',
            hora_inicio_agenda: '10:00',
            link_token: 'enlace-m1-secreto',
          }),
        );
      },
    });
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(await screen.findByText(guardMessages.fileAlreadyLoaded)).toBeDefined();
  });

  it("sends a date request that does not exist to /welcome with 'No se pudo cargar el link'", async () => {
    const { router } = await renderApp('/calendarRequest/1/nope/7');
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(await screen.findByText(guardMessages.linkNotLoaded)).toBeDefined();
  });

  it('lets a visitor answer a pending date request, and sends its signed-in owner into the case', async () => {
    const seed = (owner: boolean) => (world: InMemoryWorld) => {
      const client = signedInClient(world);
      if (!owner) world.signOut();
      world.addCase(aCase({ id: '1', case: 'Sucesión' }), { ownerId: client.userId });
      world.addMovement(
        aMovement({
          id_movimiento: 'm1',
          id_case: '1',
          id_tipo: 7,
          fecha_inicio_agenda: null,
          hora_inicio_agenda: null,
          link_token: 'enlace-m1-secreto',
        }),
      );
    };
    const visitor = await renderApp('/calendarRequest/1/m1/7?token=enlace-m1-secreto', { seed: seed(false) });
    await findPage('Elegir fecha y hora');
    expect(currentPath(visitor.router)).toBe('/calendarRequest/1/m1/7');
    visitor.router.history.destroy();

    const owner = await renderApp('/calendarRequest/1/m1/7?token=enlace-m1-secreto', { seed: seed(true) });
    await findPage('Sucesión');
    expect(currentPath(owner.router)).toBe('/asunto/1/m1/fileRequest');
  });

  it.each(['', '?token=enlace-equivocado', '?token=<script>'])(
    "sends a visitor whose date-request link lacks its token or has a wrong one (%s) to /welcome with 'No se pudo cargar el link'",
    async (search) => {
      const { router } = await renderApp(`/calendarRequest/1/m1/7${search}`, {
        seed: (world) => {
          const client = signedInClient(world);
          world.signOut();
          world.addCase(aCase({ id: '1', case: 'Sucesión' }), { ownerId: client.userId });
          world.addMovement(
            aMovement({
              id_movimiento: 'm1',
              id_case: '1',
              id_tipo: 7,
              fecha_inicio_agenda: null,
              hora_inicio_agenda: null,
              link_token: 'enlace-m1-secreto',
            }),
          );
        },
      });
      expect(await screen.findByText(guardMessages.linkNotLoaded)).toBeDefined();
      await waitFor(() => expect(currentPath(router)).toBe('/welcome'));
      expect(screen.queryByText('Sucesión')).toBeNull();
    },
  );

  it("keeps a request link whose check got no answer, saying 'No se pudo cargar el link' with 'Reintentar', which opens it once the service answers", async () => {
    const { router, user, ports } = await renderApp('/terminosCondiciones', {
      seed: (world) => {
        world.addCase(aCase({ id: '1' }), { ownerId: 'someone-else' });
        world.addMovement(
          aMovement({
            id_movimiento: 'm2',
            id_case: '1',
            id_tipo: 2,
            descripcion_movimiento: 'Adjuntar el recibo',
            link_archivo: null,
            link_token: 'enlace-m2-secreto',
          }),
        );
      },
    });
    ports.cases.failNext('getRequestedMovement', portalError.unavailable('network'));
    await router.navigate({ href: '/fileRequest/1/m2/g1?token=enlace-m2-secreto' });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(guardMessages.linkNotLoaded);
    expect(currentPath(router)).toBe('/fileRequest/1/m2/g1');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Adjuntar el recibo')).toBeDefined();
    expect(currentPath(router)).toBe('/fileRequest/1/m2/g1');
  });

  it("keeps a lawyer whose studio's check got no answer on the page, with the message and 'Reintentar'", async () => {
    const { router, user, ports } = await renderApp('/terminosCondiciones', {
      seed: (world) => {
        signedInClient(world);
        world.addStudy(aStudyInfo({ id_grupo: 'g1', habilitado: true }));
      },
    });
    ports.directory.failNext('getStudyInfo', portalError.unavailable('timeout'));
    await router.navigate({ href: '/lawyerDetails/7/g1' });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(errorMessages.studyInfo);
    expect(currentPath(router)).toBe('/lawyerDetails/7/g1');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText(errorMessages.studyInfo)).toBeNull());
    expect(currentPath(router)).toBe('/lawyerDetails/7/g1');
  });

  it("sends a file request that already has its file to /welcome with 'El archivo ya fue cargado'", async () => {
    const { router } = await renderApp('/fileRequest/1/m2/g1?token=enlace-m2-secreto', {
      seed: (world) => {
        world.addCase(aCase({ id: '1' }), { ownerId: 'someone-else' });
        world.addMovement(
          aMovement({
            id_movimiento: 'm2',
            id_case: '1',
            id_tipo: 2,
            link_archivo: 'g1/1/escrito.pdf',
            link_token: 'enlace-m2-secreto',
          }),
        );
      },
    });
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(await screen.findByText(guardMessages.fileAlreadyLoaded)).toBeDefined();
  });

  it('shows the not-found page for any other path', async () => {
    await renderApp('/no/existe');
    expect(await findPage('Página no encontrada')).toBeDefined();
  });
});
