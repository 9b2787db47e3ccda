import type { Page } from '@playwright/test';

/**
 * The controls on screen whose touch target is under `min` px either way, as "name W×H" lines.
 * A control's target is its own box, or its label's when a label holds it or names it (tapping
 * the label works the control). Links inside running text are excepted (WCAG 2.5.8's inline
 * exception): a link whose paragraph or list item also holds other text.
 */
export function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"]';
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.closest('p, li, dd, figcaption, td, label, small');
      return !!block && (block.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!shown(element) || inRunningText(element)) continue;
      if (element.closest('[aria-hidden="true"], [inert], .visually-hidden')) {
        if (!(element instanceof HTMLInputElement)) continue;
      }
      const boxes = [element.getBoundingClientRect()];
      const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
      for (const label of labels) if (shown(label)) boxes.push(label.getBoundingClientRect());
      const width = Math.max(...boxes.map((b) => b.width));
      const height = Math.max(...boxes.map((b) => b.height));
      // Offscreen elements (skip links, hidden file inputs without a label) are nobody's target.
      if (width <= 1 && height <= 1) continue;
      if (width + 0.5 < min || height + 0.5 < min) {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().slice(0, 40) ??
          element.tagName;
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`,
        );
      }
    }
    return small;
  }, min);
}
