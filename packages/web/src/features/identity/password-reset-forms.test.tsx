import { portalError, successMessages } from '@justiciable/core';
import type { InMemoryPorts } from '@justiciable/core/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

/** Asks for a reset code for the address from the sign-in page; answers the next step's text. */
async function requestReset(email: string, prepare: (ports: InMemoryPorts) => void = () => undefined) {
  const app = await renderApp('/welcome', { seed: (world) => void world.addClient({ email: 'ana@example.com' }) });
  prepare(app.ports);
  await app.user.click(await screen.findByRole('button', { name: 'Olvidé mi contraseña' }));
  const request = await screen.findByRole('form', { name: 'Recuperar contraseña' });
  await app.user.type(within(request).getByLabelText('Correo electrónico'), email);
  await app.user.click(within(request).getByRole('button', { name: 'Enviar código' }));
  const next = await screen.findByRole('form', { name: 'Elegir contraseña nueva' });
  const text = (next.textContent ?? '').replace(email, '<correo>');
  cleanup();
  return { ...app, text };
}

describe('forgotten password', () => {
  it('answers with the same words whether or not the address has an account', async () => {
    const known = await requestReset('ana@example.com');
    expect(known.text).toContain(successMessages.passwordResetRequested);
    expect(known.ports.identity.lastPasswordResetCodeFor('ana@example.com')).not.toBeNull();

    const unknown = await requestReset('nadie@example.com');
    expect(unknown.text).toBe(known.text);
    expect(unknown.ports.identity.lastPasswordResetCodeFor('nadie@example.com')).toBeNull();

    // A pool that does not prevent user-existence errors names the address (UserNotFoundException).
    const named = await requestReset('nadie@example.com', (ports) =>
      ports.identity.failNext(
        'requestPasswordReset',
        portalError.identity('incorrectCredentials', 'UserNotFoundException: User does not exist.'),
      ),
    );
    expect(named.text).toBe(known.text);
    expect(named.text).not.toMatch(/no existe|no tiene (una )?cuenta|no encontr/i);
    // Three renders of the app.
  }, 30_000);
});
