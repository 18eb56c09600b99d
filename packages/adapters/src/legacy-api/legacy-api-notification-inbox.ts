import { mapResult, type Notification, type NotificationInbox, type PortalError, type Result } from '@justiciable/core';
import * as v from 'valibot';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema, listOrKeyedObject, optionalWireId, wireFlag, wireId } from './legacy-wire';

const NotificationWireSchema = v.looseObject({
  id_notificacion: wireId,
  titulo: v.string(),
  descripcion: v.string(),
  tipo: v.string(),
  leido: wireFlag,
  fecha_alta: v.string(),
  id_caso: optionalWireId,
  id_invitacion: optionalWireId,
  token_invitacion: v.nullish(v.string(), null),
});

const NotificationsAnswer = v.looseObject({ datos: listOrKeyedObject(NotificationWireSchema) });

function notificationFromWire(wire: v.InferOutput<typeof NotificationWireSchema>): Notification {
  return {
    id: wire.id_notificacion,
    titulo: wire.titulo,
    mensaje: wire.descripcion,
    tipo: wire.tipo,
    leida: wire.leido,
    fecha_alta: wire.fecha_alta,
    id_caso: wire.id_caso,
    id_invitacion: wire.id_invitacion,
    token_invitacion: wire.token_invitacion,
  };
}

/** The client's notifications in the legacy API (SPEC §7 getNotifications, readNotification). */
export class LegacyApiNotificationInbox implements NotificationInbox {
  constructor(private readonly api: LegacyApi) {}

  async list(clientId: string, email: string): Promise<Result<readonly Notification[], PortalError>> {
    const { names } = this.api;
    const answer = await this.api.client.call(
      this.api.actions.getNotifications,
      { [names.clientIdField]: clientId, [names.emailField]: email },
      NotificationsAnswer,
    );
    return mapResult(answer, ({ datos }) => datos.map(notificationFromWire));
  }

  async markRead(notificationId: string): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.readNotification,
      { id_notification: notificationId },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
