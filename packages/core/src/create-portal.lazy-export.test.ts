import { describe, expect, it, vi } from 'vitest';
import { createPortal } from './create-portal';
import { createInMemoryPorts } from './testing/create-in-memory-ports';

// The export's code fetched over a network that is gone: what a page sees when the chunk cannot come.
vi.mock('./privacy/export-my-data', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('createPortal’s exportMyData, whose code comes at the first export', () => {
  it('answers code that cannot be fetched as a network failure of the archive, and tries again at the next call', async () => {
    const portal = createPortal(createInMemoryPorts());
    const client = { id: '7', name: 'Lucía Fernández', email: 'lucia@example.com', phone: '+5493515550142' };
    for (const attempt of [1, 2]) {
      const result = await portal.exportMyData(client);
      expect(result.ok, `attempt ${attempt}`).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ kind: 'unavailable', transport: 'network', part: 'el archivo ZIP' });
    }
  });
});
