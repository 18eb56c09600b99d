import {
  consultationMessages,
  errorMessages,
  guardMessages,
  MAX_UPLOAD_BYTES,
  MOVEMENT_TYPE,
  portalError,
  priceMessages,
  successMessages,
  validationMessages,
} from '@justiciable/core';
import {
  aCommunicationMedium,
  aDirectoryListing,
  aDocumentType,
  aLawyerService,
  aMyLawyer,
  aStudyInfo,
  type InMemoryWorld,
} from '@justiciable/core/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spyOnLeaving } from '../../testing/leave-for';
import { currentPath, findPage, renderApp, signedInClient } from '../../testing/render-app';

const leaveFor = spyOnLeaving();

const FREE = aLawyerService({ id: '40', nombre: 'Orientación sin cargo', precio: 0, tipo_cobro: 'sin_cargo' });
const PAID = aLawyerService({ id: '12', nombre: 'Consulta inicial', precio: 15000, tipo_cobro: 'monto_unico' });
const LAWYER_ID = aDirectoryListing().id;
const OTHER_LAWYER = 'b2c3d4e5-0000-4000-8000-000000000002';

// The draft lives in session storage, which jsdom keeps from one test to the next.
afterEach(() => {
  sessionStorage.clear();
  vi.mocked(leaveFor).mockClear();
});

/** The value of a row of the review, or of what was sent, by its term. */
function row(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextSibling?.textContent ?? null;
}

function seed(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addLawyer(
    aDirectoryListing({
      services: [PAID, FREE],
      media: [aCommunicationMedium(), aCommunicationMedium({ id: '1', nombre: 'Presencial', precio: 20000 })],
    }),
  );
  world.addLawyer(
    aDirectoryListing({
      id: OTHER_LAWYER,
      id_grupo: '32',
      abogadoEstudio: { title: 'Dr. Martín Ríos', study: 'Ríos Abogados', description: '' },
      especialidades: ['Derecho laboral'],
      usuarios: [{ id: OTHER_LAWYER, nombre: 'Martín Ríos' }],
      nombre_localidad_completo: 'Rosario, Santa Fe',
    }),
  );
  world.linkLawyer(client.userId, aMyLawyer());
  world.addDocumentType(aDocumentType({ id: '1', nombre: 'DNI' }));
  return client;
}

/** A draft as session storage keeps it, written at `origin`. */
function storedDraft(origin: string) {
  return {
    origin,
    ownerId: null,
    step: 2,
    lawyer: null,
    serviceId: null,
    title: 'Desalojo',
    description: '',
    documentTypeId: null,
    mediumId: null,
    schedule: 'later',
    slot: { day: null, start: '', minutes: 60 },
    returnAfterSignIn: false,
  };
}

async function openFlow(path = '/nuevaConsulta') {
  const app = await renderApp(path, { seed: (world) => void seed(world) });
  await findPage('Nueva consulta');
  return app;
}

function stepTitle() {
  return screen.getByRole('heading', { level: 2, name: /^Paso \d de 5|^Consulta enviada/ }).textContent;
}

async function fillWhat(user: Awaited<ReturnType<typeof openFlow>>['user'], service = 'Orientación sin cargo') {
  await screen.findByText(/^Paso 2 de 5/);
  await user.click(screen.getByRole('radio', { name: new RegExp(service) }));
  await user.type(screen.getByRole('textbox', { name: 'Título de la consulta' }), 'Despido sin causa');
  await user.type(screen.getByRole('textbox', { name: 'Describa su problema' }), 'Me despidieron sin preaviso.');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

async function fillHow(user: Awaited<ReturnType<typeof openFlow>>['user']) {
  await screen.findByText(/^Paso 3 de 5/);
  await user.click(screen.getByRole('radio', { name: /Videollamada/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByText(/^Paso 4 de 5/);
}

describe('/nuevaConsulta: a guided consultation', () => {
  it('chooses one of my lawyers, then walks forward and back without losing what was typed', async () => {
    const { user, router } = await openFlow();
    expect(stepTitle()).toBe('Paso 1 de 5: Abogado');
    const mine = screen.getByRole('list', { name: 'Mis abogados' });
    await user.click(within(mine).getByRole('button', { name: 'Elegir a Dra. Laura Gómez' }));
    await screen.findByText(/^Paso 2 de 5/);
    expect(router.state.location.search).toEqual({ abogado: LAWYER_ID, grupo: '31' });

    await fillWhat(user);
    await screen.findByText(/^Paso 3 de 5/);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await screen.findByText(/^Paso 2 de 5/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Título de la consulta' }).value).toBe(
      'Despido sin causa',
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Describa su problema' }).value).toBe(
      'Me despidieron sin preaviso.',
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Orientación sin cargo/ }).checked).toBe(true);
  });

  it("offers the lawyer of one of the client's cases whom the directory hides, from Mis abogados and from a link that names them", async () => {
    const HIDDEN = 'c3d4e5f6-0000-4000-8000-000000000003';
    const seedHidden = (world: InMemoryWorld) => {
      const client = seed(world);
      world.addLawyer(
        aDirectoryListing({
          id: HIDDEN,
          id_grupo: '33',
          visible: 'f',
          abogadoEstudio: { title: 'Dr. Alejandro Ledesma', study: 'Ledesma Abogados', description: '' },
        }),
      );
      // A lawyer the client works with through a case: no contact request links them.
      world.myLawyers.push({
        clientId: client.userId,
        lawyer: aMyLawyer({ id_abogado: HIDDEN, id_grupo: '33', abogadoEstudio: { title: 'Dr. Alejandro Ledesma' } }),
      });
      // And one whose studio the directory no longer lists.
      world.myLawyers.push({
        clientId: client.userId,
        lawyer: aMyLawyer({ id_abogado: 'cerrado', id_grupo: '99', abogadoEstudio: { title: 'Dr. Gonzalo Rojas' } }),
      });
    };
    const { user } = await renderApp('/nuevaConsulta', { seed: seedHidden });
    await findPage('Nueva consulta');
    const mine = screen.getByRole('list', { name: 'Mis abogados' });
    expect(
      screen.getByText('Dr. Gonzalo Rojas no aparece: su estudio ya no está disponible para consultas.'),
    ).toBeDefined();
    await user.click(within(mine).getByRole('button', { name: 'Elegir a Dr. Alejandro Ledesma' }));
    await screen.findByText(/^Paso 2 de 5/);
    expect(screen.getByText('Dr. Alejandro Ledesma', { selector: 'strong' })).toBeDefined();
    cleanup();
    sessionStorage.clear();

    await renderApp(`/nuevaConsulta?abogado=${HIDDEN}&grupo=33`, { seed: seedHidden });
    await findPage('Nueva consulta');
    await screen.findByText(/^Paso 2 de 5/);
    expect(screen.queryByText(errorMessages.lawyerNotFound, { exact: false })).toBeNull();
  });

  it("names the chosen lawyer's button by what it shows, 'Elegido', and lists more of a search with 'Ver más'", async () => {
    const seedMany = (world: InMemoryWorld) => {
      seed(world);
      for (let i = 0; i < 10; i++) {
        world.addLawyer(
          aDirectoryListing({
            id: `laboral-${i}`,
            id_grupo: `5${i}`,
            abogadoEstudio: { title: `Dra. Laboral ${i}`, study: 'Estudio Laboral', description: '' },
            especialidades: ['Derecho laboral'],
          }),
        );
      }
    };
    const { user } = await renderApp(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`, { seed: seedMany });
    await findPage('Nueva consulta');
    await screen.findByText(/^Paso 2 de 5/);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('button', { name: 'Elegido: Dra. Laura Gómez' })).toBeDefined();
    await user.type(screen.getByRole('searchbox', { name: 'Nombre, estudio, especialidad o localidad' }), 'laboral');
    expect((await screen.findByText(/abogados coinciden/)).textContent).toBe('11 abogados coinciden; se muestran 8.');
    await user.click(screen.getByRole('button', { name: 'Ver 3 más' }));
    expect(
      within(screen.getByRole('list', { name: 'Resultados del directorio' })).getAllByRole('listitem'),
    ).toHaveLength(11);
    expect(screen.getByText(/abogados coinciden/).textContent).toBe('11 abogados coinciden.');
  });

  it('finds any lawyer of the directory by name, accents aside', async () => {
    const { user, router } = await openFlow();
    await user.type(
      screen.getByRole('searchbox', { name: 'Nombre, estudio, especialidad o localidad' }),
      'rios rosario',
    );
    const results = await screen.findByRole('list', { name: 'Resultados del directorio' });
    await user.click(within(results).getByRole('button', { name: 'Elegir a Dr. Martín Ríos' }));
    await screen.findByText(/^Paso 2 de 5/);
    expect(router.state.location.search).toEqual({ abogado: OTHER_LAWYER, grupo: '32' });
  });

  it("offers 'Reintentar' when the directory could not be read, and lists its lawyers once it can", async () => {
    const { user, router, ports } = await renderApp('/terminosCondiciones', { seed: (world) => void seed(world) });
    ports.directory.failNext('listLawyers', portalError.unavailable('network'));
    await router.navigate({ to: '/nuevaConsulta' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.directory);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await user.type(
      await screen.findByRole('searchbox', { name: 'Nombre, estudio, especialidad o localidad' }),
      'rios',
    );
    expect(await screen.findByRole('button', { name: 'Elegir a Dr. Martín Ríos' })).toBeDefined();
  });

  it('says every problem of the step at once in a focused summary and on each field, instead of moving on', async () => {
    const { user } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    await screen.findByText(/^Paso 2 de 5/);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = screen.getByRole('heading', { name: 'Hay un problema' }).closest('.ui-error-summary');
    expect(document.activeElement).toBe(summary);
    const links = within(summary as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Elija el servicio que necesita.',
      'Escriba un título para su consulta.',
      'Describa su problema para que el abogado pueda entenderlo.',
    ]);
    const title = screen.getByRole('textbox', { name: 'Título de la consulta' });
    const description = screen.getByRole('textbox', { name: 'Describa su problema' });
    for (const field of [title, description]) expect(field.getAttribute('aria-invalid')).toBe('true');
    // Each field's message is read with it, after GOV.UK's hidden 'Error:'.
    expect(
      document.getElementById((title.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '')?.textContent,
    ).toBe('Error: Escriba un título para su consulta.');
    const services = screen.getByRole('group', { name: 'Servicio' });
    expect(
      services
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain('Error: Elija el servicio que necesita.');
    for (const radio of within(services).getAllByRole('radio')) expect(radio.getAttribute('aria-invalid')).toBe('true');
    expect(stepTitle()).toBe('Paso 2 de 5: Qué necesita');

    // A link of the summary takes the person to its field.
    await user.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(title);
  });

  it('says on the fields that a title over 200 characters and a description over 2000 are too long, keeps them and goes no further', async () => {
    const { user, ports } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    await screen.findByText(/^Paso 2 de 5/);
    await user.click(screen.getByRole('radio', { name: /Orientación sin cargo/ }));
    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Título de la consulta' });
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Describa su problema' });
    const longTitle = 'Despido sin causa y sin preaviso '.repeat(7);
    const longDescription = 'Trabajé doce años en la misma fábrica y me despidieron sin preaviso. '.repeat(30);
    await user.click(title);
    await user.paste(longTitle);
    await user.click(description);
    await user.paste(longDescription);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    for (const [field, text] of [
      [title, 'Máximo 200 caracteres'],
      [description, 'Máximo 2000 caracteres'],
    ] as const) {
      const message = (await screen.findAllByText(text, { exact: false })).find(
        (each) => each.className === 'ui-field-error',
      );
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect((field.getAttribute('aria-describedby') ?? '').split(' ')).toContain(message?.id);
    }
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Título de la consulta: Máximo 200 caracteres', 'Descripción del problema: Máximo 2000 caracteres']);
    expect(stepTitle()).toBe('Paso 2 de 5: Qué necesita');
    expect(title.value).toBe(longTitle);
    expect(description.value).toBe(longDescription);
    expect(ports.consultations.callsOf('start')).toBe(0);

    await user.clear(title);
    await user.type(title, 'Despido sin causa');
    await user.clear(description);
    await user.type(description, 'Me despidieron sin preaviso.');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/^Paso 3 de 5/);
  });

  it('refuses a document over 10 MB before reading it, and reads a smaller one', async () => {
    const { user } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    await screen.findByText(/^Paso 2 de 5/);
    await user.upload(
      screen.getByLabelText('Archivo'),
      new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'escaneo.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(validationMessages.fileTooLarge);
    expect(screen.getByText('Ningún archivo elegido')).toBeDefined();

    await user.upload(
      screen.getByLabelText('Archivo'),
      new File(['%PDF-1.4'], 'telegrama.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('telegrama.pdf');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a free consultation once, however many times the button is pressed, and says it is pending', async () => {
    const { user, world, ports } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    await fillWhat(user);
    await fillHow(user);
    // A free consultation names no reference value to pay.
    expect(row('Precio')).toBe('La consulta es sin cargo: no paga nada al enviarla ni después.');
    expect(screen.getByRole('heading', { name: 'Pagos, cancelaciones y reembolsos' })).toBeDefined();
    const send = screen.getByRole('button', { name: 'Enviar consulta' });
    await user.dblClick(send);
    await screen.findByRole('heading', { name: 'Consulta enviada' });
    expect(ports.consultations.callsOf('start')).toBe(1);
    const created = [...world.cases.values()].filter((each) => each.kase.case === 'Despido sin causa');
    expect(created).toHaveLength(1);
    expect(created[0]?.kase).toMatchObject({ estado: 'Pendiente', tipo: 'Orientación sin cargo' });
    expect(screen.getAllByText(successMessages.consultationCreated).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Ver el asunto' }).getAttribute('href')).toBe(
      `/asunto/${created[0]?.kase.id}`,
    );
  });

  it("keeps everything and says 'Error al intentar crear la consulta' when the consultation is not created", async () => {
    const { user, world, ports } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    ports.consultations.failNext('start', portalError.unavailable('network'));
    await fillWhat(user);
    await fillHow(user);
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect((await screen.findAllByText(errorMessages.consultation)).length).toBeGreaterThan(0);
    expect(stepTitle()).toBe('Paso 4 de 5: Revisar y enviar');
    expect(screen.getByText('Despido sin causa')).toBeDefined();
    expect([...world.cases.values()].some((each) => each.kase.case === 'Despido sin causa')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await screen.findByRole('heading', { name: 'Consulta enviada' });
  });

  it('says the consultation exists but its payment link failed, and offers to pay from the case instead of a second consultation', async () => {
    const { user, world, ports } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    ports.payments.failNext('createPaymentLink', portalError.unavailable('network'));
    await fillWhat(user, 'Consulta inicial');
    await fillHow(user);
    expect(row('Precio')).toMatch(/^Paga \$\s15\.000 al enviar la consulta, para confirmarla/);
    await user.click(screen.getByRole('button', { name: /^Enviar y pagar \$\s15\.000$/ }));
    await screen.findByRole('heading', { name: 'Consulta enviada' });
    expect(screen.getByText(/no se pudo generar el link de pago \(Error al generar el link de pago\)/)).toBeDefined();
    const created = [...world.cases.values()].find((each) => each.kase.case === 'Despido sin causa');
    const payment = [...world.movements.values()].find(
      (movement) => movement.id_case === created?.kase.id,
    )?.id_movimiento;
    expect(screen.getByRole('link', { name: 'Pagar desde el asunto' }).getAttribute('href')).toBe(
      `/asunto/${created?.kase.id}/${payment}`,
    );
    expect(ports.consultations.callsOf('start')).toBe(1);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('says which price is charged and when: the service’s single amount on sending, a medium’s value only as a reference', async () => {
    const { user } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    await screen.findByText(/^Paso 2 de 5/);
    // Where the services' prices first show, which one is charged and what the next step's values are.
    expect(screen.getByRole('group', { name: 'Servicio' }).textContent).toContain(priceMessages.servicesNote);
    await fillWhat(user, 'Consulta inicial');
    await screen.findByText(/^Paso 3 de 5/);
    const presencial = screen.getByRole('radio', { name: /Presencial/ }).closest('label');
    // Each medium's value says at once why it is not charged, for the service chosen.
    expect(presencial?.textContent).toMatch(
      /Valor de referencia: \$\s20\.000\. No se cobra: esta consulta se paga con el pago único del servicio\.$/,
    );
    await user.click(screen.getByRole('radio', { name: /Presencial/ }));
    expect(document.querySelector('.consultation-price')?.textContent).toMatch(
      /^Paga \$\s15\.000 al enviar la consulta.* El valor de referencia de \$\s20\.000 /,
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/^Paso 4 de 5/);
    // The two prices in one sentence, on the medium's step and in the review, with what the reference value means.
    const sentence =
      /^Paga \$\s15\.000 al enviar la consulta, para confirmarla; no se le cobra nada más por ella\. El valor de referencia de \$\s20\.000 es lo que el abogado suele cobrar por este medio: solo orienta y no se cobra\.¿Qué significa\? Valor de referencia$/;
    expect(row('Precio')).toMatch(sentence);
    expect(screen.getByRole('button', { name: '¿Qué significa? Valor de referencia' })).toBeDefined();
  });
});

describe('/nuevaConsulta once sent', () => {
  it('keeps the consultation sent with its case: Back from the checkout shows what was sent and how to pay it from the case, never a form to send it again', async () => {
    const path = `/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`;
    const { user, world, ports } = await openFlow(path);
    await fillWhat(user, 'Consulta inicial');
    await fillHow(user);
    await user.click(screen.getByRole('button', { name: /^Enviar y pagar \$\s15\.000$/ }));
    await screen.findByRole('heading', { name: 'Consulta enviada' });
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(vi.mocked(leaveFor).mock.calls[0]?.[0]).toBe(
      world.outbox.findLast((mail) => mail.kind === 'payment-link')?.redirectUrl,
    );
    expect(screen.getByText(consultationMessages.leavingToPay)).toBeDefined();
    const created = [...world.cases.values()].find((each) => each.kase.case === 'Despido sin causa');
    const payment = [...world.movements.values()].find(
      (movement) => movement.id_case === created?.kase.id,
    )?.id_movimiento;
    expect(ports.consultations.callsOf('start')).toBe(1);

    // Back from the checkout loads the page again: the draft in session storage says it was sent.
    cleanup();
    await renderApp(path, { seed: (again) => void seed(again) });
    await findPage('Nueva consulta');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Consulta enviada');
    expect(screen.getByText(consultationMessages.alreadySent)).toBeDefined();
    expect(
      screen.getByText(/^Si todavía no la pagó, puede pagar \$\s15\.000 desde el asunto, sin enviar otra consulta\.$/),
    ).toBeDefined();
    expect([row('Abogado'), row('Servicio'), row('Título'), row('Descripción'), row('Medio'), row('Horario')]).toEqual([
      'Dra. Laura Gómez · Estudio Gómez & Asociados',
      'Consulta inicial',
      'Despido sin causa',
      'Me despidieron sin preaviso.',
      'Videollamada',
      'A coordinar con el abogado',
    ]);
    expect(screen.getByRole('link', { name: 'Pagar desde el asunto' }).getAttribute('href')).toBe(
      `/asunto/${created?.kase.id}/${payment}`,
    );
    expect(screen.queryByRole('button', { name: /^Enviar/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Título de la consulta' })).toBeNull();
  });

  it('once the charge is paid, no longer says it may be paid from the case: it says it is done and links to the case', async () => {
    const path = `/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`;
    const { user, world } = await openFlow(path);
    await fillWhat(user, 'Consulta inicial');
    await fillHow(user);
    await user.click(screen.getByRole('button', { name: /^Enviar y pagar \$\s15\.000$/ }));
    await screen.findByRole('heading', { name: 'Consulta enviada' });
    await waitFor(() => expect(leaveFor).toHaveBeenCalled());
    const created = [...world.cases.values()].find((each) => each.kase.case === 'Despido sin causa');
    const charge = [...world.movements.values()].find((movement) => movement.id_case === created?.kase.id);
    if (created === undefined || charge === undefined)
      throw new Error('The consultation created no case with a charge.');

    // Paid at the checkout, then back on Nueva consulta: the case and its payment as the service now says.
    cleanup();
    await renderApp(path, {
      seed: (again) => {
        seed(again);
        again.addCase({ ...created.kase, pago: 0, estado: 'Pendiente' }, { ownerId: created.ownerId });
        again.addMovement({ ...charge, id_tipo: MOVEMENT_TYPE.payment, pagado: true });
      },
    });
    await findPage('Nueva consulta');
    expect(await screen.findByText(consultationMessages.paymentSettled)).toBeDefined();
    expect(screen.queryByText(/^Si todavía no la pagó/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pagar desde el asunto' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver el asunto' }).getAttribute('href')).toBe(`/asunto/${created.kase.id}`);
  });

  it('starts another consultation only when asked, with nothing of the one sent', async () => {
    const { user } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    await fillWhat(user);
    await fillHow(user);
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await screen.findByRole('heading', { name: 'Consulta enviada' });
    expect(screen.getAllByText(successMessages.consultationCreated).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Iniciar otra consulta' }));
    await screen.findByText(/^Paso 2 de 5/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Título de la consulta' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Orientación sin cargo/ }).checked).toBe(false);
  });

  it('leaves a sent consultation as it was when another lawyer is chosen from a lawyer page, and starts theirs afresh', async () => {
    const { user, router } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    await fillWhat(user);
    await fillHow(user);
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await screen.findByRole('heading', { name: 'Consulta enviada' });
    await router.navigate({ to: '/nuevaConsulta', search: { abogado: OTHER_LAWYER, grupo: '32' } });
    await screen.findByText(/^Paso 2 de 5/);
    expect(screen.getByText(/^Consulta para/).textContent).toBe('Consulta para Dr. Martín Ríos · Ríos Abogados');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Título de la consulta' }).value).toBe('');
  });
});

describe('/nuevaConsulta with a lawyer who cannot be consulted', () => {
  it("says 'El Estudio no está disponible' on the first step when the address names a lawyer of a disabled studio", async () => {
    const { ports } = await renderApp('/nuevaConsulta?abogado=l9&grupo=99', {
      seed: (world) => {
        seed(world);
        world.addStudy(aStudyInfo({ id_grupo: '99', habilitado: false }));
      },
    });
    await findPage('Nueva consulta');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Paso 1 de 5: Abogado');
    expect(screen.getByRole('alert').textContent).toBe(
      `${guardMessages.studyUnavailable}. ${consultationMessages.chooseAnotherLawyer}`,
    );
    expect(ports.directory.callsOf('getStudyInfo')).toBe(1);
  });

  it("says 'No se encontró el abogado' when the studio is open but the directory does not list the lawyer", async () => {
    await renderApp('/nuevaConsulta?abogado=l9&grupo=99', {
      seed: (world) => {
        seed(world);
        world.addStudy(aStudyInfo({ id_grupo: '99', habilitado: true }));
      },
    });
    await findPage('Nueva consulta');
    expect(screen.getByRole('alert').textContent).toBe(
      `${errorMessages.lawyerNotFound}. ${consultationMessages.chooseAnotherLawyer}`,
    );
  });

  it('asks nothing about the studio of a lawyer the directory lists', async () => {
    const { ports } = await openFlow(`/nuevaConsulta?abogado=${LAWYER_ID}&grupo=31`);
    await screen.findByText(/^Paso 2 de 5/);
    expect(ports.directory.callsOf('getStudyInfo')).toBe(0);
  });
});

describe('/nuevaConsulta after a link', () => {
  it("never shows another client's draft left in the tab", async () => {
    await renderApp('/nuevaConsulta', {
      seed: (world) => {
        seed(world);
        sessionStorage.setItem(
          'justiciable.consultation-draft',
          JSON.stringify({ ...storedDraft('/nuevaConsulta'), ownerId: 'someone-else', step: 1 }),
        );
      },
    });
    await findPage('Nueva consulta');
    expect(stepTitle()).toBe('Paso 1 de 5: Abogado');
    expect(screen.queryByText('Desalojo')).toBeNull();
  });

  it('sends a visitor who left a link to sign in back to it', async () => {
    const { router } = await renderApp('/nuevaConsulta', {
      seed: (world) => {
        seed(world);
        world.addStudy(aStudyInfo());
        sessionStorage.setItem(
          'justiciable.consultation-draft',
          JSON.stringify({ ...storedDraft(`/consultationViaLink/${LAWYER_ID}/31/9`), returnAfterSignIn: true }),
        );
      },
    });
    await screen.findByText(/^Paso/);
    expect(currentPath(router)).toBe(`/consultationViaLink/${LAWYER_ID}/31/9`);
  });
});
