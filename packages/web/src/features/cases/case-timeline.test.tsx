import { errorMessages, fileRequestMessages, portalError, validationMessages } from '@justiciable/core';
import { aCase, aMovement, aMovementComment, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

const CASE = aCase({
  id: '1',
  case: 'Despido sin causa',
  tipo: 'Laboral',
  abogadoEstudio: 'Dr. Pablo Ruiz - Estudio Ruiz',
  medio_comunicacion: 'Presencial',
});

/** One movement of every type, on different days, and two comments on the first. */
function everyType(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ ...CASE, estado: 'Pendiente', pago: 2, consulta_aceptada: false }), { ownerId: client.userId });
  const on = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  world.addMovement(
    aMovement({
      id_movimiento: '11',
      id_case: '1',
      id_tipo: 1,
      nombre_tipo: 'Consulta',
      fecha_alta: on(1),
      descripcion_movimiento: 'Consulta por despido',
      comentarios: 'Me despidieron sin preaviso.',
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '12',
      id_case: '1',
      id_tipo: 2,
      nombre_tipo: 'Solicitud de archivo',
      fecha_alta: on(2),
      descripcion_movimiento: 'Envíe sus recibos',
      comentarios: null,
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '13',
      id_case: '1',
      id_tipo: 2,
      nombre_tipo: 'Solicitud de archivo',
      fecha_alta: on(3),
      descripcion_movimiento: 'Envíe el telegrama',
      link_archivo: '31/1/abc-telegrama.pdf',
      comentarios: null,
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '14',
      id_case: '1',
      id_tipo: 3,
      nombre_tipo: 'Archivo adjunto',
      fecha_alta: on(4),
      descripcion_movimiento: 'Poder',
      link_archivo: '31/1/xyz-poder.pdf',
      comentarios: null,
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '15',
      id_case: '1',
      id_tipo: 4,
      nombre_tipo: 'Pago',
      fecha_alta: on(5),
      descripcion_movimiento: 'Honorarios',
      concepto: 'Consulta inicial',
      monto: 15000,
      pagado: false,
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '16',
      id_case: '1',
      id_tipo: 4,
      nombre_tipo: 'Pago',
      fecha_alta: on(6),
      descripcion_movimiento: 'Anticipo',
      monto: 1250.5,
      pagado: false,
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '17',
      id_case: '1',
      id_tipo: 4,
      nombre_tipo: 'Pago',
      fecha_alta: on(7),
      descripcion_movimiento: 'Tasa de justicia',
      monto: 9000,
      pagado: true,
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '18',
      id_case: '1',
      id_tipo: 5,
      nombre_tipo: 'Novedad',
      fecha_alta: on(8),
      descripcion_movimiento: 'Carta documento enviada',
      comentarios: 'Esperamos respuesta.',
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '19',
      id_case: '1',
      id_tipo: 6,
      nombre_tipo: 'Escrito judicial',
      fecha_alta: on(9),
      descripcion_movimiento: 'Demanda presentada',
      comentarios: null,
      acto_procesal: 'Demanda',
      diligencia: 'Presentación electrónica',
      prueba: 'Documental',
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '20',
      id_case: '1',
      id_tipo: 7,
      nombre_tipo: 'Agenda',
      fecha_alta: on(10),
      descripcion_movimiento: 'Reunión a coordinar',
      comentarios: null,
      link_token: 'secreto',
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '21',
      id_case: '1',
      id_tipo: 7,
      nombre_tipo: 'Agenda',
      fecha_alta: on(11),
      descripcion_movimiento: 'Reunión de seguimiento',
      comentarios: null,
      fecha_inicio_agenda: '2025-04-07',
      hora_inicio_agenda: '17:00',
      tipo_reunion: 'Videollamada',
      direccion_link: 'https://meet.jit.si/seguimiento',
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '22',
      id_case: '1',
      id_tipo: 8,
      nombre_tipo: 'Audiencia',
      fecha_alta: on(12),
      descripcion_movimiento: 'Audiencia de conciliación',
      comentarios: null,
      fecha_inicio_agenda: '2025-04-15',
      hora_inicio_agenda: '09:05:00',
      tipo_reunion: 'Presencial',
      direccion_link: 'javascript:alert(1)',
    }),
  );
  world.addMovementComment(
    aMovementComment({
      id: '701',
      id_movimiento: '11',
      id_case: '1',
      nombres_usuario: 'Dr. Pablo Ruiz',
      fecha_alta: '2025-03-02T09:00:00.000Z',
      comentario: '¿Tiene el telegrama?',
    }),
    {
      movementId: '11',
      authorId: client.userId,
    },
  );
  world.addMovementComment(
    aMovementComment({
      id: '702',
      id_movimiento: '11',
      id_case: '1',
      nombres_usuario: 'Ana Pérez',
      fecha_alta: '2025-03-03T09:00:00.000Z',
      comentario: 'Sí, lo subo hoy.',
    }),
    {
      movementId: '11',
      authorId: client.userId,
    },
  );
  return client;
}

/** A plain case with one note, for the forms. */
function oneNote(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(CASE, { ownerId: client.userId });
  world.addMovement(
    aMovement({
      id_movimiento: '11',
      id_case: '1',
      nombre_tipo: 'Nota',
      descripcion_movimiento: 'Telegrama de intimación enviado',
    }),
  );
  return client;
}

function movement(title: string): HTMLElement {
  const article = screen.getByRole('heading', { level: 3, name: title }).closest('article');
  if (article === null) throw new Error(`No movement titled ${title}`);
  return article;
}

/** Text with the non-breaking spaces Intl puts after '$' read as plain spaces. */
function textOf(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\u00a0/g, ' ');
}

describe('/asunto/:id: the case and its timeline', () => {
  it('heads the page with the service, lawyer and studio, estado, medium, acceptance and what is left to pay', async () => {
    await renderApp('/asunto/1', { seed: (world) => void everyType(world) });
    await findPage('Despido sin causa');
    const summary = within(screen.getByRole('region', { name: 'Resumen del asunto' }));
    expect(summary.getByText('Laboral')).toBeDefined();
    expect(summary.getByText('Dr. Pablo Ruiz - Estudio Ruiz')).toBeDefined();
    // What the state waits for, and what happens next.
    expect(summary.getByText('Pendiente de pago y de aceptación')).toBeDefined();
    expect(
      summary.getByText(
        /^Tiene 2 pagos pendientes: puede pagarlos desde los movimientos del asunto\. El abogado todavía no aceptó su consulta/,
      ),
    ).toBeDefined();
    expect(summary.getByText('Presencial')).toBeDefined();
    expect(summary.getByText('Pendiente de aceptación')).toBeDefined();
    // Two unpaid charges: 15.000 + 1.250,50; the paid one does not count.
    expect(textOf(screen.getByRole('region', { name: 'Resumen del asunto' }))).toContain(
      '2 pagos pendientes · $ 16.250,5',
    );
  });

  it('says an accepted consultation and no pending payments', async () => {
    await renderApp('/asunto/1', { seed: (world) => void oneNote(world) });
    await findPage('Despido sin causa');
    const summary = within(screen.getByRole('region', { name: 'Resumen del asunto' }));
    expect(summary.getByText('Consulta aceptada', { selector: 'dd' })).toBeDefined();
    expect(summary.getByText('Sin pagos pendientes')).toBeDefined();
    expect(
      summary.getByText(
        'Su abogado está trabajando en el asunto. Le avisaremos cada novedad; si necesita algo de usted, se lo pedirá aquí.',
      ),
    ).toBeDefined();
  });

  it('lists the movements newest first by fecha_alta, each with its date, type and author', async () => {
    await renderApp('/asunto/1', { seed: (world) => void everyType(world) });
    await findPage('Despido sin causa');
    const titles = within(screen.getByRole('region', { name: 'Movimientos' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles[0]).toBe('Audiencia de conciliación');
    expect(titles.at(-1)).toBe('Consulta por despido');
    expect(titles).toHaveLength(12);
    expect(textOf(movement('Consulta por despido'))).toContain('1/3/2025 · Consulta · Laura Gómez');
  });

  it('shows each movement type with its own values', async () => {
    await renderApp('/asunto/1', { seed: (world) => void everyType(world) });
    await findPage('Despido sin causa');

    expect(textOf(movement('Consulta por despido'))).toContain('Me despidieron sin preaviso.');

    const pendingRequest = textOf(movement('Envíe sus recibos'));
    expect(pendingRequest).toContain('Pendiente de envío');
    expect(pendingRequest).toContain(fileRequestMessages.answerHere);
    expect(
      within(movement('Envíe sus recibos')).getByRole('form', { name: 'Enviar archivos: Envíe sus recibos' }),
    ).toBeDefined();
    const answeredRequest = textOf(movement('Envíe el telegrama'));
    expect(answeredRequest).toContain('abc-telegrama.pdf');
    expect(answeredRequest).not.toContain('Pendiente de envío');

    expect(textOf(movement('Poder'))).toContain('xyz-poder.pdf');

    const unpaid = textOf(movement('Honorarios'));
    expect(unpaid).toContain('Consulta inicial');
    expect(unpaid).toContain('$ 15.000');
    expect(unpaid).toContain('Pendiente');
    expect(textOf(movement('Anticipo'))).toContain('$ 1.250,5');
    const paid = textOf(movement('Tasa de justicia'));
    expect(paid).toContain('$ 9.000');
    expect(paid).toContain('Pagado');

    expect(textOf(movement('Carta documento enviada'))).toContain('Esperamos respuesta.');

    const filing = textOf(movement('Demanda presentada'));
    expect(filing).toContain('Acto procesal');
    expect(filing).toContain('Demanda');
    expect(filing).toContain('Presentación electrónica');
    expect(filing).toContain('Documental');

    expect(textOf(movement('Reunión a coordinar'))).toContain('Elegir fecha');

    const dated = movement('Reunión de seguimiento');
    expect(textOf(dated)).toContain('7/4/2025');
    expect(textOf(dated)).toContain('17:00');
    expect(textOf(dated)).not.toContain('Elegir fecha');
    // A video call shows no address: its join link opens 15 minutes before its start, and this one is over.
    expect(within(dated).queryByRole('link', { name: /meet\.jit\.si|Unirse/ })).toBeNull();
    expect(within(dated).getByRole('button', { name: /Agregar a mi calendario/ })).toBeDefined();

    const hearing = movement('Audiencia de conciliación');
    expect(textOf(hearing)).toContain('15/4/2025');
    expect(textOf(hearing)).toContain('09:05');
    expect(textOf(hearing)).toContain('Presencial');
    // A place that is not a web address stays text, whatever it says.
    expect(textOf(hearing)).toContain('javascript:alert(1)');
    expect(within(hearing).queryByRole('link')).toBeNull();
  });

  it('shows the comments under their movement: author, date and text', async () => {
    await renderApp('/asunto/1', { seed: (world) => void everyType(world) });
    await findPage('Despido sin causa');
    const consultation = movement('Consulta por despido');
    expect(within(consultation).getByRole('heading', { name: 'Comentarios (2)' })).toBeDefined();
    const items = within(within(consultation).getByRole('list')).getAllByRole('listitem').map(textOf);
    expect(items).toEqual(['Dr. Pablo Ruiz · 2/3/2025¿Tiene el telegrama?', 'Ana Pérez · 3/3/2025Sí, lo subo hoy.']);
    expect(within(movement('Carta documento enviada')).queryByRole('list')).toBeNull();
  });
});

describe('/asunto/:id: comments', () => {
  it('adds a comment, which shows at once under its movement and reached the service', async () => {
    const { user, world } = await renderApp('/asunto/1', { seed: (world) => void oneNote(world) });
    await findPage('Despido sin causa');
    const note = movement('Telegrama de intimación enviado');
    await user.type(within(note).getByLabelText('Nuevo comentario'), '¿Recibieron respuesta?');
    await user.click(within(note).getByRole('button', { name: 'Comentar' }));

    await within(movement('Telegrama de intimación enviado')).findByText('¿Recibieron respuesta?');
    expect(
      within(movement('Telegrama de intimación enviado')).getByRole('heading', { name: 'Comentarios (1)' }),
    ).toBeDefined();
    const saved = [...world.movementComments.values()];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      movementId: '11',
      comment: { comentario: '¿Recibieron respuesta?', nombres_usuario: 'Ana Pérez' },
    });
    await waitFor(() =>
      expect(
        (within(movement('Telegrama de intimación enviado')).getByLabelText('Nuevo comentario') as HTMLTextAreaElement)
          .value,
      ).toBe(''),
    );
  });

  it('keeps the text and says why when the comment could not be added', async () => {
    const { user, world, ports } = await renderApp('/asunto/1', { seed: (world) => void oneNote(world) });
    await findPage('Despido sin causa');
    ports.comments.failNext('addComment', portalError.unavailable('network'));
    const note = movement('Telegrama de intimación enviado');
    await user.type(within(note).getByLabelText('Nuevo comentario'), 'Se perdió la conexión');
    await user.click(within(note).getByRole('button', { name: 'Comentar' }));

    expect((await within(note).findByRole('alert')).textContent).toContain(errorMessages.addComment);
    expect((within(note).getByLabelText('Nuevo comentario') as HTMLTextAreaElement).value).toBe(
      'Se perdió la conexión',
    );
    expect(world.movementComments.size).toBe(0);
  });

  it('refuses a blank comment before sending it', async () => {
    const { user, ports } = await renderApp('/asunto/1', { seed: (world) => void oneNote(world) });
    await findPage('Despido sin causa');
    const note = movement('Telegrama de intimación enviado');
    await user.click(within(note).getByRole('button', { name: 'Comentar' }));
    expect((await within(note).findByRole('alert')).textContent).toContain(validationMessages.emptyComment);
    expect(ports.comments.callsOf('addComment')).toBe(0);
  });
});

describe('/asunto/:id: comments over the limit', () => {
  it("says on the field that a comment over 2000 characters is too long ('Máximo 2000 caracteres'), keeps it and sends nothing", async () => {
    const { user, ports, world } = await renderApp('/asunto/1', { seed: (world) => void oneNote(world) });
    await findPage('Despido sin causa');
    const note = movement('Telegrama de intimación enviado');
    const field = within(note).getByLabelText<HTMLTextAreaElement>('Nuevo comentario');
    const tooLong = 'Adjunto el detalle de las horas extra. '.repeat(52);
    await user.click(field);
    await user.paste(tooLong);
    await user.click(within(note).getByRole('button', { name: 'Comentar' }));

    const message = await within(note).findByText('Máximo 2000 caracteres');
    expect(message.className).toBe('ui-field-error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field.getAttribute('aria-describedby') ?? '').split(' ')).toContain(message.id);
    expect(field.value).toBe(tooLong);
    expect(ports.comments.callsOf('addComment')).toBe(0);
    expect(world.movementComments.size).toBe(0);
  });
});

describe('/asunto/:id: a note for the lawyer', () => {
  it('adds a Novedad, which heads the timeline and reached the service', async () => {
    const { user, world } = await renderApp('/asunto/1', { seed: (world) => void oneNote(world) });
    await findPage('Despido sin causa');
    const form = screen.getByRole('form', { name: 'Enviar una novedad a su abogado' });
    await user.type(within(form).getByLabelText('Título'), 'Me llamó la empresa');
    await user.type(within(form).getByLabelText(/^Detalle/), 'Ofrecen un acuerdo.');
    await user.click(within(form).getByRole('button', { name: 'Enviar novedad' }));

    await within(screen.getByRole('region', { name: 'Movimientos' })).findByRole('heading', {
      level: 3,
      name: 'Me llamó la empresa',
    });
    const added = [...world.movements.values()].find((item) => item.descripcion_movimiento === 'Me llamó la empresa');
    expect(added).toMatchObject({ id_tipo: 5, id_case: '1', comentarios: 'Ofrecen un acuerdo.' });
    expect(textOf(movement('Me llamó la empresa'))).toContain('Ofrecen un acuerdo.');
    await waitFor(() => expect((within(form).getByLabelText('Título') as HTMLInputElement).value).toBe(''));
  });

  it('keeps the text and says why when the movement could not be added', async () => {
    const { user, world, ports } = await renderApp('/asunto/1', { seed: (world) => void oneNote(world) });
    await findPage('Despido sin causa');
    ports.cases.failNext('addMovement', portalError.unavailable('timeout'));
    const form = screen.getByRole('form', { name: 'Enviar una novedad a su abogado' });
    await user.type(within(form).getByLabelText('Título'), 'Me llamó la empresa');
    await user.click(within(form).getByRole('button', { name: 'Enviar novedad' }));

    expect((await within(form).findByRole('alert')).textContent).toContain(errorMessages.addMovement);
    expect((within(form).getByLabelText('Título') as HTMLInputElement).value).toBe('Me llamó la empresa');
    expect([...world.movements.values()].some((item) => item.descripcion_movimiento === 'Me llamó la empresa')).toBe(
      false,
    );
  });

  it('says on each field that a title over 200 characters and a note over 2000 are too long, keeps them and sends nothing', async () => {
    const { user, ports, world } = await renderApp('/asunto/1', { seed: (world) => void oneNote(world) });
    await findPage('Despido sin causa');
    const form = screen.getByRole('form', { name: 'Enviar una novedad a su abogado' });
    const title = within(form).getByLabelText<HTMLInputElement>('Título');
    const details = within(form).getByLabelText<HTMLTextAreaElement>(/^Detalle/);
    const longTitle = 'Me llamó la empresa '.repeat(11);
    const longDetails = 'Ofrecen un acuerdo por la mitad de la indemnización. '.repeat(40);
    await user.click(title);
    await user.paste(longTitle);
    await user.click(details);
    await user.paste(longDetails);
    await user.click(within(form).getByRole('button', { name: 'Enviar novedad' }));

    for (const [field, text] of [
      [title, 'Máximo 200 caracteres'],
      [details, 'Máximo 2000 caracteres'],
    ] as const) {
      const message = await within(form).findByText(text);
      expect(message.className).toBe('ui-field-error');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect((field.getAttribute('aria-describedby') ?? '').split(' ')).toContain(message.id);
    }
    expect(title.value).toBe(longTitle);
    expect(details.value).toBe(longDetails);
    expect(ports.cases.callsOf('addMovement')).toBe(0);
    expect([...world.movements.values()].some((item) => item.descripcion_movimiento === longTitle.trim())).toBe(false);
  });

  it('asks for a title before sending', async () => {
    const { user, ports } = await renderApp('/asunto/1', { seed: (world) => void oneNote(world) });
    await findPage('Despido sin causa');
    const form = screen.getByRole('form', { name: 'Enviar una novedad a su abogado' });
    await user.click(within(form).getByRole('button', { name: 'Enviar novedad' }));
    expect(await within(form).findByText(validationMessages.required)).toBeDefined();
    expect(ports.cases.callsOf('addMovement')).toBe(0);
  });
});

describe('/asunto/:id: deep links', () => {
  it('focuses and highlights the movement of /asunto/:id/:id_movent', async () => {
    await renderApp('/asunto/1/15', { seed: (world) => void everyType(world) });
    await findPage('Despido sin causa');
    const payment = movement('Honorarios');
    await waitFor(() => expect(document.activeElement).toBe(payment));
    expect(payment.getAttribute('tabindex')).toBe('-1');
    expect(payment.hasAttribute('data-highlighted')).toBe(true);
    expect(movement('Anticipo').hasAttribute('data-highlighted')).toBe(false);
  });

  it('focuses the comment of /asunto/:id/:id_movent/:paid/:id_comment', async () => {
    await renderApp('/asunto/1/11/false/702', { seed: (world) => void everyType(world) });
    await findPage('Despido sin causa');
    const comment = within(movement('Consulta por despido')).getByText('Sí, lo subo hoy.').closest('li');
    await waitFor(() => expect(document.activeElement).toBe(comment));
    expect(comment?.hasAttribute('data-highlighted')).toBe(true);
  });

  it('opens the case as usual when the linked movement is not in it', async () => {
    await renderApp('/asunto/1/999', { seed: (world) => void everyType(world) });
    await findPage('Despido sin causa');
    expect(screen.getByRole('region', { name: 'Movimientos' })).toBeDefined();
    expect(document.querySelector('[data-highlighted]')).toBeNull();
  });
});
