import { describe, expect, it, vi } from 'vitest';
import { createPortal } from './create-portal';
import { validationMessages } from './shared/catalogue';
import { createInMemoryPorts } from './testing/create-in-memory-ports';

// Code fetched over a network that is gone: what a page sees when a use-case's chunk cannot come.
vi.mock('./privacy/export-my-data', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

// The comment's code cannot come at the first call, and comes at the second.
let commentCodeFetches = 0;
vi.mock('./cases/add-comment', async (importOriginal) => {
  commentCodeFetches += 1;
  if (commentCodeFetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const client = { id: '7', name: 'Lucía Fernández', email: 'lucia@example.com', phone: '+5493515550142' };

describe('createPortal’s use-cases whose code comes at their first call', () => {
  it('answers export code that cannot be fetched as a network failure of the archive', async () => {
    const portal = createPortal(createInMemoryPorts());
    const result = await portal.exportMyData({ client });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({ kind: 'unavailable', transport: 'network', part: 'el archivo ZIP' });
  });

  it('answers a write whose code cannot be fetched as a network failure, and fetches it again at the next call', async () => {
    const portal = createPortal(createInMemoryPorts());
    // A blank comment: once the code has come, it is refused before anything is sent.
    const blank = { movementId: '31', text: '  ' };
    const first = await portal.addComment({ client, ...blank });
    expect(first).toMatchObject({ ok: false, error: { kind: 'unavailable', transport: 'network' } });
    const second = await portal.addComment({ client, ...blank });
    expect(commentCodeFetches).toBe(2);
    expect(second).toMatchObject({ ok: false, error: { message: validationMessages.emptyComment } });
  });
});
