import { errorMessages, portalError } from '@justiciable/core';
import { seedDemoWorld, type InMemoryPorts } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPage, renderApp } from '../../testing/render-app';

/** What the page handed the browser to save: the blob behind the link and the name it was offered under. */
interface Saved {
  readonly blob: Blob;
  readonly fileName: string;
}

let saved: Saved[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not download: the test keeps what a browser would have saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:export-${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob !== undefined) saved.push({ blob, fileName: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** María, the demo world's client, on /miCuenta, and the section of the page this feature adds. */
async function openExport() {
  const app = await renderApp('/miCuenta', {
    seed: (world) => {
      const demo = seedDemoWorld(world);
      world.signInAs(demo.client.userId);
    },
  });
  await findPage('Mi cuenta');
  const section = screen.getByRole('region', { name: 'Descargar mis datos' });
  return { ...app, section };
}

/** A blob's bytes; jsdom's Blob has no arrayBuffer(), its FileReader reads them. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Makes the agenda's read wait until the test lets it answer, so the page can be seen mid-way. */
function holdTheAgenda(ports: InMemoryPorts): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const listForClient = ports.calendar.listForClient.bind(ports.calendar);
  vi.spyOn(ports.calendar, 'listForClient').mockImplementationOnce(async (clientId) => {
    await gate;
    return listForClient(clientId);
  });
  return release;
}

describe('Descargar mis datos (/miCuenta)', () => {
  it('says what the file holds, shows the progress while it works, and saves one ZIP with every area', async () => {
    const { section, user, ports } = await openExport();
    expect(
      within(section).getByText(/Sus asuntos, con sus movimientos, los comentarios y los documentos/),
    ).toBeDefined();
    const release = holdTheAgenda(ports);

    await user.click(within(section).getByRole('button', { name: 'Descargar mis datos' }));
    const bar = await within(section).findByRole('progressbar', { name: 'Preparando sus datos' });
    // At 0 % while the export's code comes, then moving once the first parts are read.
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    const percent = Number(bar.getAttribute('aria-valuenow'));
    expect(percent).toBeLessThan(100);
    expect(within(section).getByText(`${percent} %`)).toBeDefined();
    expect(within(section).getByText(/^En curso: /)).toBeDefined();
    expect(within(section).getByRole('status').textContent).toBe(
      `Preparando sus datos: ${Math.floor(percent / 10) * 10} %`,
    );
    expect(within(section).getByRole('button', { name: 'Descargar mis datos' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(saved).toEqual([]);

    release();
    expect(await within(section).findByText('Listo: se descargó mis-datos-justiciable-2025-03-10.zip.')).toBeDefined();
    expect(within(section).queryByRole('progressbar')).toBeNull();
    expect(saved.map(({ fileName, blob }) => ({ fileName, type: blob.type }))).toEqual([
      { fileName: 'mis-datos-justiciable-2025-03-10.zip', type: 'application/zip' },
    ]);
    const files = unzipSync(await bytesOf(saved[0]!.blob));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'LEEME.txt',
        'perfil.json',
        'asuntos.json',
        'agenda.json',
        'notificaciones.json',
        'documentos/Divorcio de mutuo acuerdo/Acta de matrimonio.pdf',
      ]),
    );
    const cases = JSON.parse(strFromU8(files['asuntos.json']!)) as { case: string }[];
    expect(cases.map((kase) => kase.case).sort()).toEqual([
      'Divorcio de mutuo acuerdo',
      'Reclamo por cuota alimentaria',
    ]);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the agenda',
      (ports: InMemoryPorts) => ports.calendar.failNext('listForClient', portalError.unavailable('timeout')),
      'la agenda',
      errorMessages.calendar,
    ],
    [
      "a case's document",
      (ports: InMemoryPorts) => ports.files.failNext('downloadBytes', portalError.unavailable('network')),
      'los documentos del asunto «Divorcio de mutuo acuerdo»',
      errorMessages.downloadFile,
    ],
  ])(
    'names the part that failed (%s), saves nothing, and a retry saves the whole file',
    async (_area, breakIt, part, message) => {
      const { section, user, ports } = await openExport();
      breakIt(ports);

      await user.click(within(section).getByRole('button', { name: 'Descargar mis datos' }));
      const alert = await within(section).findByRole('alert');
      expect(alert.textContent).toContain(`No se pudo preparar el archivo porque falló la lectura de ${part}.`);
      expect(alert.textContent).toContain(message);
      expect(alert.textContent).toContain('No se descargó ningún archivo.');
      expect(within(section).queryByRole('progressbar')).toBeNull();
      expect(saved).toEqual([]);

      await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
      expect(
        await within(section).findByText('Listo: se descargó mis-datos-justiciable-2025-03-10.zip.'),
      ).toBeDefined();
      await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
      expect(saved.map(({ fileName }) => fileName)).toEqual(['mis-datos-justiciable-2025-03-10.zip']);
      expect(within(section).getByRole('button', { name: 'Descargar mis datos' })).toBeDefined();
    },
  );
});
