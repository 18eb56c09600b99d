import { identityMessages } from '@justiciable/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, findPage, renderApp } from '../../testing/render-app';

describe('/verifyAccount/:username/:code', () => {
  it('says of an account confirmed before that it is confirmed, once and calmly, and offers Ingresar', async () => {
    const { user, router, toasts } = await renderApp('/verifyAccount/ana@example.com/123456', {
      seed: (world) => void world.addClient({ email: 'ana@example.com' }),
    });
    await findPage('Confirmar su cuenta');
    await user.click(screen.getByRole('button', { name: 'Confirmar mi cuenta' }));

    expect(await screen.findByText(identityMessages.alreadyConfirmed)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(Object.values(toasts.queues).flatMap((queue) => queue.visibleToasts)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Confirmar mi cuenta' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ingresar' }));
    await screen.findByRole('form', { name: 'Ingresar' });
    expect(currentPath(router)).toBe('/welcome');
  });

  it("ends the generic failure's sentence before the page's own", async () => {
    const { user, ports } = await renderApp('/verifyAccount/ana@example.com/123456', {
      seed: (world) => void world.addClient({ email: 'ana@example.com', confirmed: false }),
    });
    await findPage('Confirmar su cuenta');
    ports.identity.failNext('confirmSignUp', {
      kind: 'identity',
      reason: 'unknown',
      message: identityMessages.unknown,
    });
    await user.click(screen.getByRole('button', { name: 'Confirmar mi cuenta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ocurrió un error con su cuenta. Intente nuevamente. Si el enlace ya fue usado o venció, ingrese con su correo y contraseña y pida un código nuevo.',
    );
  });
});
