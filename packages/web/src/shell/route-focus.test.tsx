import { aCase, aMovement } from '@justiciable/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPath, renderApp, signedInClient } from '../testing/render-app';
import { ErrorSummary } from '../ui/error-summary';
import { pageTitle, titleOfMatches } from './page-title';
import { focusHeadingOnceShown } from './route-focus';

/** A page's heading once it shows: a lazy page's chunk can take a loaded machine a few seconds to come. */
function arrive(title: string) {
  return screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
}

function sectionLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Secciones' })).getByRole('link', { name });
}

describe('page titles', { timeout: 30_000 }, () => {
  it('name the page first and the service last, leaving out blank parts', () => {
    expect(pageTitle('Agenda')).toBe('Agenda · Justiciable');
    expect(pageTitle('Despido  sin causa ', 'Asuntos')).toBe('Despido sin causa · Asuntos · Justiciable');
    expect(pageTitle(undefined, ' ', 'Asuntos')).toBe('Asuntos · Justiciable');
    expect(pageTitle()).toBe('Justiciable');
  });

  it("take the deepest match's title, or the status page's", () => {
    const root = { status: 'success', meta: [{ title: 'Justiciable' }] };
    const layout = { status: 'success' };
    const page = { status: 'success', meta: [{ charSet: 'utf-8' }, { title: 'Agenda · Justiciable' }] };
    expect(titleOfMatches([root, layout, page])).toBe('Agenda · Justiciable');
    expect(titleOfMatches([root, layout])).toBe('Justiciable');
    expect(titleOfMatches([root, { ...page, status: 'error' }])).toBe('Algo salió mal · Justiciable');
    expect(titleOfMatches([{ ...root, globalNotFound: true }])).toBe('Página no encontrada · Justiciable');
  });

  it("say the not-found page's on an address the portal does not have", async () => {
    await renderApp('/no-existe');
    await arrive('Página no encontrada');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Justiciable'));
  });

  it("keep the error summary's 'Error: ' in front while it shows, through a reload of the page, and lose it with the summary", async () => {
    const { router } = await renderApp('/agenda', { seed: (world) => void signedInClient(world) });
    await arrive('Agenda');
    await waitFor(() => expect(document.title).toBe('Agenda · Justiciable'));
    const summary = render(<ErrorSummary errors={[{ message: 'Escriba su nombre.' }]} attempt={1} />);
    expect(document.title).toBe('Error: Agenda · Justiciable');
    await act(() => router.invalidate());
    expect(document.title).toBe('Error: Agenda · Justiciable');
    summary.unmount();
    expect(document.title).toBe('Agenda · Justiciable');
  });
});

describe('the focus after navigation', { timeout: 30_000 }, () => {
  it('stays where the browser puts it on the first load: the page takes no focus', async () => {
    await renderApp('/agenda', { seed: (world) => void signedInClient(world) });
    const heading = await arrive('Agenda');
    // Whatever may still come from the page's first load comes within the router's settling.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(document.body);
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });

  it("moves to the new page's heading after a section is chosen, and again after a case is opened from the list, each page titled its own", async () => {
    const { user } = await renderApp('/agenda', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '7', case: 'Despido sin causa' }), { ownerId: client.userId });
      },
    });
    await arrive('Agenda');
    await waitFor(() => expect(document.title).toBe('Agenda · Justiciable'));

    await user.click(sectionLink('Asuntos'));
    const cases = await arrive('Asuntos');
    await waitFor(() => expect(document.activeElement).toBe(cases));
    expect(cases.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('Asuntos · Justiciable');

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Despido sin causa' }));
    const opened = await arrive('Despido sin causa');
    await waitFor(() => expect(document.activeElement).toBe(opened));
    expect(document.title).toBe('Despido sin causa · Asuntos · Justiciable');
  });

  it("leaves it where the page put it: a link to one movement of a case focuses that movement, not the case's heading", async () => {
    const { router } = await renderApp('/asuntos', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '7', case: 'Despido sin causa' }), { ownerId: client.userId });
        world.addMovement(
          aMovement({ id_movimiento: '71', id_case: '7', descripcion_movimiento: 'Telegrama de intimación enviado' }),
        );
      },
    });
    await arrive('Asuntos');
    await act(() =>
      router.navigate({
        to: '/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}',
        params: { id: '7', id_movent: '71' },
      }),
    );
    const heading = await arrive('Despido sin causa');
    expect(currentPath(router)).toBe('/asunto/7/71');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).not.toBe(heading);
    expect(document.activeElement?.textContent).toContain('Telegrama de intimación enviado');
  });

  it('stays on a filter typed in the page: a new search is no new page', async () => {
    const { router } = await renderApp('/asuntos', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '7', case: 'Despido sin causa' }), { ownerId: client.userId });
      },
    });
    await arrive('Asuntos');
    const search = screen.getByRole('searchbox');
    search.focus();
    await act(() => router.navigate({ to: '/asuntos', search: { q: 'despido' } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(search);
  });
});

describe('a heading still to come', () => {
  // The frame is written into the document by hand, so Testing Library's cleanup does not remove
  // it: the next file's pages would find this heading beside their own.
  afterEach(() => {
    document.body.replaceChildren();
  });

  function frame() {
    document.body.innerHTML =
      '<header><button type="button">Cuenta</button></header><main id="contenido" tabindex="-1"></main>';
    return {
      main: document.getElementById('contenido') as HTMLElement,
      account: document.querySelector('button') as HTMLElement,
    };
  }

  it('takes the focus once the page shows it', async () => {
    const { main } = frame();
    const stop = focusHeadingOnceShown(document);
    main.innerHTML = '<h1>Agenda</h1>';
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Agenda'));
    stop();
  });

  it('leaves the focus with a person who went on elsewhere meanwhile', async () => {
    const { main, account } = frame();
    const stop = focusHeadingOnceShown(document);
    account.focus();
    main.innerHTML = '<h1>Agenda</h1>';
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(account);
    stop();
  });
});
