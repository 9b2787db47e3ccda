import { JSDOM } from 'jsdom';

/**
 * A browser document for component tests that also run the real server in the same process.
 * Vitest's jsdom environment puts every global of the jsdom window in place of Node's, its typed
 * arrays too, so the server's own code breaks (jose refuses a Buffer as a key, fetch a jsdom
 * FormData). Here only what Node lacks comes from the window (document, window, HTMLElement…);
 * Node keeps its own Uint8Array, fetch, FormData, Blob and navigator. Import it first.
 */
const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://127.0.0.1/',
  pretendToBeVisual: true,
});
const { window } = dom;
const globals = globalThis as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis) continue;
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () => (window as unknown as Record<string, unknown>)[key],
  });
}
// The window's own events (history, storage), as a script's bare addEventListener reaches them.
for (const key of ['addEventListener', 'removeEventListener', 'dispatchEvent'] as const) {
  globals[key] = window[key].bind(window);
}
// React reads these as properties of the global object too.
globals.IS_REACT_ACT_ENVIRONMENT = true;
// jsdom lays nothing out: scrolling into view has nowhere to go.
window.HTMLElement.prototype.scrollIntoView = () => undefined;
