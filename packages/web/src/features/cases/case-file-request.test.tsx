import { fileRequestMessages, MOVEMENT_TYPE, portalError, requestFilesMessages } from '@justiciable/core';
import { aCase, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

function caseWithRequests(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ id: '1024', case: 'Despido sin causa', id_grupo: '31' }), { ownerId: client.userId });
  world.addMovement(
    aMovement({
      id_movimiento: '71',
      id_case: '1024',
      id_tipo: MOVEMENT_TYPE.fileRequest,
      descripcion_movimiento: 'Adjuntar el telegrama',
      link_archivo: null,
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '72',
      id_case: '1024',
      id_tipo: MOVEMENT_TYPE.fileRequest,
      descripcion_movimiento: 'Adjuntar los recibos',
      link_archivo: null,
    }),
  );
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

/** Chooses files through the request form's "Elegir archivos" input. */
async function choose(user: Awaited<ReturnType<typeof landOnRequest>>['user'], form: HTMLElement, ...files: File[]) {
  const input = form.querySelector<HTMLInputElement>('input[type=file][multiple]');
  if (input === null) throw new Error('no input for several files');
  await user.upload(input, files);
}

describe('a file request answered by its owner inside the case', () => {
  it('sends several files from the request itself; the request reads answered with them, no longer pending', async () => {
    const { user, ports, world } = await landOnRequest();
    const upload = vi.spyOn(ports.files, 'upload');
    const request = screen.getByRole('article', { name: 'Adjuntar el telegrama' });
    expect(within(request).getByText(fileRequestMessages.answerHere)).toBeDefined();
    const form = within(request).getByRole('form', { name: 'Enviar archivos: Adjuntar el telegrama' });
    // Pressed before any file is chosen, the button says why on the picker and takes the person there (GOV.UK keeps it enabled).
    const waiting = within(form).getByRole('button', { name: 'Enviar archivos' });
    expect(waiting.hasAttribute('disabled')).toBe(false);
    await user.click(waiting);
    const picker = within(form).getByRole('button', { name: 'Elegir archivos' });
    expect(document.activeElement).toBe(picker);
    expect(
      document.getElementById((picker.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')?.textContent,
    ).toBe(`Error: ${requestFilesMessages.noFiles}`);
    expect(upload).not.toHaveBeenCalled();
    await choose(user, form, pick('telegrama.pdf', '%PDF-1.4 telegrama'), pick('sobre.pdf', '%PDF-1.4 sobre'));
    expect(within(form).queryByText(requestFilesMessages.noFiles)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Enviar 2 archivos' }));

    // Generous: the first upload also reads the files and fetches the write's code.
    expect(
      await screen.findByText('2 archivos enviados: su abogado ya los tiene en el asunto.', undefined, {
        timeout: 5000,
      }),
    ).toBeDefined();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[0]?.[0]).toMatchObject({
      caseId: '1024',
      groupId: '31',
      fileName: 'telegrama.pdf',
      request: null,
    });
    expect(world.movements.get('71')?.link_archivo).toMatch(/^31\/1024\/pedido71_/);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Adjuntar el telegrama' })).queryByText('Pendiente de envío'),
      ).toBeNull(),
    );
    const answered = screen.getByRole('article', { name: 'Adjuntar el telegrama' });
    expect(within(answered).getByText('Respondida con 2 archivos')).toBeDefined();
    // The form the focus was in is gone: the request that replaced it has the focus.
    await waitFor(() => expect(document.activeElement).toBe(answered));
    expect(within(answered).getByRole('button', { name: 'Descargar telegrama.pdf' })).toBeDefined();
    expect(within(answered).getByRole('button', { name: 'Descargar sobre.pdf' })).toBeDefined();
    // No 'Documento enviado' movement of its own: the request itself got the files.
    expect([...world.movements.values()].filter((movement) => movement.id_case === '1024')).toHaveLength(2);
  });

  it('says why on the file that cannot be stored, and its retry sends the same upload again', async () => {
    const { user, ports, world } = await landOnRequest();
    ports.files.failNext('upload', portalError.unavailable('timeout'), { moment: 'after-effect' });
    const form = screen.getByRole('form', { name: 'Enviar archivos: Adjuntar el telegrama' });
    await choose(user, form, pick('telegrama.pdf', '%PDF-1.4'));
    await user.click(within(form).getByRole('button', { name: 'Enviar 1 archivo' }));
    await within(form).findByRole('button', { name: 'Reintentar telegrama.pdf' });
    expect(within(form).getByText('Ocurrió un error al intentar cargar el archivo')).toBeDefined();

    await user.click(within(form).getByRole('button', { name: 'Reintentar telegrama.pdf' }));
    expect(await screen.findByText(fileRequestMessages.answered)).toBeDefined();
    const keys = new Set([...world.files.keys()].filter((key) => key.startsWith('31/1024/')));
    expect(keys.size).toBe(1);
    expect(world.movements.get('71')?.link_archivo).toBe([...keys][0]);
  });

  it('answers the request chosen under Documentos with its files', async () => {
    const { user, world } = await landOnRequest();
    const documents = screen.getByRole('region', { name: 'Documentos' });
    await user.click(within(documents).getByRole('button', { name: /Responde al pedido de su abogado/ }));
    await user.click(await screen.findByRole('option', { name: 'Adjuntar los recibos' }));
    const form = await within(documents).findByRole('form', { name: 'Archivos para «Adjuntar los recibos»' });
    await choose(user, form, pick('recibos.pdf', '%PDF-1.4 recibos'));
    await user.click(within(form).getByRole('button', { name: 'Enviar 1 archivo' }));

    expect(await screen.findByText(fileRequestMessages.answered, undefined, { timeout: 5000 })).toBeDefined();
    expect(world.movements.get('72')?.link_archivo).toMatch(/^31\/1024\/pedido72_/);
    expect(world.movements.get('71')?.link_archivo).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Adjuntar los recibos' })).queryByText('Pendiente de envío'),
      ).toBeNull(),
    );
    // Answered, it is no longer offered.
    await waitFor(() =>
      expect(within(documents).getByRole('button', { name: /Responde al pedido de su abogado/ })).toBeDefined(),
    );
    await user.click(within(documents).getByRole('button', { name: /Responde al pedido de su abogado/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Adjuntar el telegrama',
    ]);
  });
});
