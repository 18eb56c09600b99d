import {
  err,
  errorMessages,
  offlineMessages,
  ok,
  portalError,
  type DeviceRead,
  type DeviceReads,
  type Loaded,
  type LoadedSession,
  type PortalError,
  type Result,
} from '@justiciable/core';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceReadContext } from './device-reads';
import { loadedPage, throughDevice } from './page-parts';

const SAVED_AT = new Date('2026-12-01T10:00:00.000Z');

/** A device whose reads answer what `answer` says for each key, recording the keys read. */
function aDevice(answer: (request: DeviceRead<unknown>) => Promise<Loaded<unknown>>) {
  const read = vi.fn(answer);
  const context = {
    device: { reads: { read } as unknown as DeviceReads },
    session: { session: { userId: 'ana' } } as unknown as LoadedSession,
  } satisfies DeviceReadContext;
  return { context, read };
}

const lawyers = ok(['Dra. Pérez']);
const refused: PortalError = portalError.unavailable('network');

describe('loadedPage', () => {
  it('makes each part loader data of its own: shown, or failed with its catalogue message; a missing part stays null', () => {
    const page = ok({ lawyers, invitations: err({ ...refused, message: errorMessages.findInvitation }), agenda: null });
    expect(loadedPage(page, ['lawyers', 'invitations', 'agenda'])).toEqual({
      lawyers: { ok: true, value: ['Dra. Pérez'] },
      invitations: { ok: false, message: 'Error al intentar obtener Invitación' },
      agenda: null,
    });
  });

  it("fails every part with the page's message when the page failed as a whole", () => {
    const ended = err<PortalError>(portalError.unauthenticated());
    expect(loadedPage<{ lawyers: Result<string[], PortalError> }>(ended, ['lawyers'])).toEqual({
      lawyers: { ok: false, message: 'El usuario no está autenticado' },
    });
  });
});

describe('throughDevice', () => {
  it("reads each named part under its own key, and the page shows the copy's answer with when it was saved", async () => {
    const { context, read } = aDevice(async () => ({
      ok: true,
      value: ['Dr. Gómez'],
      savedAt: SAVED_AT,
      freshness: 'offline',
    }));
    const copies = throughDevice(context, '/_main/abogados', { lawyers: 'abogados' });
    const network = vi.fn(async () => lawyers);
    // The read model goes on with the copy's value.
    await expect(copies.through('lawyers', network)).resolves.toEqual(ok(['Dr. Gómez']));
    expect(read).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'ana', key: 'abogados', routeId: '/_main/abogados' }),
    );
    expect(loadedPage(ok({ lawyers: ok(['Dr. Gómez']) }), ['lawyers'], copies).lawyers).toEqual({
      ok: true,
      value: ['Dr. Gómez'],
      savedAt: SAVED_AT,
      freshness: 'offline',
    });
  });

  it("reads a part no key names as it is, and hands the read model the network's own failure", async () => {
    const { context, read } = aDevice(async (request) => {
      const answer = await request.read();
      return answer.ok ? { ok: true, value: answer.value } : { ok: false, message: offlineMessages.needsNetwork };
    });
    const copies = throughDevice(context, '/_main/abogados', { invitations: 'invitaciones' });
    await expect(copies.through('lawyers', async () => lawyers)).resolves.toEqual(lawyers);
    expect(read).not.toHaveBeenCalled();
    await expect(copies.through('invitations', async () => err(refused))).resolves.toEqual(err(refused));
    // The page says what the device's read said, not the network's message.
    expect(copies.shown.get('invitations')).toEqual({ ok: false, message: offlineMessages.needsNetwork });
  });

  it('takes a part read before in the same visit when it came, and reads one that failed again', async () => {
    const answers: Loaded<unknown>[] = [
      { ok: false, message: offlineMessages.needsNetwork },
      { ok: true, value: 3 },
    ];
    const { context, read } = aDevice(async () => answers.shift() ?? { ok: true, value: 'never' });
    const visit = new Map<string, Promise<Loaded<unknown>>>();
    const first = throughDevice(context, '/_main/nuevaConsulta', { attention: 'atencion' }, { visit });
    expect((await first.through('attention', async () => ok(1))).ok).toBe(false);
    const second = throughDevice(context, '/_main/nuevaConsulta', { attention: 'atencion' }, { visit });
    await expect(second.through('attention', async () => ok(2))).resolves.toEqual(ok(3));
    const third = throughDevice(context, '/_main/nuevaConsulta', { attention: 'atencion' }, { visit });
    await expect(third.through('attention', async () => ok(4))).resolves.toEqual(ok(3));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
