import { describe, expect, it } from 'vitest';
import { errorMessages } from './catalogue';
import { isPortalFailure, PortalFailure, valueOrThrow } from './portal-failure';
import { portalError } from './portal-error';
import { err, ok } from './result';

describe('valueOrThrow', () => {
  it('answers the value of a success', () => {
    expect(valueOrThrow(ok(['a', 'b']))).toEqual(['a', 'b']);
  });

  it('throws a PortalFailure carrying the failure’s kind, catalogue message, detail and fields', () => {
    const failure = portalError.unavailable('timeout', 'listCases took 10 s');
    let thrown: unknown;
    try {
      valueOrThrow(err(failure));
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(PortalFailure);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).toMatchObject({
      name: 'PortalFailure',
      kind: 'unavailable',
      message: errorMessages.timeout,
      detail: 'listCases took 10 s',
      error: { transport: 'timeout' },
    });
  });
});

describe('isPortalFailure', () => {
  it('knows a PortalFailure, also one made by another copy of the package, and nothing else', () => {
    const fromOtherCopy = Object.assign(new Error('Sin conexión'), {
      name: 'PortalFailure',
      kind: 'unavailable',
      error: {},
    });
    expect(isPortalFailure(new PortalFailure(portalError.notFound(errorMessages.network)))).toBe(true);
    expect(isPortalFailure(fromOtherCopy)).toBe(true);
    expect(isPortalFailure(new Error('boom'))).toBe(false);
    expect(isPortalFailure({ name: 'PortalFailure' })).toBe(false);
  });
});
