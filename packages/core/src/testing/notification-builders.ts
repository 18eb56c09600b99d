import type { Notification } from '../notifications/notification';

/** An unread notice about a new movement in aCase(). */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '2210',
    titulo: 'Nuevo movimiento en su asunto',
    mensaje: 'La Dra. Laura Gómez agregó un movimiento en "Divorcio de mutuo acuerdo".',
    tipo: 'movimiento',
    leida: false,
    fecha_alta: '2025-02-18T09:16:00.000Z',
    id_caso: '1024',
    id_invitacion: null,
    token_invitacion: null,
    ...overrides,
  };
}
