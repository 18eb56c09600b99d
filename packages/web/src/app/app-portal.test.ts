import { afterEach, describe, expect, it } from 'vitest';
import { REPLACES_PAGE_ATTRIBUTE } from '../shell/app-update';
import { onFirstUse } from './app-portal';

afterEach(() => {
  document.body.replaceChildren();
});

describe("the portal's load on first use", () => {
  it('starts on the first touch, once, and not again on the next key or focus', () => {
    const loads: string[] = [];
    onFirstUse(window, () => loads.push('portal'));
    const field = document.body.appendChild(document.createElement('input'));

    expect(loads).toEqual([]);
    field.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));

    expect(loads).toEqual(['portal']);
  });

  it("waits past a press on the update banner's Actualizar, which replaces the page, for the page's own first use", () => {
    const loads: string[] = [];
    onFirstUse(window, () => loads.push('portal'));
    const banner = document.body.appendChild(document.createElement('div'));
    banner.setAttribute(REPLACES_PAGE_ATTRIBUTE, '');
    const update = banner.appendChild(document.createElement('button'));
    const field = document.body.appendChild(document.createElement('input'));

    update.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    update.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loads).toEqual([]);

    field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(loads).toEqual(['portal']);
  });
});
