import { bytesToBase64, errorMessages, MAX_UPLOAD_BYTES, portalError, validationMessages } from '@justiciable/core';
import { aCase, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPage, renderApp } from '../../testing/render-app';

const LINK = '/fileRequest/1/m2/g1?token=enlace-m2-secreto';

function seedFileRequest(world: InMemoryWorld) {
  world.addCase(aCase({ id: '1', case: 'Sucesión de Juan Pérez', id_grupo: 'g1' }), { ownerId: 'someone-else' });
  world.addMovement(
    aMovement({
      id_movimiento: 'm2',
      id_case: '1',
      id_tipo: 2,
      nombres: 'Dra. Laura Gómez',
      fecha_alta: '2026-03-05T09:15:00.000Z',
      descripcion_movimiento: 'Adjuntar el certificado de domicilio',
      link_archivo: null,
      link_token: 'enlace-m2-secreto',
    }),
  );
}

async function openRequest() {
  const app = await renderApp(LINK, { seed: seedFileRequest });
  await findPage('Enviar documento');
  return app;
}

function chooseFile(user: Awaited<ReturnType<typeof openRequest>>['user'], file: File) {
  return user.upload(screen.getByLabelText('Archivo'), file);
}

describe('/fileRequest: a guest sends the file a lawyer asked for', () => {
  it('says what the lawyer asked for, who asked and when, and the case', async () => {
    await openRequest();
    expect(screen.getByText('Adjuntar el certificado de domicilio')).toBeDefined();
    expect(screen.getByText('Dra. Laura Gómez')).toBeDefined();
    expect(screen.getByText('5/3/2026')).toBeDefined();
    expect(screen.getByText('Sucesión de Juan Pérez')).toBeDefined();
  });

  it('uploads the chosen file: it reaches the store, the request gets its link, and the page offers no other upload', async () => {
    const { user, world, ports } = await openRequest();
    await chooseFile(user, new File(['domicilio en Córdoba'], 'certificado.pdf', { type: 'application/pdf' }));
    // Chosen with the portal's Spanish button, which then names the file and its weight.
    expect(screen.getByText('Elegir archivo')).toBeDefined();
    expect(screen.getByText('certificado.pdf')).toBeDefined();
    expect(screen.getByText(/El elegido pesa 21 bytes\./)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Enviar archivo' }));

    expect(await screen.findByText('Archivo enviado.')).toBeDefined();
    const key = world.uploadsThroughLinks.get('m2');
    expect(key).toMatch(/^g1\/1\//);
    expect(world.files.get(key ?? '')?.fileName).toBe('certificado.pdf');
    expect(ports.files.contentOf(key ?? '')).toBe(bytesToBase64(new TextEncoder().encode('domicilio en Córdoba')));
    expect(world.movements.get('m2')?.link_archivo).toBe(key);
    expect(screen.getByText(/certificado\.pdf/).textContent).toContain('Su abogado ya tiene');
    expect(screen.queryByLabelText('Archivo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar archivo' })).toBeNull();
  });

  it('refuses a file over 10 MB with the catalogue message, without calling the upload function', async () => {
    const { user, ports } = await openRequest();
    await chooseFile(user, new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'escaneo.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.fileTooLarge);
    const send = screen.getByRole('button', { name: 'Enviar archivo' });
    expect(send.hasAttribute('disabled') || send.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(send);
    expect(ports.files.callsOf('upload')).toBe(0);
  });

  it("keeps the chosen file and says 'Ocurrió un error al intentar cargar el archivo' when the upload fails", async () => {
    const { user, ports, world } = await openRequest();
    ports.files.failNext('upload', portalError.unavailable('network'));
    await chooseFile(user, new File(['domicilio'], 'certificado.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Enviar archivo' }));

    await waitFor(() => expect(screen.getAllByText(errorMessages.uploadFile).length).toBeGreaterThan(0));
    expect(world.movements.get('m2')?.link_archivo).toBeNull();
    // The choice is kept after the failure: the same file, named beside the Spanish button.
    expect(screen.getByText('Elegir archivo')).toBeDefined();
    expect(screen.getByText('certificado.pdf')).toBeDefined();
    expect(screen.getByText(/El elegido pesa 9 bytes\./)).toBeDefined();
    const input = screen.getByLabelText<HTMLInputElement>('Archivo');
    expect(input.files?.item(0)?.name).toBe('certificado.pdf');

    await user.click(screen.getByRole('button', { name: 'Enviar archivo' }));
    expect(await screen.findByText('Archivo enviado.')).toBeDefined();
  });

  it('sends the same unique key again when the first answer was lost: the retry is answered with the one stored file and the request gets it', async () => {
    const { user, ports, world } = await openRequest();
    const upload = vi.spyOn(ports.files, 'upload');
    const sentKeys = () => upload.mock.calls.map(([file]) => file.uniqueKey);
    ports.files.failNext('upload', portalError.unavailable('timeout'), { moment: 'after-effect' });
    await chooseFile(user, new File(['domicilio'], 'certificado.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Enviar archivo' }));
    await waitFor(() => expect(screen.getAllByText(errorMessages.uploadFile).length).toBeGreaterThan(0));
    // The function stored it and spent the link's one upload; only the answer was lost.
    expect(world.uploadsThroughLinks.get('m2')).toBe(`g1/1/${sentKeys()[0]}`);

    await user.click(screen.getByRole('button', { name: 'Enviar archivo' }));
    expect(await screen.findByText('Archivo enviado.')).toBeDefined();
    expect(sentKeys()).toHaveLength(2);
    expect(sentKeys()[1]).toBe(sentKeys()[0]);
    expect([...world.files.keys()].filter((key) => key.startsWith('g1/1/'))).toEqual([`g1/1/${sentKeys()[0]}`]);
    expect(world.movements.get('m2')?.link_archivo).toBe(`g1/1/${sentKeys()[0]}`);
  });

  it('sends a new unique key for another chosen file, after a failure, and the same key for every retry of one file', async () => {
    const { user, ports } = await openRequest();
    const upload = vi.spyOn(ports.files, 'upload');
    const sentKeys = () => upload.mock.calls.map(([file]) => file.uniqueKey);
    const send = async () => {
      await user.click(screen.getByRole('button', { name: 'Enviar archivo' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar archivo' }).hasAttribute('disabled')).toBe(false));
    };
    ports.files.failNext('upload', portalError.unavailable('network'));
    ports.files.failNext('upload', portalError.unavailable('network'));
    await chooseFile(user, new File(['domicilio'], 'certificado.pdf', { type: 'application/pdf' }));
    await send();
    await chooseFile(user, new File(['domicilio actual'], 'certificado actual.pdf', { type: 'application/pdf' }));
    await send();
    await user.click(screen.getByRole('button', { name: 'Enviar archivo' }));
    expect(await screen.findByText('Archivo enviado.')).toBeDefined();

    expect(sentKeys()).toHaveLength(3);
    expect(sentKeys()[1]).not.toBe(sentKeys()[0]);
    expect(sentKeys()[2]).toBe(sentKeys()[1]);
    for (const key of sentKeys()) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it("says a throttled upload's own Spanish text, to wait, not the generic failure, and keeps the chosen file", async () => {
    const { user, ports, world } = await openRequest();
    ports.files.failNext('upload', portalError.unavailable('throttled', 'HTTP 429'));
    await chooseFile(user, new File(['domicilio'], 'certificado.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Enviar archivo' }));

    await waitFor(() => expect(screen.getAllByText(errorMessages.throttled).length).toBeGreaterThan(0));
    expect(errorMessages.throttled).toBe('Demasiados intentos. Espere unos minutos e intente nuevamente');
    expect(screen.queryByText(errorMessages.uploadFile)).toBeNull();
    expect(ports.files.callsOf('upload')).toBe(1);
    expect(world.movements.get('m2')?.link_archivo).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Archivo').files?.item(0)?.name).toBe('certificado.pdf');
  });
});
