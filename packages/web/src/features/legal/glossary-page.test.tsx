import { GLOSSARY, glossaryTerm } from '@justiciable/core';
import { aCase, aMovement } from '@justiciable/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('/glosario', () => {
  it('lists every term A to Z, each with its definition, signed out', async () => {
    await renderApp('/glosario');
    await findPage('Glosario');
    expect(terms()).toEqual(GLOSSARY.map((entry) => entry.term));
    expect(screen.getByRole('status').textContent).toBe(`${GLOSSARY.length} palabras`);
    const art = document.getElementById('art');
    expect(art?.querySelector('dd')?.textContent).toContain(glossaryTerm('ART')?.definition);
    // Other names worth knowing, not the forms that only help a lookup ('Estado Activo').
    expect(art?.querySelector('.glossary-aliases')?.textContent).toBe('También: Aseguradora de Riesgos del Trabajo.');
    expect(document.getElementById('activo')?.querySelector('.glossary-aliases')).toBeNull();
  });

  it('keeps the terms that begin with what the URL’s q says, and what is typed in the search', async () => {
    const { user, router } = await renderApp('/glosario?q=art');
    await findPage('Glosario');
    expect(terms()).toEqual(['ART']);
    expect(screen.getByRole('status').textContent).toBe(`1 de ${GLOSSARY.length} palabras`);

    const field = screen.getByRole('searchbox', { name: 'Buscar una palabra' });
    await user.clear(field);
    await user.type(field, 'diligen');
    expect(terms()).toEqual(['Diligencia']);
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'diligen' }));

    await user.clear(field);
    await user.type(field, 'zzz');
    expect(screen.getByRole('heading', { name: 'Sin resultados' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Ver todas las palabras' }));
    expect(terms()).toHaveLength(GLOSSARY.length);
  });

  it('lands on the term a link names (#slug)', async () => {
    await renderApp('/glosario#vista-de-causa');
    await findPage('Glosario');
    const entry = document.getElementById('vista-de-causa');
    await waitFor(() => expect(document.activeElement).toBe(entry));
    expect(entry?.hasAttribute('data-current')).toBe(true);
  });
});

describe('«¿Qué significa?» in a case', () => {
  it('shows the glossary’s definition beside a court filing’s field, says it is open, closes on Escape and links to the glossary', async () => {
    const { user } = await renderApp('/asunto/1', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '1', estado: 'Pendiente', pago: 1, consulta_aceptada: true }), {
          ownerId: client.userId,
        });
        world.addMovement(
          aMovement({
            id_movimiento: '9',
            id_case: '1',
            id_tipo: 6,
            nombre_tipo: 'Escrito judicial',
            acto_procesal: 'Demanda',
            diligencia: 'Presentación electrónica',
          }),
        );
      },
    });
    const toggle = await screen.findByRole('button', { name: '¿Qué significa? Acto procesal' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.getAttribute('aria-live')).toBe('polite');
    expect(panel?.textContent).toContain(glossaryTerm('Acto procesal')?.definition);
    expect(within(panel!).getByRole('link', { name: 'Ver glosario en «Acto procesal»' }).getAttribute('href')).toBe(
      '/glosario#acto-procesal',
    );

    await act(async () => within(panel!).getByRole('link').focus());
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // The state says what it waits for, and what happens next.
    const summary = within(screen.getByRole('region', { name: 'Resumen del asunto' }));
    expect(summary.getByText('Pendiente de pago')).toBeDefined();
    expect(
      summary.getByText(/^Tiene un pago pendiente: puede pagarlo desde los movimientos del asunto\./),
    ).toBeDefined();
  });
});
