import {
  mapResult,
  type Comment,
  type CommentRepository,
  type NewComment,
  type PortalError,
  type Result,
} from '@justiciable/core';
import * as v from 'valibot';
import { commentFromWire, NewCommentWireSchema } from './case-wire';
import type { LegacyApi } from './legacy-api';

/** addNewComment answers the stored comment as datos[0] (SPEC §7). */
const NewCommentAnswer = v.looseObject({ datos: v.looseTuple([NewCommentWireSchema]) });

/** Comments on movements in the legacy API (SPEC §7 addNewComment). */
export class LegacyApiCommentRepository implements CommentRepository {
  constructor(private readonly api: LegacyApi) {}

  async addComment(comment: NewComment): Promise<Result<Comment, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.addNewComment,
      {
        new_comment: comment.text,
        id_movimiento: comment.movementId,
        nombre_usuario: comment.authorName,
        [this.api.names.clientIdField]: comment.clientId,
      },
      NewCommentAnswer,
    );
    return mapResult(answer, ({ datos: [first] }) => commentFromWire(first));
  }
}
