import { afterAll, vi } from 'vitest';
import * as leaving from '../data/leave-for';

/**
 * Stands in for leaving the app (jsdom cannot navigate) for the calling file's tests, recording
 * where to. A spy on the module's export rather than a vi.mock: the files of a worker share their
 * modules, and a page another file loaded first keeps the real function whatever a later vi.mock
 * says, while the spy is seen by every importer and is undone when the file ends.
 */
export function spyOnLeaving() {
  const leaveFor = vi.spyOn(leaving, 'leaveFor').mockImplementation(() => undefined);
  afterAll(() => {
    leaveFor.mockRestore();
  });
  return leaveFor;
}
