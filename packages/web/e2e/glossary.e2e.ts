import { caseNextStep, deriveCaseEstado, GLOSSARY, glossaryTerm } from '@justiciable/core';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import {
  findCase,
  findMovement,
  listDirectory,
  signIn,
  type SignedIn,
  type WireCase,
  type WireLawyer,
} from './harness/cloud';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

let demo: SignedIn;

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
});

/** The glossary's definition of a word, as core writes it: what the page must show. */
function definitionOf(word: string): string {
  const entry = glossaryTerm(word);
  if (entry === null) throw new Error(`The glossary does not explain '${word}'.`);
  return entry.definition;
}

/** The «¿Qué significa?» toggle of a word, and the region it opens (aria-controls). */
function termHelp(scope: Page | Locator, term: string) {
  const toggle = scope.getByRole('button', { name: `¿Qué significa? ${term}`, exact: true });
  return { toggle, panel: async (page: Page) => page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`) };
}

/** The name of the element that has focus, as a screen reader would start reading it. */
function focusedText(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.textContent ?? null);
}

/** Whether the element with this id shows, at least in part, in the viewport. */
function inView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((elementId) => {
    const box = document.getElementById(elementId)?.getBoundingClientRect();
    return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
  }, id);
}

/** The terms /glosario lists, in order. */
function listedTerms(page: Page): Promise<string[]> {
  return page.locator('.glossary-entry dt').allTextContents();
}

/**
 * What the case header must say of a case: core's next step for the case as the service answers
 * it now (another test of the run may have paid one of its payments), through SPEC §4's estado.
 */
async function expectedNextStep(name: string) {
  const wire = (await findCase(demo, name)) as WireCase & {
    readonly estado: string;
    readonly pago: number | string;
    readonly consulta_aceptada: unknown;
  };
  const pago = Number(wire.pago);
  const accepted = [true, 't', 'true', 1, '1'].includes(wire.consulta_aceptada as never);
  return {
    wire,
    step: caseNextStep({ estado: deriveCaseEstado(wire.estado, pago), pago, consulta_aceptada: accepted }),
  };
}

describe('legal words a person understands', () => {
  it('explains a court filing’s words where they appear, by keyboard, and the glossary page lands on the term', async () => {
    const layoff = await findCase(demo, 'Despido sin causa');
    const filing = await findMovement(demo, layoff.id, (movement) => movement.id_tipo === 6);
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    // The deep link focuses the filing: the next Tabs walk its toggles, as a keyboard user's would.
    await page.goto(new URL(`/asunto/${layoff.id}/${filing.id_movimiento}`, page.url()).href);
    await heading(page, layoff.case).waitFor();
    const card = page.locator(`#movimiento-${filing.id_movimiento}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`movimiento-${filing.id_movimiento}`);

    // The case's state says what happens next and who acts.
    const { step } = await expectedNextStep('Despido sin causa');
    const summary = page.getByRole('region', { name: 'Resumen del asunto' });
    await expect(summary.locator('.case-estado').textContent()).resolves.toBe(step.label);
    await expect(summary.locator('.case-next-step').textContent()).resolves.toBe(step.text);

    // Tab to the toggle: the movement type's first, then «Acto procesal»'s; Enter opens it.
    await page.keyboard.press('Tab');
    await expect(focusedText(page)).resolves.toMatch(/^¿Qué significa\? (Escrito judicial|Escrito)$/);
    await page.keyboard.press('Tab');
    await expect(focusedText(page)).resolves.toBe('¿Qué significa? Acto procesal');
    const acto = termHelp(card, 'Acto procesal');
    await expect(acto.toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Enter');
    await expect(acto.toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const actoPanel = await acto.panel(page);
    await actoPanel.getByText(definitionOf('Acto procesal'), { exact: false }).waitFor();
    // Announced where it appears.
    await expect(actoPanel.getAttribute('aria-live')).resolves.toBe('polite');
    await checkPage(page, 'glosario-asunto-acto-procesal');
    // Escape closes it and leaves the focus on the toggle.
    await acto.toggle.focus();
    await page.keyboard.press('Escape');
    await expect(acto.toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(actoPanel.textContent()).resolves.toBe('');
    await expect(focusedText(page)).resolves.toBe('¿Qué significa? Acto procesal');

    // «Diligencia», by pointer this time, and on to the glossary at that word.
    const diligencia = termHelp(card, 'Diligencia');
    await diligencia.toggle.click();
    const diligenciaPanel = await diligencia.panel(page);
    await diligenciaPanel.getByText(definitionOf('Diligencia'), { exact: false }).waitFor();
    await diligenciaPanel.getByRole('link', { name: 'Ver glosario en «Diligencia»' }).click();
    await waitForPath(page, '/glosario');
    await heading(page, 'Glosario').waitFor();
    expect(new URL(page.url()).hash).toBe('#diligencia');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('diligencia');
    await expect.poll(() => inView(page, 'diligencia')).toBe(true);
  });

  it('says what a pending case waits for beside «Consulta aceptada», and what happens next', async () => {
    const { wire, step } = await expectedNextStep('Divorcio de común acuerdo');
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL(`/asunto/${wire.id}`, page.url()).href);
    await heading(page, wire.case).waitFor();
    const summary = page.getByRole('region', { name: 'Resumen del asunto' });
    await expect(summary.locator('.case-estado').textContent()).resolves.toBe(step.label);
    await expect(summary.locator('.case-next-step').textContent()).resolves.toBe(step.text);
    // Never the bare «Pendiente» beside «Consulta aceptada»: it says what is pending.
    await expect(summary.locator('.case-estado').textContent()).resolves.not.toBe('Pendiente');
    const state = termHelp(summary, step.label.split(' ')[0] ?? '');
    await state.toggle.click();
    await (await state.panel(page)).getByText(definitionOf(step.label.split(' ')[0] ?? ''), { exact: false }).waitFor();
    await checkPage(page, 'glosario-asunto-estado');

    // Asuntos says the same of it.
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: /^Asuntos/ })
      .click();
    await waitForPath(page, '/asuntos');
    const item = page
      .getByRole('list', { name: 'Sus asuntos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: wire.case, exact: true }) });
    await expect(item.locator('.cases-item-estado dd').textContent()).resolves.toBe(step.label);
    await checkPage(page, 'glosario-asuntos');
  });

  it('lists the glossary A to Z for a visitor signed out, filters it by ?q=, and lands on #slug', async () => {
    const page = await browser.open('/glosario');
    await heading(page, 'Glosario').waitFor();
    await expect(listedTerms(page)).resolves.toEqual(GLOSSARY.map((entry) => entry.term));
    await page
      .getByRole('status')
      .filter({ hasText: `${GLOSSARY.length} palabras` })
      .waitFor();
    await checkPage(page, 'glosario');

    // The search keeps what begins with what is typed, and the URL says so.
    const search = page.getByRole('searchbox', { name: 'Buscar una palabra' });
    await search.fill('audien');
    await expect.poll(() => listedTerms(page)).toEqual(['Audiencia', 'Conciliación', 'Vista de causa']);
    await page.waitForURL((url) => url.searchParams.get('q') === 'audien');

    await page.goto(new URL('/glosario?q=art', page.url()).href);
    await heading(page, 'Glosario').waitFor();
    await expect.poll(() => listedTerms(page)).toEqual(['ART']);
    await expect(search.inputValue()).resolves.toBe('art');
    await page.locator('#art dd').getByText(definitionOf('ART'), { exact: false }).waitFor();
    await checkPage(page, 'glosario-art');

    await page.goto(new URL('/glosario#vista-de-causa', page.url()).href);
    await heading(page, 'Glosario').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('vista-de-causa');
    await expect.poll(() => inView(page, 'vista-de-causa')).toBe(true);
    await expect(page.locator('#vista-de-causa').getAttribute('data-current')).resolves.toBe('true');
    await checkPage(page, 'glosario-vista-de-causa');
  });

  it('reads the consultation’s two prices as one sentence, on the medium’s step and in the review', async () => {
    const lawyers: readonly WireLawyer[] = (await listDirectory(demo)).filter((lawyer) => lawyer.visible === 't');
    const lawyer = lawyers.find((each) =>
      each.servicios.some((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0),
    );
    const paid = lawyer?.servicios.find((service) => service.tipo_cobro === 'monto_unico' && service.precio > 0);
    if (lawyer === undefined || paid === undefined)
      throw new Error('The demo directory has no lawyer with a single-amount service.');
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL(`/nuevaConsulta?abogado=${lawyer.id}&grupo=${lawyer.id_grupo}`, page.url()).href);
    await page.getByRole('heading', { level: 2, name: /^Paso 2 de 5/ }).waitFor();
    await page
      .getByRole('radio', { name: new RegExp(`^${paid.nombre}`) })
      .first()
      .check();
    await page.getByRole('textbox', { name: 'Título de la consulta' }).fill('Precios en una frase');
    await page.getByRole('textbox', { name: 'Describa su problema' }).fill('Quiero saber cuánto pago y cuándo.');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { level: 2, name: /^Paso 3 de 5/ }).waitFor();
    await page.getByRole('radio', { name: /Videollamada/ }).check();

    const amount = `\\$\\s${paid.precio.toLocaleString('es-AR')}`;
    const sentence = new RegExp(
      `^Paga ${amount} al enviar la consulta, para confirmarla; no se le cobra nada más por ella\\. El valor de referencia de \\$\\s[\\d.]+ es lo que el abogado suele cobrar por este medio: solo orienta y no se cobra\\.`,
    );
    const price = page.locator('.consultation-price');
    await expect.poll(() => price.textContent()).toMatch(sentence);
    const reference = termHelp(price, 'Valor de referencia');
    await reference.toggle.click();
    await (await reference.panel(page)).getByText(definitionOf('Valor de referencia'), { exact: false }).waitFor();
    await checkPage(page, 'glosario-consulta-precio');

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { level: 2, name: /^Paso 4 de 5/ }).waitFor();
    const priceRow = page
      .locator('.consultation-review > div')
      .filter({ has: page.getByRole('term').getByText('Precio', { exact: true }) })
      .getByRole('definition');
    await expect(priceRow.textContent()).resolves.toMatch(sentence);
  });

  it('explains the tax condition in Mi cuenta', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL('/miCuenta', page.url()).href);
    const toggle = page.getByRole('button', { name: '¿Qué significa «Condición frente al IVA»?' });
    await toggle.click();
    await page.getByText(definitionOf('Condición frente al IVA'), { exact: false }).waitFor();
    await checkPage(page, 'glosario-mi-cuenta');
  });
});
