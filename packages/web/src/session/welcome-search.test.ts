import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isReturnPath, returningTo, WelcomeSearchSchema } from './welcome-search';

describe("/welcome's return path (?volver=)", () => {
  it('takes a page of the portal, with its search', () => {
    for (const path of [
      '/agenda',
      '/vinculateContact/12?token=abcDEF123_-',
      '/asunto/5/9',
      '/previewInfoEstudio/3/4/Ana%20P%C3%A9rez',
    ]) {
      expect(isReturnPath(path), path).toBe(true);
    }
  });

  it('refuses another site, a script, /welcome itself and control characters', () => {
    for (const path of [
      'https://example.com/',
      '//example.com/x',
      '/\\example.com',
      'javascript:alert(1)',
      'agenda',
      '/welcome',
      '/welcome/verificado',
      '/welcome?volver=/agenda',
      '/agenda\n',
      '',
    ]) {
      expect(isReturnPath(path), path).toBe(false);
    }
  });

  it('reads a refused or malformed value as none, so the page still opens', () => {
    expect(v.parse(WelcomeSearchSchema, { volver: '/agenda' })).toEqual({ volver: '/agenda', correo: undefined });
    expect(v.parse(WelcomeSearchSchema, { volver: 'https://example.com/' })).toEqual({
      volver: undefined,
      correo: undefined,
    });
    expect(v.parse(WelcomeSearchSchema, { volver: 42 })).toEqual({ volver: undefined, correo: undefined });
    expect(v.parse(WelcomeSearchSchema, {})).toEqual({ volver: undefined, correo: undefined });
  });

  it('links back to a page, and not to the landing page, where signing in goes anyway', () => {
    expect(returningTo('/vinculateContact/12?token=abcDEF123')).toEqual({
      volver: '/vinculateContact/12?token=abcDEF123',
    });
    expect(returningTo('/')).toEqual({});
  });

  it('links back with the e-mail the page knows, to fill in', () => {
    expect(returningTo('/vinculateContact/12?token=abc', 'ana@example.com')).toEqual({
      volver: '/vinculateContact/12?token=abc',
      correo: 'ana@example.com',
    });
    expect(returningTo('/', 'ana@example.com')).toEqual({ correo: 'ana@example.com' });
  });
});

describe("/welcome's known e-mail (?correo=)", () => {
  it('takes an address and reads anything else as none', () => {
    expect(v.parse(WelcomeSearchSchema, { correo: 'ana@example.com' }).correo).toBe('ana@example.com');
    for (const value of ['no es un correo', '<script>@x', 42, `${'a'.repeat(130)}@example.com`]) {
      expect(v.parse(WelcomeSearchSchema, { correo: value }).correo, String(value)).toBeUndefined();
    }
  });
});
