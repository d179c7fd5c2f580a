// One accessibility check for every e2e spec: axe-core's default rules (WCAG A and AA plus best practices such
// as heading-order and region), failing on a violation of any impact.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is now (an open dialog or menu included) and lists any violation readably. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  expect(found, `axe violations on ${what}`).toEqual([]);
}
