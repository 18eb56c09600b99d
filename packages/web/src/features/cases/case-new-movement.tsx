import { movementTextFields, validationMessages } from '@justiciable/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { MovementTextArea } from './case-movement-field';
import { caseRouteId, useSignedInClient } from './case-movement-route';

/** The client tells the lawyer something new about the case: a 'Novedad' movement (type 5, SPEC §7 addNewMovent). */
export function NewMovementForm({ caseId }: { readonly caseId: string }) {
  const portal = usePortal();
  const client = useSignedInClient();
  const [description, setDescription] = useState('');
  const [details, setDetails] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof typeof movementTextFields, string>>>({});
  const add = useAction(portal.addMovement, {
    invalidates: [caseRouteId],
    failure: 'inline',
    onSuccess: () => {
      setDescription('');
      setDetails('');
    },
  });
  return (
    <Card
      title="Enviar una novedad a su abogado"
      lead="Queda en los movimientos del asunto y su abogado la ve."
      labelledBy="new-movement-title"
    >
      <Form
        className="ui-form"
        aria-labelledby="new-movement-title"
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          const title = description.trim();
          const note = details.trim();
          // A missing title or an over-long text is said on its field; what was typed stays.
          const tooLong = portal.checkTextLengths({
            texts: { description: title, comments: note },
            fields: movementTextFields,
          });
          const refused = title === '' ? { ...tooLong, description: validationMessages.required } : tooLong;
          setFieldErrors(refused);
          if (Object.keys(refused).length > 0) return;
          void add.run({
            client,
            caseId,
            // Left out, core adds a news movement ('Novedad'), the one the client writes.
            description: title,
            ...(note === '' ? {} : { comments: note }),
          });
        }}
      >
        {add.error ? <FormAlert>{add.error}</FormAlert> : null}
        <TextField name="description" label="Título" value={description} onChange={setDescription} />
        <MovementTextArea name="comments" label="Detalle" optional value={details} onChange={setDetails} />
        <div className="ui-card-actions">
          <Button type="submit" isPending={add.pending}>
            Enviar novedad
          </Button>
        </div>
      </Form>
    </Card>
  );
}
