import type { Body, Seed } from './authorization-matrix.js';

/** How a row of the authorization matrix builds its call's input: none, JSON or a multipart form. */

export const none = (): Body => ({ kind: 'none' });
export const json =
  (value: (seed: Seed) => unknown) =>
  (seed: Seed): Body => ({ kind: 'json', value: value(seed) });
export const formBody =
  (value: (seed: Seed) => FormData | Promise<FormData>) =>
  (seed: Seed): Body => ({ kind: 'form', value: value(seed) });
