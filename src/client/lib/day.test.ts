import { describe, expect, it } from 'vitest';
import { formatDay, tnrStepPath } from './day.js';

describe('days', () => {
  it('shows a stored day as the reader writes dates, whatever the time zone', () => {
    expect(formatDay('pt-BR', '2026-11-05')).toBe('05/11/2026');
    expect(formatDay('es', '2026-11-05')).toBe('05/11/2026');
    expect(formatDay('en', '2026-11-05')).toBe('11/05/2026');
  });

  it('links to the cat page with the TNR form on a step', () => {
    expect(tnrStepPath('abc', 'castrado')).toBe('/cat/abc?tnr=castrado#tnr');
  });
});
