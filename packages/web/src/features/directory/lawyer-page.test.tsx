import { errorMessages, portalError } from '@justiciable/core';
import {
  aCommunicationMedium,
  aDirectoryListing,
  aLawyerService,
  aStudyInfo,
  type InMemoryWorld,
} from '@justiciable/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

function seedLawyer(world: InMemoryWorld) {
  signedInClient(world);
  world.addStudy(
    aStudyInfo({
      id_grupo: 'g1',
      nombre: 'Estudio Ruiz',
      descripcion: 'Derecho laboral desde 1998.',
      usuarios: [
        { id: 'l1', nombre: 'Pablo Ruiz' },
        { id: 'l2', nombre: 'Ana Sosa' },
      ],
    }),
  );
  world.addLawyer(
    aDirectoryListing({
      id: 'l1',
      id_grupo: 'g1',
      descripcion: 'Abogado laboralista.',
      fecha_alta: '2023-06-12T09:00:00.000Z',
      abogadoEstudio: { title: 'Dr. Pablo Ruiz', study: 'Estudio Ruiz', description: '' },
      especialidades: ['Laboral'],
      nombre_localidad_completo: 'Rosario, Santa Fe',
      services: [
        aLawyerService({ id: 's1', nombre: 'Revisión de recibos', precio: 18000, tipo_cobro: 'monto_unico' }),
        aLawyerService({ id: 's2', nombre: 'Despido', precio: 0, tipo_cobro: 'a_convenir' }),
      ],
      media: [
        aCommunicationMedium({ id: '1', nombre: 'Presencial', precio: 20000 }),
        aCommunicationMedium({ id: '3', nombre: 'Telefónica', precio: null }),
      ],
    }),
  );
}

const values = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/lawyerDetails', () => {
  it('shows the profile, the media and services with prices and charge type, the contact button and a consultation with this lawyer', async () => {
    await renderApp('/lawyerDetails/l1/g1', { seed: seedLawyer });
    await findPage('Dr. Pablo Ruiz');
    expect(screen.getByText('Abogado laboralista.')).toBeDefined();
    const facts = within(screen.getByRole('region', { name: 'Perfil' }))
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(facts).toEqual(['Estudio Ruiz', 'Laboral', 'Rosario, Santa Fe', '12/6/2023']);
    expect(values('Medios y precios')).toEqual([
      'Presencial$\u00a020.000 de referencia',
      'TelefónicaPrecio a consultar',
    ]);
    expect(
      screen.getByText(/^Los valores de cada medio son de referencia: no se cobran al enviar una consulta\./),
    ).toBeDefined();
    expect(values('Servicios y precios')).toEqual([
      'Revisión de recibosPrimera entrevista para analizar el caso y definir los pasos a seguir.$\u00a018.000 · Pago único al enviar la consulta',
      'DespidoPrimera entrevista para analizar el caso y definir los pasos a seguir.Honorarios a convenir con el abogado',
    ]);
    expect(screen.getByRole('button', { name: 'Contactar a Dr. Pablo Ruiz' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Iniciar consulta' }).getAttribute('href')).toBe(
      '/nuevaConsulta?abogado=l1&grupo=g1',
    );
    expect(screen.getByText('Sobre Estudio Ruiz').closest('details')?.open).toBe(false);
    // The studio's other lawyers open their own pages; this one is named, not linked.
    const members = screen.getByRole('list', { name: 'Abogados de Estudio Ruiz' });
    expect(within(members).getByRole('link', { name: 'Ana Sosa' }).getAttribute('href')).toBe('/lawyerDetails/l2/g1');
    expect(within(members).queryByRole('link', { name: 'Pablo Ruiz' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Compartir el enlace para consultar a Dr. Pablo Ruiz' })).toBeDefined();
  });

  it('sends a contact request from the page, which then shows PENDIENTE', async () => {
    const { user, world } = await renderApp('/lawyerDetails/l1/g1', { seed: seedLawyer });
    await findPage('Dr. Pablo Ruiz');
    await user.click(screen.getByRole('button', { name: 'Contactar a Dr. Pablo Ruiz' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('button', { name: 'Pendiente: Dr. Pablo Ruiz' }, { timeout: 5_000 })).toBeDefined();
    expect(
      screen.getByText(
        'Su solicitud de contacto espera la respuesta del abogado. Mientras tanto, puede iniciar una consulta.',
      ),
    ).toBeDefined();
    expect(world.contactRequests.at(-1)?.request).toMatchObject({ id_abogado: 'l1', estado: 'pendiente' });
  });

  it("opens the studio's information with showInfo", async () => {
    await renderApp('/lawyerDetails/l1/g1/info', { seed: seedLawyer });
    await findPage('Dr. Pablo Ruiz');
    const study = screen.getByText('Sobre Estudio Ruiz').closest('details');
    expect(study?.open).toBe(true);
    expect(within(study as HTMLElement).getByText('Derecho laboral desde 1998.')).toBeDefined();
  });

  it("says 'No se encontró el abogado' for a lawyer the studio does not list", async () => {
    await renderApp('/lawyerDetails/nadie/g1', { seed: seedLawyer });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.lawyerNotFound);
  });

  it("says 'Error al intentar obtener información del Abogado.' when the lawyer cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: seedLawyer });
    ports.directory.failNext('listLawyers', portalError.unavailable('network'));
    await router.navigate({ to: '/lawyerDetails/$id/$id_grupo/{-$showInfo}', params: { id: 'l1', id_grupo: 'g1' } });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.lawyerInfo);
  });
});
