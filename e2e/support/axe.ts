import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for one page, run with `axe.run` in the page itself (@axe-core/playwright's "legacy
 * mode"). Its default runs a part in each frame and then opens a blank page to merge the parts,
 * which doubled axe's time on every screen; the app has no frames, so both see the same nodes.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();
