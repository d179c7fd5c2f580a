// Helpers for the public site specs: open a page and wait until it is interactive, and watch its API calls.
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Opens a public page and waits for its content to hydrate (lazy-page.tsx marks <html data-hydrated>). */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return response;
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Records every /api/ request the page makes from now on. */
export function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** The toast region (Radix names it 'Notifications (F8)'). */
export const toastRegion = (page: Page): Locator => page.getByRole('region', { name: /Notifications/ });

/** The card (list item) in scope whose heading is exactly this text. */
export function cardByHeading(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The value shown next to a label in a profile card's details. */
export const detail = (card: Locator, label: string): Locator =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/**
 * Cumulative layout shift so far, as Chromium measures it, with each shift's value, time and the elements it moved
 * (to say what to fix when it is too much). The shifts already recorded reach an observer in the
 * same delivery as a mark made after it observes, and observers are told in the order they began: once a second
 * observer sees the mark, the first has been given every shift.
 */
export function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
        const name = (node?: Node) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).split(' ').slice(0, 2).join('.')}` : ''}`
            : String(node?.nodeName ?? '?');
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            moved.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map((s) => name(s.node)).join(', ')}`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        const marker = new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('layout-shift-read').length) return;
          observer.disconnect();
          resolve({ total, moved });
        });
        marker.observe({ type: 'mark' });
        performance.mark('layout-shift-read');
      }),
  );
}
