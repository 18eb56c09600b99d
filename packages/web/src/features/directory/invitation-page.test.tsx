import { errorMessages, portalError, statusMessages } from '@justiciable/core';
import { aDirectoryListing, anInvitation, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

function seedInvitation(world: InMemoryWorld, { signedIn }: { readonly signedIn: boolean }) {
  const client = signedIn ? signedInClient(world) : world.addClient({ name: 'Ana Pérez' });
  world.addLawyer(
    aDirectoryListing({
      id: 'l5',
      id_grupo: 'g5',
      abogadoEstudio: { title: 'Dr. Hugo Paz', study: 'Paz Abogados', description: '' },
    }),
  );
  world.addInvitation(
    anInvitation({
      id: 'inv1',
      id_abogado: 'l5',
      id_grupo: 'g5',
      nombre_estudio: 'Paz Abogados',
      nombre_abogado: 'Dr. Hugo Paz',
      email: client.email,
    }),
  );
}

describe('/vinculateContact/:id_invitation', () => {
  it('lets the signed-in invitee accept: the studio becomes one of their lawyers', async () => {
    const { user, world } = await renderApp('/vinculateContact/inv1', {
      seed: (world) => seedInvitation(world, { signedIn: true }),
    });
    await findPage('Invitación de un estudio');
    expect(screen.getByText('Dr. Hugo Paz, de Paz Abogados, lo invita a ser su cliente en Justiciable.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
    expect(
      await screen.findByText('La invitación fue aceptada. El estudio ya figura entre sus abogados.'),
    ).toBeDefined();
    expect(world.invitations.get('inv1')?.estado).toBe('aceptada');
    // Said once, on the page; and the way into the portal from it.
    expect(screen.queryByText('Invitación aceptada correctamente')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mis abogados' }).getAttribute('href')).toBe('/abogados');
  });

  it('reads the invitation again when the service refuses an answer because it was answered meanwhile, and says so', async () => {
    const { user, world, toasts } = await renderApp('/vinculateContact/inv1', {
      seed: (world) => seedInvitation(world, { signedIn: true }),
    });
    await findPage('Invitación de un estudio');
    // Accepted from another tab while this one still shows the answers.
    const invitation = world.invitations.get('inv1');
    if (invitation) world.invitations.set('inv1', { ...invitation, estado: 'aceptada' });
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText(statusMessages.invitationAlreadyAccepted)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Aceptar invitación' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mis abogados' })).toBeDefined();
    // No failure is said, in a toast or on the page.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(Object.values(toasts.queues).flatMap((queue) => queue.visibleToasts)).toEqual([]);
  });

  it('says calmly, with the way into the portal, that an invitation opened again was already answered', async () => {
    const { toasts } = await renderApp('/vinculateContact/inv1', {
      seed: (world) => {
        seedInvitation(world, { signedIn: true });
        const invitation = world.invitations.get('inv1');
        if (invitation) world.invitations.set('inv1', { ...invitation, estado: 'rechazada' });
      },
    });
    await findPage('Invitación de un estudio');
    expect(screen.getByText(statusMessages.invitationAlreadyDeclined).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Aceptar invitación' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al directorio' }).getAttribute('href')).toBe('/directorio');
    expect(Object.values(toasts.queues).flatMap((queue) => queue.visibleToasts)).toEqual([]);
  });

  it("keeps the answers and says 'Error al intentar rechazar invitación' when declining fails", async () => {
    const { user, ports } = await renderApp('/vinculateContact/inv1', {
      seed: (world) => seedInvitation(world, { signedIn: true }),
    });
    await findPage('Invitación de un estudio');
    ports.invitations.failNext('decline', portalError.unavailable('network'));
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    // Asked first, saying what declining means; the failure is said there, to try again.
    const asked = await screen.findByRole('alertdialog', { name: '¿Rechazar la invitación de Paz Abogados?' });
    expect(asked.textContent).toContain('Dr. Hugo Paz no figurará entre sus abogados');
    await user.click(within(asked).getByRole('button', { name: 'Rechazar invitación' }));
    expect((await within(asked).findByRole('alert')).textContent).toBe(errorMessages.declineInvitation);
    await user.click(within(asked).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Aceptar invitación' })).toBeDefined();
  });

  it("declines only once asked: 'Rechazar' alone sends nothing, the dialog's 'Rechazar invitación' does", async () => {
    const { user, world } = await renderApp('/vinculateContact/inv1', {
      seed: (world) => seedInvitation(world, { signedIn: true }),
    });
    await findPage('Invitación de un estudio');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    const asked = await screen.findByRole('alertdialog', { name: '¿Rechazar la invitación de Paz Abogados?' });
    expect(world.invitations.get('inv1')?.estado).toBe('pendiente');
    await user.click(within(asked).getByRole('button', { name: 'Rechazar invitación' }));
    expect(await screen.findByText('La invitación fue rechazada.')).toBeDefined();
    expect(world.invitations.get('inv1')?.estado).toBe('rechazada');
  });

  it('asks a visitor who opened the e-mailed link to sign in with the invited e-mail to answer it', async () => {
    let token = '';
    const { router } = await renderApp('/terminosCondiciones', {
      seed: (world) => {
        seedInvitation(world, { signedIn: false });
        token = world.invitationTokens.get('inv1') ?? '';
      },
    });
    await router.navigate({
      to: '/vinculateContact/$id_invitation',
      params: { id_invitation: 'inv1' },
      search: { token },
    });
    await findPage('Invitación de un estudio');
    expect(
      screen.getByText(
        /Para responder la invitación, ingrese con su cuenta o créela con el correo .*Después volverá a esta página\./,
      ),
    ).toBeDefined();
    // Signing in or registering comes back here, with the link's token.
    const signIn = new URL(
      screen.getByRole('link', { name: 'Ingresar o crear cuenta' }).getAttribute('href') ?? '',
      'http://portal',
    );
    expect(signIn.pathname).toBe('/welcome');
    expect(signIn.searchParams.get('volver')).toBe(`/vinculateContact/inv1?token=${token}`);
    expect(screen.queryByRole('button', { name: 'Aceptar invitación' })).toBeNull();
  });

  it("offers 'Reintentar' when the invitation got no answer, and shows it once it does", async () => {
    const { router, user, ports } = await renderApp('/terminosCondiciones', {
      seed: (world) => seedInvitation(world, { signedIn: true }),
    });
    ports.invitations.failNext('find', portalError.unavailable('timeout'));
    await router.navigate({ to: '/vinculateContact/$id_invitation', params: { id_invitation: 'inv1' } });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(errorMessages.findInvitation);
    expect(screen.queryByRole('heading', { name: 'No encontramos la invitación' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText('Dr. Hugo Paz, de Paz Abogados, lo invita a ser su cliente en Justiciable.'),
    ).toBeDefined();
  });

  it('says the invitation was not found when the link does not open one', async () => {
    await renderApp('/vinculateContact/nada', { seed: (world) => seedInvitation(world, { signedIn: true }) });
    expect(await screen.findByRole('heading', { name: 'No encontramos la invitación' })).toBeDefined();
    expect(screen.getByText(/Error al intentar obtener Invitación/)).toBeDefined();
  });
});
