import { errorMessages, MAX_UPLOAD_BYTES, portalError, validationMessages } from '@justiciable/core';
import { aCase, aDocument, aDocumentCategory, aDocumentType, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';
import { documentKind, formatFileSize } from '../../ui/file-format';

function caseWithDocuments(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ id: '1024', case: 'Divorcio vincular', id_grupo: '31' }), { ownerId: client.userId });
  world.addDocument(
    aDocument({
      id: '31/1024/acta.pdf',
      name: 'Acta de matrimonio.pdf',
      type: 'application/pdf',
      updated_at: '2025-02-20T15:02:00.000Z',
      size: 482133,
    }),
  );
  // Stored without a name or a content type: core's defaults name it.
  world.addDocument(
    aDocument({
      id: '31/1024/sin-datos',
      name: '',
      type: '',
      updated_at: '2025-03-01T10:00:00.000Z',
      size: 3 * 1024 * 1024,
    }),
  );
  // Another case's file never shows here.
  world.addDocument(aDocument({ id: '31/2048/ajeno.pdf', case_id: '2048', name: 'Ajeno.pdf' }));
  world.addDocumentType(aDocumentType({ id: '1', nombre: 'Recibo de sueldo' }));
  world.addDocumentType(aDocumentType({ id: '2', nombre: 'Escrito judicial' }));
  world.addDocumentCategory(aDocumentCategory({ id: '8', nombre: 'Documentación personal', id_grupo: '31' }));
  // Another studio's category is not offered.
  world.addDocumentCategory(aDocumentCategory({ id: '9', nombre: 'Ajena', id_grupo: '40' }));
}

async function openDocuments() {
  const app = await renderApp('/asunto/1024', { seed: caseWithDocuments });
  await findPage('Divorcio vincular');
  return { ...app, documents: screen.getByRole('region', { name: 'Documentos' }) };
}

function pick(name: string, content: string): File {
  return new File([content], name, { type: 'text/plain' });
}

afterEach(() => vi.restoreAllMocks());

describe('formatFileSize and documentKind', () => {
  it('says bytes below a kilobyte, KB below a megabyte and MB from there, with an es-AR decimal comma', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(22)).toBe('22 bytes');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(482133)).toBe('470,8 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
  });

  it('names a content type as people know it, and leaves a type the client chose as it is', () => {
    expect(documentKind('application/pdf')).toBe('PDF');
    expect(documentKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'Documento de Word',
    );
    expect(documentKind('application/x-unknown')).toBe('Archivo');
    expect(documentKind('Recibo de sueldo')).toBe('Recibo de sueldo');
    expect(documentKind('Desconocido')).toBe('Desconocido');
  });
});

describe('/asunto/:id documents', () => {
  it("lists the case's documents with name, type, date and size, and core's defaults for what is missing", async () => {
    const { documents } = await openDocuments();
    const items = within(documents).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const texts = items.map((item) => item.textContent ?? '');
    expect(texts.find((text) => text.includes('Acta de matrimonio.pdf'))).toContain(
      'PDF · Sin categoría · 20/2/2025 · 470,8 KB',
    );
    expect(texts.find((text) => text.includes('Sin nombre'))).toContain(
      'Desconocido · Sin categoría · 1/3/2025 · 3 MB',
    );
    expect(documents.textContent).not.toContain('Ajeno.pdf');
  });

  it('shows the load failure of the documents without hiding the rest of the case', async () => {
    const app = await renderApp('/asunto/1024', { seed: caseWithDocuments });
    await findPage('Divorcio vincular');
    app.ports.documents.failNext('listByCase', portalError.unavailable('network'));
    await app.router.invalidate();
    const documents = screen.getByRole('region', { name: 'Documentos' });
    expect((await within(documents).findByRole('alert')).textContent).toContain(errorMessages.documents);
    expect(within(documents).getByRole('button', { name: 'Cargar documento' })).toBeDefined();
  });

  it("says 'Error al intentar obtener categorías de documentos' with Reintentar when the studio's categories cannot be read, and uploads meanwhile", async () => {
    const app = await renderApp('/asunto/1024', { seed: caseWithDocuments });
    await findPage('Divorcio vincular');
    app.ports.documents.failNext('listCategories', portalError.unavailable('network'));
    await app.router.invalidate();
    const documents = screen.getByRole('region', { name: 'Documentos' });
    const failure = await within(documents).findByRole('alert');
    expect(failure.textContent).toContain(errorMessages.documentCategories);
    expect(within(documents).queryByRole('button', { name: /Categoría/ })).toBeNull();
    // The types were read: they are still offered, and a file can go without a category.
    expect(within(documents).getByRole('button', { name: /Tipo de documento/ })).toBeDefined();
    await app.user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(documents).queryByRole('alert')).toBeNull());
    expect(within(documents).getByRole('button', { name: /Categoría/ })).toBeDefined();
  });

  it("says on the file field, and takes the person there, when 'Cargar documento' is pressed before a file is chosen", async () => {
    const { documents, user, ports } = await openDocuments();
    const upload = within(documents).getByRole('button', { name: 'Cargar documento' });
    expect(upload.hasAttribute('disabled')).toBe(false);
    await user.click(upload);
    const field = within(documents).getByLabelText('Archivo');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const said = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(said).toContain('Error: Elija el archivo que quiere cargar.');
    expect(ports.files.callsOf('upload')).toBe(0);
    await user.upload(field, pick('recibo.txt', 'hola'));
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(within(documents).queryByText('Elija el archivo que quiere cargar.')).toBeNull();
  });

  it('uploads a picked file: it reaches the file store and shows in the list at once', async () => {
    const { documents, user, world, ports } = await openDocuments();
    await user.upload(within(documents).getByLabelText('Archivo'), pick('recibo de sueldo.txt', 'hola mundo'));
    await user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));

    // The picker already shows the file's name: the upload is done once the list holds it.
    await waitFor(() => expect(within(documents).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(documents)
        .getAllByRole('listitem')
        .some((item) => item.textContent?.includes('recibo de sueldo.txt')),
    ).toBe(true);
    expect(ports.files.callsOf('upload')).toBe(1);
    const stored = [...world.files.values()].find((file) => file.fileName === 'recibo de sueldo.txt');
    expect(stored?.key.startsWith('31/1024/')).toBe(true);
    expect(atob(stored?.contentBase64 ?? '')).toBe('hola mundo');
    // The form is ready for the next file.
    expect((within(documents).getByLabelText('Archivo') as HTMLInputElement).files).toHaveLength(0);
    expect(within(documents).getByText('Ningún archivo elegido')).toBeDefined();
  });

  it("files an upload under the chosen type and the studio's category, shown in the list", async () => {
    const { documents, user, world } = await openDocuments();
    await user.upload(within(documents).getByLabelText('Archivo'), pick('recibo marzo.txt', 'recibo'));
    await user.click(within(documents).getByRole('button', { name: /Tipo de documento/ }));
    await user.click(await screen.findByRole('option', { name: 'Recibo de sueldo' }));
    await user.click(within(documents).getByRole('button', { name: /Categoría/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Documentación personal',
    ]);
    await user.click(screen.getByRole('option', { name: 'Documentación personal' }));
    await user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));

    const item = (await within(documents).findByText('recibo marzo.txt')).closest('li');
    expect(item?.textContent).toContain('Recibo de sueldo · Documentación personal ·');
    const stored = [...world.files.values()].find((file) => file.fileName === 'recibo marzo.txt');
    expect(stored?.classification).toEqual({ type: 'Recibo de sueldo', category: 'Documentación personal' });
  });

  it('keeps the chosen type and category after a failed upload, and the retry files the one stored copy under them', async () => {
    const { documents, user, world, ports } = await openDocuments();
    await user.upload(within(documents).getByLabelText('Archivo'), pick('recibo abril.txt', 'recibo'));
    await user.click(within(documents).getByRole('button', { name: /Tipo de documento/ }));
    await user.click(await screen.findByRole('option', { name: 'Recibo de sueldo' }));
    await user.click(within(documents).getByRole('button', { name: /Categoría/ }));
    await user.click(await screen.findByRole('option', { name: 'Documentación personal' }));
    ports.cases.failNext('attachFileToMovement', portalError.unavailable('network'));
    await user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));

    expect((await within(documents).findByRole('alert')).textContent).toBe(errorMessages.uploadFile);
    expect(within(documents).getByRole('button', { name: /Tipo de documento/ }).textContent).toContain(
      'Recibo de sueldo',
    );
    expect(within(documents).getByRole('button', { name: /Categoría/ }).textContent).toContain(
      'Documentación personal',
    );

    await user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));
    const item = (await within(documents).findByText('recibo abril.txt')).closest('li');
    expect(item?.textContent).toContain('Recibo de sueldo · Documentación personal ·');
    const stored = [...world.files.values()].filter((file) => file.fileName === 'recibo abril.txt');
    expect(stored.map((file) => file.classification)).toEqual([
      { type: 'Recibo de sueldo', category: 'Documentación personal' },
    ]);
    expect(
      [...world.movements.values()].filter(
        (movement) => movement.descripcion_movimiento === 'Documento enviado: recibo abril.txt',
      ),
    ).toHaveLength(1);
  });

  it("refuses a file over 10 MB with core's message before sending anything", async () => {
    const { documents, user, ports } = await openDocuments();
    const big = pick('expediente.pdf', 'x');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(within(documents).getByLabelText('Archivo'), big);
    await user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));

    expect((await within(documents).findByRole('alert')).textContent).toBe(validationMessages.fileTooLarge);
    expect(ports.files.callsOf('upload')).toBe(0);
  });

  it('keeps the picked file after a failed upload, so sending again needs no new pick', async () => {
    const { documents, user, ports, world } = await openDocuments();
    ports.files.failNext('upload', portalError.unavailable('network'));
    await user.upload(within(documents).getByLabelText('Archivo'), pick('poder.txt', 'poder general'));
    await user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));

    expect((await within(documents).findByRole('alert')).textContent).toBe(errorMessages.uploadFile);
    const input = within(documents).getByLabelText('Archivo') as HTMLInputElement;
    expect(input.files?.[0]?.name).toBe('poder.txt');
    // The chosen file is still named beside the picker.
    expect(within(documents).getByText('poder.txt').id).toBe(input.getAttribute('aria-describedby')?.split(' ')[0]);

    await user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));
    await within(documents).findByText('poder.txt');
    expect(ports.files.callsOf('upload')).toBe(2);
    const stored = [...world.files.values()].filter((file) => file.fileName === 'poder.txt');
    expect(stored).toHaveLength(1);
    // One movement tells the lawyer, made on the first attempt and filled by the retry.
    const announcements = [...world.movements.values()].filter(
      (movement) => movement.descripcion_movimiento === 'Documento enviado: poder.txt',
    );
    expect(announcements).toHaveLength(1);
    expect(announcements[0]).toMatchObject({ id_tipo: 3, link_archivo: stored[0]?.key });
    expect(screen.getByRole('heading', { level: 3, name: 'Documento enviado: poder.txt' })).toBeDefined();
  });

  it('sends the same unique key again when the first answer was lost, so the retry stores nothing twice; another file gets a new key', async () => {
    const { documents, user, ports, world } = await openDocuments();
    const upload = vi.spyOn(ports.files, 'upload');
    const sentKeys = () => upload.mock.calls.map(([file]) => file.uniqueKey);
    const input = () => within(documents).getByLabelText('Archivo');
    const press = () => user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));
    // Stored, but the answer never came back: a network cut after the function ran.
    ports.files.failNext('upload', portalError.unavailable('timeout'), { moment: 'after-effect' });
    await user.upload(input(), pick('poder.txt', 'poder general'));
    await press();
    expect((await within(documents).findByRole('alert')).textContent).toBe(errorMessages.uploadFile);

    await press();
    await within(documents).findByText('poder.txt');
    expect(sentKeys()).toHaveLength(2);
    expect(sentKeys()[1]).toBe(sentKeys()[0]);
    const stored = [...world.files.values()].filter((file) => file.fileName === 'poder.txt');
    expect(stored.map((file) => file.key)).toEqual([`31/1024/${sentKeys()[0]}`]);
    expect(within(documents).getAllByRole('listitem')).toHaveLength(3);

    // A failure, then another file chosen: it gets its own key, and so does the next one after a success.
    ports.files.failNext('upload', portalError.unavailable('network'));
    await user.upload(input(), pick('dni.txt', 'dni'));
    await press();
    await within(documents).findByRole('alert');
    await user.upload(input(), pick('dni frente.txt', 'dni frente'));
    await press();
    await within(documents).findByText('dni frente.txt');
    await user.upload(input(), pick('dni dorso.txt', 'dni dorso'));
    await press();
    await within(documents).findByText('dni dorso.txt');
    expect(sentKeys()).toHaveLength(5);
    expect(new Set(sentKeys().slice(1))).toHaveProperty('size', 4);
  });

  it("says 'Error al intentar agregar nuevo movimiento' and sends no file when the lawyer cannot be told", async () => {
    const { documents, user, ports } = await openDocuments();
    ports.cases.failNext('addMovement', portalError.unavailable('network'));
    await user.upload(within(documents).getByLabelText('Archivo'), pick('poder.txt', 'poder general'));
    await user.click(within(documents).getByRole('button', { name: 'Cargar documento' }));

    expect((await within(documents).findByRole('alert')).textContent).toBe(errorMessages.addMovement);
    expect(ports.files.callsOf('upload')).toBe(0);
    expect((within(documents).getByLabelText('Archivo') as HTMLInputElement).files?.[0]?.name).toBe('poder.txt');
  });

  it('downloads through the download function and opens the short-lived link it answers', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { documents, user, ports } = await openDocuments();
    await user.click(within(documents).getByRole('button', { name: 'Descargar Acta de matrimonio.pdf' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(ports.files.callsOf('download')).toBe(1);
    expect(open.mock.calls[0]?.[0]).toBe('https://archivos.justiciable.test/31/1024/acta.pdf');
  });

  it('says a download failed and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { documents, user, ports } = await openDocuments();
    ports.files.failNext('download', portalError.unavailable('network'));
    await user.click(within(documents).getByRole('button', { name: 'Descargar Acta de matrimonio.pdf' }));

    expect(await screen.findByText(errorMessages.downloadFile)).toBeDefined();
    expect(open).not.toHaveBeenCalled();
  });
});
