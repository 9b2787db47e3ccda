import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './phone.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/**
 * Lighthouse's default mobile run (form factor and simulated throttling) on one address. A run
 * Lighthouse could not finish (its runtimeError, or a category without a score) throws: counted
 * as 0 it would pull the median down (it happened about once in eight /cat runs here).
 */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => {
      const value = categories[id]?.score;
      if (typeof value !== 'number') {
        const error = result?.lhr.runtimeError;
        throw new Error(`Lighthouse gave no ${id} score for ${url}: ${error?.code ?? 'no result'}`);
      }
      return Math.round(value * 100);
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    chrome.kill();
  }
}
