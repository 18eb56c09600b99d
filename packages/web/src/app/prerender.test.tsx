import { aDirectoryListing, aStudyInfo, type InMemoryWorld } from '@justiciable/core/testing';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp } from '../testing/render-app';
import {
  DATA_PRELOADING_SEGMENTS,
  LINK_PAGE_SEGMENTS,
  linkPageShellTitle,
  renderLinkPageShell,
  renderPage,
} from './prerender';

function seedStudy(world: InMemoryWorld) {
  world.addStudy(
    aStudyInfo({ id_grupo: 'g1', nombre: 'Estudio Ruiz', usuarios: [{ id: 'l1', nombre: 'Pablo Ruiz' }] }),
  );
  world.addLawyer(aDirectoryListing({ id: 'l1', id_grupo: 'g1' }));
}

/** The shell's markup as the browser reads it before any script runs. */
function parsed(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe("the study previews' prerendered shells", () => {
  const previews = [
    { segment: 'previewInfoEstudio', path: '/previewInfoEstudio/l1/g1/Pablo%20Ruiz', title: 'Pablo Ruiz' },
    { segment: 'previewListaEstudios', path: '/previewListaEstudios/l1/g1/Pablo%20Ruiz', title: 'Estudio Ruiz' },
  ] as const;

  it('are link page shells that also ask for their page’s chunks', () => {
    expect(LINK_PAGE_SEGMENTS).toEqual(expect.arrayContaining(previews.map(({ segment }) => segment)));
    expect([...DATA_PRELOADING_SEGMENTS].sort()).toEqual(previews.map(({ segment }) => segment).sort());
  });

  it.each(previews)(
    '$segment holds the preview layout’s header and main as the page draws them, a pending status, and no heading or footer that would change or move',
    async ({ segment, path, title }) => {
      const shell = parsed(await renderLinkPageShell(segment));
      expect(shell.querySelector('h1, h2'), segment).toBeNull();
      expect(shell.querySelector('footer'), segment).toBeNull();
      expect(shell.querySelector('[role="status"]')?.textContent, segment).toBe('Cargando…');
      expect(shell.querySelector('header a[href="/welcome"]')?.textContent, segment).toBe('Ingresar o registrarse');

      // The app at a preview's path: the same header, byte for byte, and the same column.
      await renderApp(path, { seed: seedStudy });
      await findPage(title);
      expect(shell.querySelector('header')?.outerHTML, segment).toBe(document.querySelector('header')?.outerHTML);
      expect(shell.querySelector('main')?.className, segment).toBe(document.querySelector('main')?.className);
    },
  );
});

describe("the prerendered pages' titles", () => {
  it("are the routes' own, for the HTML to name the page before any script runs", async () => {
    await expect(renderPage('/terminosCondiciones').then((page) => page.title)).resolves.toBe(
      'Términos y condiciones · Justiciable',
    );
    await expect(renderPage('/welcome').then((page) => page.title)).resolves.toBe(
      'Ingresar o registrarse · Justiciable',
    );
    expect(linkPageShellTitle('fileRequest')).toBe('Enviar documento · Justiciable');
    // A preview's heading is the studio's or the lawyer's name, read once the app runs.
    expect(linkPageShellTitle('previewInfoEstudio')).toBe('Justiciable');
  });
});
