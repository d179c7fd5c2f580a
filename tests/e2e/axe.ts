// One accessibility check for every e2e spec: axe-core's default rules (WCAG A and AA plus best practices such
// as heading-order and region), failing on a violation of any impact.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

async function violationsNow(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
}

/**
 * Runs axe on the page as it is now (an open dialog or menu included) and lists any violation readably. A screen
 * caught mid-transition (a panel fading in reads as low contrast) is checked again once its animations have
 * finished: a violation that is still there fails.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  let found = await violationsNow(page);
  if (found.length > 0) {
    await page.evaluate(() => {
      // A spinner's endless animation never finishes: only the ones that end are waited for, for 2 s at most.
      const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      const settled = Promise.allSettled(ending.map((animation) => animation.finished));
      return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
    });
    found = await violationsNow(page);
  }
  expect(found, `axe violations on ${what}`).toEqual([]);
}
