import { ownClientId } from '../access';
import { type ActionTable, clientWrite } from '../action';
import { sql } from '../sql';
import { voidClientLinks } from '../void-client-links';
import { argentineTimestamp } from '../wire';

export const accountActions: ActionTable = {
  /** After a profile name change: the client's name on their own movements, comments and cases. */
  updateCommentNamesJusticiable: clientWrite((call) => {
    const clientId = ownClientId(call);
    const name = call.fields.text('newName');
    const db = call.ctx.db;
    const comentarios = sql(
      db,
      `UPDATE comentarios SET nombres_usuario = ? WHERE id_justiciable = ? AND origen = 'justiciable'`,
    ).run(name, clientId).changes;
    const movimientos = sql(
      db,
      `UPDATE movimientos SET nombres = ? WHERE id_justiciable = ? AND origen = 'justiciable'`,
    ).run(name, clientId).changes;
    sql(db, 'UPDATE casos SET nombre_cliente = ? WHERE id_justiciable = ?').run(name, clientId);
    return { status: 200, message: 'Nombre actualizado correctamente', datos: { comentarios, movimientos } };
  }),

  /**
   * Account deletion: every link of the client with a study ends, pending contact requests are
   * withdrawn so no lawyer accepts them afterwards, and the client's link tokens and unpaid
   * checkouts are voided (voidClientLinks).
   */
  justiciableContactDeleted: clientWrite((call) => {
    const clientId = ownClientId(call);
    const db = call.ctx.db;
    const at = argentineTimestamp(new Date());
    const contactos = sql(
      db,
      'UPDATE contactos SET fecha_baja = ? WHERE id_justiciable = ? AND fecha_baja IS NULL',
    ).run(at, clientId).changes;
    sql(
      db,
      `UPDATE solicitudes SET estado = 'rechazada', leido = 1, aceptar_en = NULL WHERE id_justiciable = ? AND estado = 'pendiente'`,
    ).run(clientId);
    voidClientLinks(db, clientId);
    return { status: 200, message: 'Contactos dados de baja correctamente', datos: { contactos } };
  }),
};
