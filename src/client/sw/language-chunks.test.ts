import { describe, expect, it } from 'vitest';
import { isShippedLanguage, languageOfChunk } from './language-chunks.js';

describe('languageOfChunk', () => {
  it("names the language of a base dictionary's and of a namespaces' built file", () => {
    expect(languageOfChunk('/assets/pt-BR-BulbzUrk.js')).toBe('pt-BR');
    expect(languageOfChunk('/assets/en-B__-6B0P.js')).toBe('en');
    expect(languageOfChunk('/assets/strings-es-DQtQjD4S.js')).toBe('es');
    expect(languageOfChunk('/assets/strings-pt-BR-B8W-3-aj.js')).toBe('pt-BR');
  });

  it('leaves every other file alone: other chunks, maps, compressed copies, other folders', () => {
    for (const path of [
      '/assets/emergency-tab-Cx1.js',
      '/assets/index-D8kL2a.js',
      '/assets/en-B__-6B0P.js.map',
      '/assets/en-B__-6B0P.js.br',
      '/assets/strings-fr-A1b2C3d4.js',
      '/uploads/en-B__-6B0P.js',
      '/assets/list-states-BG-rLXiz.css',
    ]) {
      expect(languageOfChunk(path), path).toBeNull();
    }
  });
});

describe('isShippedLanguage', () => {
  it('takes the three languages the app ships and nothing else a message may hold', () => {
    expect(['pt-BR', 'en', 'es'].every(isShippedLanguage)).toBe(true);
    for (const value of ['fr', 'pt', 'constructor', '__proto__', 42, null, undefined, {}]) {
      expect([value, isShippedLanguage(value)]).toEqual([value, false]);
    }
  });
});
