import { errorMessages, portalError } from '@justiciable/core';
import { aDirectoryListing, aLawyerService, aStudyInfo, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPath, renderApp, signedInClient } from '../../testing/render-app';

const LAWYER_ID = aDirectoryListing().id;
const SERVICES = [
  aLawyerService(),
  aLawyerService({ id: '40', nombre: 'Orientación sin cargo', precio: 0, tipo_cobro: 'sin_cargo' }),
];

// The draft lives in session storage, which jsdom keeps from one test to the next.
afterEach(() => sessionStorage.clear());

function seedStudy(world: InMemoryWorld) {
  world.addLawyer(aDirectoryListing());
  world.addStudy(aStudyInfo({ services: SERVICES }));
}

describe('/consultationViaLink signed out', () => {
  it("prefills the link's service and comment, and asks to sign in or register only at the review, keeping the draft for after", async () => {
    const { user, router } = await renderApp(
      `/consultationViaLink/${LAWYER_ID}/31/9/orientacion%20sin%20cargo/Me%20quieren%20desalojar`,
      { seed: seedStudy },
    );
    await screen.findByRole('heading', { level: 1, name: 'Consulta con Estudio Gómez & Asociados' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Orientación sin cargo/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Describa su problema' }).value).toBe(
      'Me quieren desalojar',
    );
    await user.type(screen.getByRole('textbox', { name: 'Título de la consulta' }), 'Desalojo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/^Paso 2 de 4/);
    await user.click(screen.getByRole('radio', { name: /Videollamada/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/^Paso 3 de 4/);
    expect(screen.queryByRole('button', { name: 'Enviar consulta' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ingresar o crear cuenta' }));
    await screen.findByRole('tab', { name: 'Crear cuenta' });
    expect(currentPath(router)).toBe('/welcome');
    const draft = JSON.parse(sessionStorage.getItem('justiciable.consultation-draft') ?? 'null') as Record<
      string,
      unknown
    >;
    expect(draft).toMatchObject({
      title: 'Desalojo',
      description: 'Me quieren desalojar',
      serviceId: '40',
      mediumId: '2',
      step: 2,
      returnAfterSignIn: true,
    });
  });
});

describe('/consultationViaLink with a comment over the limit', () => {
  it("says at once on the description that the link's comment is over 2000 characters, keeps it and goes no further", async () => {
    const comment = 'Me quieren desalojar del local. '.repeat(70).trim();
    const { user } = await renderApp(
      `/consultationViaLink/${LAWYER_ID}/31/9/orientacion%20sin%20cargo/${encodeURIComponent(comment)}`,
      { seed: seedStudy },
    );
    await screen.findByRole('heading', { level: 1, name: 'Consulta con Estudio Gómez & Asociados' });
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Describa su problema' });
    expect(description.value).toBe(comment);
    const message = screen.getByText('Máximo 2000 caracteres');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect((description.getAttribute('aria-describedby') ?? '').split(' ')).toContain(message.id);

    await user.type(screen.getByRole('textbox', { name: 'Título de la consulta' }), 'Desalojo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(
      'Descripción del problema: Máximo 2000 caracteres',
    );
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Paso 1 de 4/)).toBeDefined();
  });
});

describe('/consultationViaLink signed in', () => {
  it("says a throttled send's own Spanish text, to wait, keeps the review to send again and creates nothing", async () => {
    const { user, ports, world } = await renderApp(
      `/consultationViaLink/${LAWYER_ID}/31/9/orientacion%20sin%20cargo/Me%20quieren%20desalojar`,
      {
        seed: (world) => {
          signedInClient(world);
          seedStudy(world);
        },
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Consulta con Estudio Gómez & Asociados' });
    await user.type(screen.getByRole('textbox', { name: 'Título de la consulta' }), 'Desalojo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/^Paso 2 de 4/);
    await user.click(screen.getByRole('radio', { name: /Videollamada/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/^Paso 3 de 4/);
    ports.consultations.failNext('start', portalError.unavailable('throttled', 'HTTP 429'));
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));

    expect((await screen.findAllByText(errorMessages.throttled)).length).toBeGreaterThan(0);
    expect(errorMessages.throttled).toBe('Demasiados intentos. Espere unos minutos e intente nuevamente');
    expect(screen.queryByText(errorMessages.consultation)).toBeNull();
    expect(ports.consultations.callsOf('start')).toBe(1);
    expect(screen.getByText(/^Paso 3 de 4/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Enviar consulta' })).toBeDefined();
    expect([...world.cases.values()].some((each) => each.kase.case === 'Desalojo')).toBe(false);
  });
});

describe('/calendarNewConsultation signed out', () => {
  it('fixes the medium the link names and asks for a free slot first', async () => {
    const { user } = await renderApp(`/calendarNewConsultation/${LAWYER_ID}/31/videollamada`, { seed: seedStudy });
    await screen.findByRole('heading', { level: 1, name: 'Reservar una consulta con Estudio Gómez & Asociados' });
    expect(screen.getByText(/^Paso 1 de 4/)).toBeDefined();
    expect(screen.getByText('Videollamada').closest('p')?.textContent).toMatch(/^Medio: Videollamada/);
    expect(screen.queryByRole('radio', { name: /Coordinarlo con el abogado/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(within(screen.getByRole('alert')).getByRole('listitem').textContent).toBe(
      'Elija un día y un horario libres de la agenda del abogado.',
    );
  });
});
