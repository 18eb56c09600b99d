import { listCaseFiles } from '../../lambda';
import { ownedCase } from '../access';
import { type ActionTable, clientRead, publicRead } from '../action';
import { rejected } from '../failure';
import { sql } from '../sql';

export const documentActions: ActionTable = {
  /** The catalogue of document types; public, it holds no one's data. */
  getDocumentTypes: publicRead((call) => ({
    status: 200,
    datos: sql(call.ctx.db, 'SELECT id_tipo_documento, nombre FROM tipos_documento ORDER BY id_tipo_documento').all(),
  })),

  /** The document categories a group files its documents under; public, study configuration only. */
  getDocumentCategories: publicRead((call) => {
    const groupId = call.fields.id('groupId');
    if (!sql(call.ctx.db, 'SELECT 1 FROM grupos WHERE id_grupo = ?').get(groupId))
      throw rejected('No se encontró el grupo');
    return {
      status: 200,
      datos: sql(
        call.ctx.db,
        'SELECT id_categoria, id_grupo, nombre FROM categorias_documento WHERE id_grupo = ? ORDER BY nombre',
      ).all(groupId),
    };
  }),

  /** The files uploaded to the caller's case, as the storage listing gives them. */
  getDocumentsByCase: clientRead((call) => {
    const owned = ownedCase(call, call.fields.id('case_id'));
    if (call.fields.id('group_id') !== owned.id_grupo) throw rejected('El asunto no pertenece al grupo indicado');
    return { status: 200, datos: listCaseFiles(call.ctx, owned.id_grupo, owned.id_caso) };
  }),
};
