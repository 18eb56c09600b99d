import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isReturnPath, returningTo, WelcomeSearchSchema } from './welcome-search';

describe("/welcome's return path (?volver=)", () => {
  it('takes a page of the portal, with its search', () => {
    for (const path of ['/agenda', '/vinculateContact/12?token=abcDEF123_-', '/asunto/5/9', '/previewInfoEstudio/3/4/Ana%20P%C3%A9rez']) {
      expect(isReturnPath(path), path).toBe(true);
    }
  });

  it('refuses another site, a script, /welcome itself and control characters', () => {
    for (const path of ['https://example.com/', '//example.com/x', '/\\example.com', 'javascript:alert(1)', 'agenda', '/welcome', '/welcome/verificado', '/welcome?volver=/agenda', '/agenda\n', '']) {
      expect(isReturnPath(path), path).toBe(false);
    }
  });

  it('reads a refused or malformed value as none, so the page still opens', () => {
    expect(v.parse(WelcomeSearchSchema, { volver: '/agenda' })).toEqual({ volver: '/agenda' });
    expect(v.parse(WelcomeSearchSchema, { volver: 'https://example.com/' })).toEqual({ volver: undefined });
    expect(v.parse(WelcomeSearchSchema, { volver: 42 })).toEqual({ volver: undefined });
    expect(v.parse(WelcomeSearchSchema, {})).toEqual({ volver: undefined });
  });

  it('links back to a page, and not to the landing page, where signing in goes anyway', () => {
    expect(returningTo('/vinculateContact/12?token=abcDEF123')).toEqual({ volver: '/vinculateContact/12?token=abcDEF123' });
    expect(returningTo('/')).toEqual({});
  });
});
