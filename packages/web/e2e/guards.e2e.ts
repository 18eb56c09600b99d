import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, findMovement, listCases, signIn, type SignedIn, type WireCase } from './harness/cloud';
import { heading, pathOf, recordPaths, signInThroughWelcome, toast, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** The seed's second client, whose data the demo client must never see (packages/emulator/docs/data.md, Seed). */
const SECOND_CLIENT = { email: 'otra@justiciable.test', password: 'otra-2025!' };

/** A movement id no case has. */
const MISSING_MOVEMENT = '999999';

let demo: SignedIn;
let layoffCase: WireCase;

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
  layoffCase = await findCase(demo, 'Despido sin causa');
});

/** A toast that informs (not an error): its tone and the word a screen reader hears first say so. */
function notice(page: Page, text: string) {
  return page
    .getByRole('region', { name: /^Avisos/ })
    .locator('[data-tone="info"]')
    .filter({ hasText: `Aviso: ${text}` });
}

/** A tab signed in as the demo client, on Nueva consulta. */
async function signedInDemo() {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, servedPortal().demo);
  return page;
}

describe('the guards of SPEC §2', () => {
  it('opens the client’s own case, and sends another client’s case to /asuntos with the reason', async () => {
    const [otherCase] = await listCases(await signIn(SECOND_CLIENT));
    if (otherCase === undefined) throw new Error('The seed gave the second client no case.');
    const page = await signedInDemo();

    await page.goto(new URL(`/asunto/${layoffCase.id}`, page.url()).href);
    await heading(page, layoffCase.case).waitFor();
    await heading(page, 'Movimientos').waitFor();
    await checkPage(page, 'asunto');

    await page.goto(new URL(`/asunto/${otherCase.id}`, page.url()).href);
    await toast(page, 'No tiene autorización para ver este asunto').waitFor();
    await waitForPath(page, '/asuntos');
    await heading(page, 'Asuntos').waitFor();
    // Searched for, as the list (virtualized) keeps only the cases near the window: the demo
    // account gathers the cases other journeys create.
    const search = page.getByRole('searchbox', { name: /Buscar/ });
    await search.fill(layoffCase.case);
    await page.getByText(layoffCase.case).first().waitFor();
    await search.fill(otherCase.case);
    await heading(page, 'Sin resultados').waitFor();
    await search.fill('');
    await checkPage(page, 'asuntos-sin-autorizacion');
  });

  it('sends a lawyer of a disabled study to /welcome with the reason (and, signed in, on to Nueva consulta)', async () => {
    const disabled = await findCase(demo, 'Cobro de alquileres adeudados');
    expect(disabled.nombre_estudio).toBe('Estudio Ortiz Luna');
    const page = await signedInDemo();
    const paths = recordPaths(page);

    await page.goto(new URL(`/lawyerDetails/${disabled.id_abogado}/${disabled.id_grupo}`, page.url()).href);
    await toast(page, 'El Estudio no está disponible').waitFor();
    await waitForPath(page, '/nuevaConsulta');
    await heading(page, 'Nueva consulta').waitFor();
    expect(paths).toContain('/welcome');
    expect(paths.indexOf('/welcome')).toBeLessThan(paths.lastIndexOf('/nuevaConsulta'));
  });

  it("sends a disabled study's public link (/consultationViaLink) to /welcome with 'El Estudio no está disponible'", async () => {
    const disabled = await findCase(demo, 'Cobro de alquileres adeudados');
    expect(disabled.nombre_estudio).toBe('Estudio Ortiz Luna');
    const page = await browser.open(
      `/consultationViaLink/${disabled.id_abogado}/${disabled.id_grupo}/${disabled.id_grupo}`,
    );
    await toast(page, 'El Estudio no está disponible').waitFor();
    await waitForPath(page, '/welcome');
    await expect(page.getByRole('heading', { name: /^Consulta/ }).count()).resolves.toBe(0);
  });

  describe('/calendarRequest/:id_case/:id_movement/:id_lawyer', () => {
    const link = (movementId: number | string, token: string | null) =>
      `/calendarRequest/${layoffCase.id}/${movementId}/${layoffCase.id_abogado}${token === null ? '' : `?token=${token}`}`;

    it('shows a pending date request to a visitor', async () => {
      const pending = await findMovement(
        demo,
        layoffCase.id,
        (movement) => movement.id_tipo === 7 && movement.fecha_inicio_agenda === null,
      );
      const page = await browser.open(link(pending.id_movimiento, pending.link_token));
      await heading(page, 'Elegir fecha y hora').waitFor();
      expect(pathOf(page)).toBe(`/calendarRequest/${layoffCase.id}/${pending.id_movimiento}/${layoffCase.id_abogado}`);
      await checkPage(page, 'calendar-request');
    });

    it('opens nothing to a visitor whose link lacks the token, or has a wrong one: No se pudo cargar el link', async () => {
      const pending = await findMovement(
        demo,
        layoffCase.id,
        (movement) => movement.id_tipo === 7 && movement.fecha_inicio_agenda === null,
      );
      for (const token of [null, 'f'.repeat(32)]) {
        const page = await browser.open(link(pending.id_movimiento, token));
        await toast(page, 'No se pudo cargar el link').waitFor();
        await waitForPath(page, '/welcome');
      }
    });

    it('sends the case’s signed-in owner to the movement inside the case', async () => {
      const pending = await findMovement(
        demo,
        layoffCase.id,
        (movement) => movement.id_tipo === 7 && movement.fecha_inicio_agenda === null,
      );
      const page = await signedInDemo();
      await page.goto(new URL(link(pending.id_movimiento, pending.link_token), page.url()).href);
      await waitForPath(page, `/asunto/${layoffCase.id}/${pending.id_movimiento}/fileRequest`);
      await heading(page, layoffCase.case).waitFor();
    });

    it('sends a visitor with an answered date request to /welcome, saying calmly El archivo ya fue cargado; its owner goes to the movement in the case', async () => {
      const dated = await findMovement(
        demo,
        layoffCase.id,
        (movement) => movement.id_tipo === 7 && movement.fecha_inicio_agenda !== null,
      );
      const page = await browser.open(link(dated.id_movimiento, dated.link_token));
      await notice(page, 'El archivo ya fue cargado').waitFor();
      await waitForPath(page, '/welcome');
      await checkPage(page, 'welcome-archivo-ya-cargado');

      const owner = await signedInDemo();
      const paths = recordPaths(owner);
      await owner.goto(new URL(link(dated.id_movimiento, dated.link_token), owner.url()).href);
      await waitForPath(owner, `/asunto/${layoffCase.id}/${dated.id_movimiento}`);
      await heading(owner, layoffCase.case).waitFor();
      await notice(owner, 'El archivo ya fue cargado').waitFor();
      expect(paths).not.toContain('/welcome');
    });

    it('sends a movement that does not exist to /welcome: No se pudo cargar el link', async () => {
      const page = await browser.open(link(MISSING_MOVEMENT, 'f'.repeat(32)));
      await toast(page, 'No se pudo cargar el link').waitFor();
      await waitForPath(page, '/welcome');
    });
  });

  describe('/fileRequest/:id_case/:id_movement/:id_group', () => {
    it('shows a pending file request to a visitor', async () => {
      const pending = await findMovement(
        demo,
        layoffCase.id,
        (movement) => movement.id_tipo === 2 && movement.link_archivo === null,
      );
      const path = `/fileRequest/${layoffCase.id}/${pending.id_movimiento}/${layoffCase.id_grupo}`;
      const page = await browser.open(`${path}?token=${pending.link_token}`);
      await heading(page, 'Enviar documento').waitFor();
      expect(pathOf(page)).toBe(path);
      await checkPage(page, 'file-request');
    });

    it('takes the owner of an answered file request to the movement in the case, saying calmly El archivo ya fue cargado; a visitor to /welcome', async () => {
      const claim = await findCase(demo, 'Reclamo a la prepaga');
      const answered = await findMovement(
        demo,
        claim.id,
        (movement) => movement.id_tipo === 2 && movement.link_archivo !== null,
      );
      const link = `/fileRequest/${claim.id}/${answered.id_movimiento}/${claim.id_grupo}?token=${answered.link_token}`;
      const page = await signedInDemo();
      const paths = recordPaths(page);
      await page.goto(new URL(link, page.url()).href);
      await waitForPath(page, `/asunto/${claim.id}/${answered.id_movimiento}`);
      await heading(page, claim.case).waitFor();
      await notice(page, 'El archivo ya fue cargado').waitFor();
      expect(paths).not.toContain('/welcome');
      expect(paths).not.toContain('/nuevaConsulta');

      const visitor = await browser.open(link);
      await notice(visitor, 'El archivo ya fue cargado').waitFor();
      await waitForPath(visitor, '/welcome');
    });

    it('sends a movement that does not exist to /welcome: No se pudo cargar el link', async () => {
      const page = await browser.open(
        `/fileRequest/${layoffCase.id}/${MISSING_MOVEMENT}/${layoffCase.id_grupo}?token=${'f'.repeat(32)}`,
      );
      await toast(page, 'No se pudo cargar el link').waitFor();
      await waitForPath(page, '/welcome');
      await checkPage(page, 'welcome-link-invalido');
    });
  });
});
