import {
  bytesToBase64,
  errorMessages,
  fileRequestMessages,
  MAX_UPLOAD_BYTES,
  portalError,
  validationMessages,
} from '@justiciable/core';
import { aCase, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
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

function choose(user: Awaited<ReturnType<typeof openRequest>>['user'], ...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file][multiple]');
  if (input === null) throw new Error('no file input for several files');
  return user.upload(input, files);
}

const pdf = (text: string, name: string) => new File([text], name, { type: 'application/pdf' });

describe('/fileRequest: a guest sends the files a lawyer asked for', () => {
  it('says what the lawyer asked for, who asked and when, the case, and the limits before any pick', async () => {
    await openRequest();
    expect(screen.getByText('Adjuntar el certificado de domicilio')).toBeDefined();
    expect(screen.getByText('Dra. Laura Gómez')).toBeDefined();
    expect(screen.getByText('5/3/2026')).toBeDefined();
    expect(screen.getByText('Sucesión de Juan Pérez')).toBeDefined();
    expect(screen.getByText(fileRequestMessages.limits)).toBeDefined();
    // Two real buttons: the device's files (several, images and PDFs) and its camera.
    expect(screen.getByRole('button', { name: 'Elegir archivos' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sacar foto' })).toBeDefined();
    expect(document.querySelector('input[type=file][multiple]')?.getAttribute('accept')).toBe(
      'image/*,application/pdf',
    );
    expect(document.querySelector('input[type=file][capture=environment]')?.getAttribute('accept')).toBe('image/*');
  });

  it('sends two chosen files: both reach the store under the request, which is linked once, and the page offers no other upload', async () => {
    const { user, world, ports } = await openRequest();
    await choose(user, pdf('domicilio en Córdoba', 'certificado.pdf'), pdf('factura de luz', 'factura.pdf'));
    const list = screen.getByRole('list', { name: 'Archivos elegidos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('certificado.pdf')).toBeDefined();
    expect(within(list).getByText('PDF · 21 bytes')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Enviar 2 archivos' }));

    expect(await screen.findByText('2 archivos enviados: su abogado ya los tiene en el asunto.')).toBeDefined();
    const keys = world.uploadsThroughLinks.get('m2') ?? [];
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => key.startsWith('g1/1/pedidom2_'))).toBe(true);
    expect(keys.map((key) => world.files.get(key)?.fileName)).toEqual(['certificado.pdf', 'factura.pdf']);
    expect(ports.files.contentOf(keys[0] ?? '')).toBe(bytesToBase64(new TextEncoder().encode('domicilio en Córdoba')));
    expect(world.movements.get('m2')?.link_archivo).toBe(keys[0]);
    expect(ports.cases.callsOf('attachFileToMovement')).toBe(1);
    expect(screen.queryByRole('button', { name: /^Enviar/ })).toBeNull();
  });

  it('refuses a file over 10 MB on its row, sending nothing until it is removed', async () => {
    const { user, ports } = await openRequest();
    await choose(
      user,
      new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'escaneo.pdf', { type: 'application/pdf' }),
      pdf('ok', 'nota.pdf'),
    );
    expect(screen.getByText(validationMessages.fileTooLarge)).toBeDefined();
    // The button stays enabled (GOV.UK): pressed, it sends nothing and takes the person to the list, where the file too large says so.
    await user.click(screen.getByRole('button', { name: 'Enviar 2 archivos' }));
    expect(ports.files.callsOf('upload')).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Archivos elegidos' }));
    await user.click(screen.getByRole('button', { name: 'Quitar escaneo.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Enviar 1 archivo' }));
    expect(await screen.findByText('Archivo enviado: su abogado ya lo tiene en el asunto.')).toBeDefined();
    expect(ports.files.callsOf('upload')).toBe(1);
  });

  it('retries a failed file alone with the same unique key; the stored one is not sent again, and the request is then answered', async () => {
    const { user, ports, world } = await openRequest();
    const upload = vi.spyOn(ports.files, 'upload');
    const sentKeys = () => upload.mock.calls.map(([file]) => `${file.fileName}:${file.uniqueKey}`);
    ports.files.failNext('upload', portalError.unavailable('timeout'), { moment: 'after-effect' });
    await choose(user, pdf('domicilio', 'certificado.pdf'), pdf('luz', 'factura.pdf'));
    await user.click(screen.getByRole('button', { name: 'Enviar 2 archivos' }));
    await screen.findByRole('button', { name: 'Reintentar certificado.pdf' });
    expect(screen.getAllByText(errorMessages.uploadFile).length).toBeGreaterThan(0);
    expect((await screen.findAllByText(fileRequestMessages.someFailed)).length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar', { name: 'Envío de factura.pdf' }).getAttribute('aria-valuetext')).toBe(
      'Enviado',
    );
    expect(world.movements.get('m2')?.link_archivo).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reintentar certificado.pdf' }));
    expect(await screen.findByText('2 archivos enviados: su abogado ya los tiene en el asunto.')).toBeDefined();
    const [first, second, retry] = sentKeys();
    expect(sentKeys()).toHaveLength(3);
    expect(retry).toBe(first);
    expect(second).not.toBe(first);
    // The function had stored it; only its answer was lost: one copy of each file.
    expect([...world.files.keys()].filter((key) => key.startsWith('g1/1/'))).toHaveLength(2);
    expect(world.movements.get('m2')?.link_archivo).toMatch(/^g1\/1\/pedidom2_/);
  });

  it("says a throttled upload's own Spanish text on the file's row, not the generic failure, and keeps the file", async () => {
    const { user, ports, world } = await openRequest();
    ports.files.failNext('upload', portalError.unavailable('throttled', 'HTTP 429'));
    await choose(user, pdf('domicilio', 'certificado.pdf'));
    await user.click(screen.getByRole('button', { name: 'Enviar 1 archivo' }));
    await screen.findByRole('button', { name: 'Reintentar certificado.pdf' });
    expect(screen.getByText(errorMessages.throttled)).toBeDefined();
    expect(screen.queryByText(errorMessages.uploadFile)).toBeNull();
    expect(ports.files.callsOf('upload')).toBe(1);
    await waitFor(() => expect(world.movements.get('m2')?.link_archivo).toBeNull());
  });
});
