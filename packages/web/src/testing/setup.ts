import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadOverlayControls } from '../ui/overlay-loader';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Testing Library waits 1 s by default for what a test expects to show. The suite runs two files
// at once beside browsers on a shared machine, where a render can take longer: what never shows
// still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so it does not implement scrolling; the router restores scroll on
// every navigation.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom has no CSS namespace; React Aria's collections escape ids with CSS.escape when focused.
if (typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', {
    value: { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) },
  });
}

// jsdom has no media queries: every test renders at a desktop's width unless it stubs one.
if (typeof window.matchMedia === 'undefined') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// Every TanStack router names itself window.__TSR_ROUTER__, and a route module's HMR code, run
// when the module is first imported, patches that router's route of the same id with the module's,
// keeping the old route's component. Files sharing a worker share the window: a router another
// file created must not lend its components to the routes this file imports first.
delete (window as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__;

// The same window keeps its storage from file to file: what one file's app kept there (a checkout
// under way, a consultation's draft, a signed-in user's keys) must not be found by the next.
localStorage.clear();
sessionStorage.clear();

// The overlay controls come on idle in the app (ui/overlay-loader.ts); the page tests use them at
// once, as a person does after the first second. ui/look-alikes.test.tsx tests the time before.
await loadOverlayControls();
