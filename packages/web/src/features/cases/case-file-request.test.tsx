import { fileRequestMessages, MOVEMENT_TYPE, portalError } from '@justiciable/core';
import { aCase, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

function caseWithRequests(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ id: '1024', case: 'Despido sin causa', id_grupo: '31' }), { ownerId: client.userId });
  world.addMovement(aMovement({ id_movimiento: '71', id_case: '1024', id_tipo: MOVEMENT_TYPE.fileRequest, descripcion_movimiento: 'Adjuntar el telegrama', link_archivo: null }));
  world.addMovement(aMovement({ id_movimiento: '72', id_case: '1024', id_tipo: MOVEMENT_TYPE.fileRequest, descripcion_movimiento: 'Adjuntar los recibos', link_archivo: null }));
}

/** The client lands where the request's link sends its owner: /asunto/:case/:movement/fileRequest. */
async function landOnRequest() {
  const app = await renderApp('/asunto/1024/71/fileRequest', { seed: caseWithRequests });
  await findPage('Despido sin causa');
  return app;
}

function pick(name: string, content: string): File {
  return new File([content], name, { type: 'application/pdf' });
}

describe('a file request answered by its owner inside the case (issue 22, defect 4)', () => {
  it('sends the file from the request itself; the request is answered and shows the file, no longer pending', async () => {
    const { user, ports, world } = await landOnRequest();
    const answer = vi.spyOn(ports.files, 'upload');
    const request = screen.getByRole('article', { name: 'Adjuntar el telegrama' });
    expect(within(request).getByText(fileRequestMessages.answerHere)).toBeDefined();
    const form = within(request).getByRole('form', { name: 'Enviar archivo: Adjuntar el telegrama' });
    await user.upload(within(form).getByLabelText('Archivo'), pick('telegrama.pdf', '%PDF-1.4 telegrama'));
    await user.click(within(form).getByRole('button', { name: 'Enviar archivo' }));

    // Generous: the first upload also reads the file and fetches the write's code.
    expect(await screen.findByText(fileRequestMessages.answered, undefined, { timeout: 5000 })).toBeDefined();
    const linked = world.movements.get('71')?.link_archivo ?? '';
    expect(linked).toMatch(/^31\/1024\//);
    expect(answer).toHaveBeenCalledOnce();
    expect(answer.mock.calls[0]?.[0]).toMatchObject({ caseId: '1024', groupId: '31', fileName: 'telegrama.pdf', request: null });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Adjuntar el telegrama' })).queryByText('Pendiente de envío')).toBeNull());
    expect(within(screen.getByRole('article', { name: 'Adjuntar el telegrama' })).getByText('Archivo enviado')).toBeDefined();
    // No 'Documento enviado' movement of its own: the request itself got the file.
    expect([...world.movements.values()].filter((movement) => movement.id_case === '1024')).toHaveLength(2);
  });

  it('says why on the request when the file cannot be stored, and sends the same upload again', async () => {
    const { user, ports, world } = await landOnRequest();
    ports.files.failNext('upload', portalError.unavailable('timeout'), { moment: 'after-effect' });
    const form = screen.getByRole('form', { name: 'Enviar archivo: Adjuntar el telegrama' });
    await user.upload(within(form).getByLabelText('Archivo'), pick('telegrama.pdf', '%PDF-1.4'));
    await user.click(within(form).getByRole('button', { name: 'Enviar archivo' }));
    expect((await within(form).findByText('Ocurrió un error al intentar cargar el archivo')).closest('[role="alert"]')).not.toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Enviar archivo' }));
    expect(await screen.findByText(fileRequestMessages.answered)).toBeDefined();
    const keys = new Set([...world.files.keys()].filter((key) => key.startsWith('31/1024/')));
    expect(keys.size).toBe(1);
    expect(world.movements.get('71')?.link_archivo).toBe([...keys][0]);
  });

  it('answers the request an upload under Documentos is chosen for', async () => {
    const { user, world } = await landOnRequest();
    const documents = screen.getByRole('region', { name: 'Documentos' });
    await user.upload(within(documents).getByLabelText('Archivo'), pick('recibos.pdf', '%PDF-1.4 recibos'));
    await user.click(within(documents).getByRole('button', { name: /Responde al pedido de su abogado/ }));
    await user.click(await screen.findByRole('option', { name: 'Adjuntar los recibos' }));
    await user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));

    expect(await screen.findByText(fileRequestMessages.answered, undefined, { timeout: 5000 })).toBeDefined();
    expect(world.movements.get('72')?.link_archivo).toMatch(/^31\/1024\//);
    expect(world.movements.get('71')?.link_archivo).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Adjuntar los recibos' })).queryByText('Pendiente de envío')).toBeNull());
    // Answered, it is no longer offered.
    await waitFor(() => expect(within(documents).getByRole('button', { name: /Responde al pedido de su abogado/ })).toBeDefined());
    await user.click(within(documents).getByRole('button', { name: /Responde al pedido de su abogado/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Adjuntar el telegrama']);
  });
});
