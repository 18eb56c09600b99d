import type { CommentRepository, NewComment } from '../cases/case-repository';
import type { Comment, MovementComment } from '../cases/movement';
import { errorMessages } from '../shared/catalogue';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/** The client's comments on movements of their own cases; they show with the case's movements. */
export class InMemoryCommentRepository extends InMemoryFake<CommentRepository> implements CommentRepository {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  addComment(draft: NewComment): Promise<Result<Comment, PortalError>> {
    return this.respond('addComment', () => {
      const acting = this.world.actingFor(draft.clientId, errorMessages.addComment);
      if (!acting.ok) return acting;
      const movement = this.world.ownMovement(draft.movementId, errorMessages.addComment);
      if (!movement.ok) return movement;
      const comment: MovementComment = {
        id: this.world.newId(),
        id_movimiento: draft.movementId,
        nombres_usuario: draft.authorName,
        nombres: movement.value.nombres,
        fecha_alta: this.world.nowIso(),
        comentario: draft.text,
        descripcion: null,
        descripcion_movimiento: movement.value.descripcion_movimiento,
        origen: 'justiciable',
        id_case: movement.value.id_case,
        id_tipo: movement.value.id_tipo,
        titulo_file: null,
        link_url: null,
        link_archivo: null,
        diligencia: movement.value.diligencia,
        nombre_tipo: movement.value.nombre_tipo,
        fecha_inicio_agenda: movement.value.fecha_inicio_agenda,
        hora_inicio_agenda: movement.value.hora_inicio_agenda,
      };
      this.world.movementComments.set(comment.id, { comment, movementId: draft.movementId, authorId: draft.clientId });
      return ok({
        id: comment.id,
        nombres_usuario: draft.authorName,
        fecha_alta: comment.fecha_alta,
        comentario: draft.text,
        origen: 'justiciable',
      });
    });
  }
}
