import { describe, expect, it, vi } from 'vitest';
import { createPortal } from './create-portal';
import { aroundUseCases, deferPortal, PORTAL_USE_CASES, PORTAL_VIEWS } from './portal-use-cases';
import { createInMemoryPorts } from './testing/create-in-memory-ports';

describe('PORTAL_USE_CASES', () => {
  it('names every use-case createPortal makes, once', () => {
    const made = Object.keys(createPortal(createInMemoryPorts())).sort();
    expect([...PORTAL_USE_CASES, ...PORTAL_VIEWS].sort()).toEqual(made);
    expect(new Set(PORTAL_USE_CASES).size).toBe(PORTAL_USE_CASES.length);
  });
});

describe('aroundUseCases', () => {
  it('hands each use-case to the wrapper with its name, and the wrapped one answers what the wrapper made of it', async () => {
    const seen: string[] = [];
    const portal = aroundUseCases(createPortal(createInMemoryPorts()), (name, useCase) => async (...args) => {
      seen.push(name);
      return useCase(...args);
    });

    const types = await portal.listDocumentTypes();

    expect(types.ok).toBe(true);
    expect(seen).toEqual(['listDocumentTypes']);
    expect(Object.keys(portal).sort()).toEqual([...PORTAL_USE_CASES, ...PORTAL_VIEWS].sort());
  });
});

describe('deferPortal', () => {
  it('loads nothing until a use-case is called, then loads once for every call', async () => {
    const load = vi.fn(() => Promise.resolve(createPortal(createInMemoryPorts())));
    const { portal } = deferPortal(load);
    expect(load).not.toHaveBeenCalled();

    const [types, signedOut] = await Promise.all([portal.listDocumentTypes(), portal.signOut()]);
    await portal.listDocumentTypes();

    expect(types.ok).toBe(true);
    expect(signedOut.ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers its views once the portal is loaded, and before that says a use-case must load it first', async () => {
    const load = vi.fn(() => Promise.resolve(createPortal(createInMemoryPorts())));
    const { portal, loaded } = deferPortal(load);
    const pick = { day: null, start: '', minutes: 60 };
    const now = Date.parse('2031-05-19T12:00:00Z');

    expect(() => portal.weekSlots({ entries: [], pick, now })).toThrow(
      "The portal's weekSlots answers once the portal is loaded: call one of its use-cases, or preload() it, and wait for it first.",
    );
    expect(load).not.toHaveBeenCalled();
    await loaded();

    expect(portal.weekSlots({ entries: [], pick, now }).monday).toBe('2031-05-19');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers its instant views before anything is loaded, as a loaded portal answers them, and no other view', () => {
    const load = vi.fn(() => Promise.resolve(createPortal(createInMemoryPorts())));
    const { portal } = deferPortal(load);

    const checklist = portal.passwordChecklist({ password: 'clave' });
    const tooLong = portal.checkTextLengths({ texts: { name: 'x'.repeat(5_000) }, fields: { name: 'name' } });

    expect(load).not.toHaveBeenCalled();
    expect(checklist.filter((check) => !check.met).map((check) => check.message)).toEqual([
      'Debe tener al menos 8 caracteres',
      'Debe incluir al menos un número',
      'Debe incluir al menos un símbolo',
    ]);
    expect(tooLong.name).toBe('Máximo 100 caracteres');
    const made = createPortal(createInMemoryPorts());
    expect(made.passwordChecklist({ password: 'clave' })).toEqual(checklist);
    expect(() => portal.phoneParts({ stored: '+5491123456789' })).toThrow(
      "The portal's phoneParts answers once the portal is loaded",
    );
  });

  it('says when its code cannot be fetched to whoever waits for it to load, and fetches it again when next asked', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(createPortal(createInMemoryPorts()));
    const { loaded } = deferPortal(load);

    await expect(loaded()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(loaded()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a load that fails as a network failure (the export’s as one of its archive) and loads again at the next call', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(createPortal(createInMemoryPorts()));
    const { portal } = deferPortal(load);

    const offline = await portal.listDocumentTypes();
    const exportOffline = await portal.exportMyData({
      client: { id: '7', name: 'Lucía Fernández', email: 'lucia@example.com', phone: '+5493515550142' },
    });
    const online = await portal.listDocumentTypes();

    expect(offline).toMatchObject({ ok: false, error: { kind: 'unavailable', transport: 'network' } });
    expect(exportOffline).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', transport: 'network', part: 'el archivo ZIP' },
    });
    expect(online.ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('preloads once, ahead of any call, and a failed preload is tried again by the next call', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(createPortal(createInMemoryPorts()));
    const { portal, preload } = deferPortal(load);

    preload();
    preload();
    await Promise.resolve();
    const types = await portal.listDocumentTypes();

    expect(types.ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
