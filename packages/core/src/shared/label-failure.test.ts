import { describe, expect, it } from 'vitest';
import { errorMessages } from './catalogue';
import { labelFailure, withDetail } from './label-failure';
import { portalError } from './portal-error';
import { err, ok } from './result';

describe('labelFailure', () => {
  it('words a failure as the intent that failed, keeping its kind and detail, and leaves success alone', () => {
    expect(labelFailure(ok(1), 'Error al intentar agregar comentario')).toEqual(ok(1));
    expect(
      labelFailure(err(portalError.unavailable('network', 'ECONNRESET')), 'Error al intentar agregar comentario'),
    ).toEqual(
      err({
        kind: 'unavailable',
        transport: 'network',
        message: 'Error al intentar agregar comentario',
        detail: 'ECONNRESET',
      }),
    );
  });

  it("keeps the text of a failure that says more: 'El usuario no está autenticado'", () => {
    expect(labelFailure(err(portalError.unauthenticated()), 'Error al intentar agregar comentario')).toEqual(
      err(portalError.unauthenticated()),
    );
  });

  it('keeps the text of a throttled call, which tells the person to wait', () => {
    const throttled = portalError.unavailable('throttled', 'HTTP 429');
    expect(throttled.message).toBe('Demasiados intentos. Espere unos minutos e intente nuevamente');
    expect(labelFailure(err(throttled), 'Error al intentar crear la consulta')).toEqual(err(throttled));
  });

  it("keeps a throttled failure's own reason: the upload function's per-account quota", () => {
    const quota = {
      ...portalError.unavailable('throttled', 'UploadQuotaExceededError'),
      message: errorMessages.uploadQuota,
    };
    expect(labelFailure(err(quota), errorMessages.uploadFile)).toEqual(
      err({
        kind: 'unavailable',
        transport: 'throttled',
        message: 'Alcanzó el límite de archivos que puede subir por ahora. Intente nuevamente en unos minutos.',
        detail: 'UploadQuotaExceededError',
      }),
    );
  });
});

describe('withDetail', () => {
  it('adds how far the intent got, before what the service said', () => {
    expect(withDetail(portalError.unavailable('timeout'), 'Step 3 failed.').detail).toBe('Step 3 failed.');
    expect(withDetail(portalError.unavailable('timeout', 'after 10 s'), 'Step 3 failed.').detail).toBe(
      'Step 3 failed. (after 10 s)',
    );
  });
});
