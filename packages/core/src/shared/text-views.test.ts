import { describe, expect, it } from 'vitest';
import { commentTextFields } from '../cases/add-comment';
import { movementTextFields } from '../cases/add-movement';
import { createPortal } from '../create-portal';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';

describe('checkTextLengths', () => {
  const portal = createPortal(createInMemoryPorts());

  it("says 'Máximo N caracteres' on each field longer than its kind takes, and nothing of those that fit", () => {
    const problems = portal.checkTextLengths({
      texts: { description: 'x'.repeat(201), comments: 'y'.repeat(2000) },
      fields: movementTextFields,
    });
    expect(problems).toEqual({ description: 'Máximo 200 caracteres' });
  });

  it('answers nothing when every text fits, a missing one included', () => {
    expect(portal.checkTextLengths({ texts: { text: 'Gracias, doctora.' }, fields: commentTextFields })).toEqual({});
    expect(portal.checkTextLengths({ texts: { text: 'z'.repeat(2001) }, fields: { text: 'text' } })).toEqual({
      text: 'Máximo 2000 caracteres',
    });
  });
});
