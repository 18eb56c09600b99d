import { aCase } from '@justiciable/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../testing/render-app';
import { ErrorSummary } from '../ui/error-summary';
import { pageTitle, titleOfMatches } from './page-title';

function sectionLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Secciones' })).getByRole('link', { name });
}

describe('page titles', () => {
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

  it('are each route\'s own, a case its name under Asuntos, an unknown address the not-found page\'s', async () => {
    const { user } = await renderApp('/agenda', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '7', case: 'Despido sin causa' }), { ownerId: client.userId });
      },
    });
    await findPage('Agenda');
    await waitFor(() => expect(document.title).toBe('Agenda · Justiciable'));

    await user.click(sectionLink('Asuntos'));
    await findPage('Asuntos');
    await waitFor(() => expect(document.title).toBe('Asuntos · Justiciable'));

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Despido sin causa' }));
    await findPage('Despido sin causa');
    await waitFor(() => expect(document.title).toBe('Despido sin causa · Asuntos · Justiciable'));
  });

  it("say the not-found page's on an address the portal does not have", async () => {
    await renderApp('/no-existe');
    await findPage('Página no encontrada');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Justiciable'));
  });

  it("keep the error summary's 'Error: ' in front while it shows, through a reload of the page, and lose it with the summary", async () => {
    const { router } = await renderApp('/agenda', { seed: (world) => void signedInClient(world) });
    await findPage('Agenda');
    await waitFor(() => expect(document.title).toBe('Agenda · Justiciable'));
    const summary = render(<ErrorSummary errors={[{ message: 'Escriba su nombre.' }]} attempt={1} />);
    expect(document.title).toBe('Error: Agenda · Justiciable');
    await act(() => router.invalidate());
    expect(document.title).toBe('Error: Agenda · Justiciable');
    summary.unmount();
    expect(document.title).toBe('Agenda · Justiciable');
  });
});

describe('the focus after navigation', () => {
  it('stays where the browser puts it on the first load: the page takes no focus', async () => {
    await renderApp('/agenda', { seed: (world) => void signedInClient(world) });
    const heading = await findPage('Agenda');
    // Whatever may still come from the page's first load comes within the router's settling.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(document.body);
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });

  it("moves to the new page's heading after a section is chosen, and again after a case is opened from the list", async () => {
    const { user } = await renderApp('/agenda', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '7', case: 'Despido sin causa' }), { ownerId: client.userId });
      },
    });
    await findPage('Agenda');
    await user.click(sectionLink('Asuntos'));
    const cases = await findPage('Asuntos');
    await waitFor(() => expect(document.activeElement).toBe(cases));
    expect(cases.getAttribute('tabindex')).toBe('-1');

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Despido sin causa' }));
    const opened = await findPage('Despido sin causa');
    await waitFor(() => expect(document.activeElement).toBe(opened));
  });

  it('stays on a filter typed in the page: a new search is no new page', async () => {
    const { router } = await renderApp('/asuntos', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '7', case: 'Despido sin causa' }), { ownerId: client.userId });
      },
    });
    await findPage('Asuntos');
    const search = screen.getByRole('searchbox');
    search.focus();
    await act(() => router.navigate({ to: '/asuntos', search: { q: 'despido' } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(search);
  });
});
