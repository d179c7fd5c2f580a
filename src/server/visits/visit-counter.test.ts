// One instance's counts in memory: bounded, and nothing lost when a write fails and is retried.
import { describe, expect, it } from 'vitest';
import { createVisitCounter } from './visit-counter';

describe('the visit counter', () => {
  it('counts new sources as other once it holds its most counters, so made-up Referers cannot grow it', () => {
    const counter = createVisitCounter(2);
    counter.addView('2026-03-10', '/', 'direct');
    counter.addView('2026-03-10', '/', 'google.com');
    counter.addView('2026-03-10', '/', 'made-up-1.example');
    counter.addView('2026-03-10', '/', 'made-up-2.example');
    counter.addView('2026-03-10', '/', 'google.com');
    expect(counter.take().pages).toEqual([
      { day: '2026-03-10', path: '/', source: 'direct', views: 1 },
      { day: '2026-03-10', path: '/', source: 'google.com', views: 2 },
      { day: '2026-03-10', path: '/', source: 'other', views: 2 },
    ]);
  });

  it('empties on take, and adds back what could not be written to what came in meanwhile', () => {
    const counter = createVisitCounter();
    counter.addView('2026-03-10', '/sponsors', 'direct');
    counter.addImpression('2026-03-10', 'a');
    const failed = counter.take();
    expect(counter.take()).toEqual({ pages: [], sponsors: [] });
    counter.addView('2026-03-10', '/sponsors', 'direct');
    counter.addClick('2026-03-10', 'a');
    counter.restore(failed);
    expect(counter.take()).toEqual({
      pages: [{ day: '2026-03-10', path: '/sponsors', source: 'direct', views: 2 }],
      sponsors: [{ day: '2026-03-10', sponsorId: 'a', impressions: 1, clicks: 1 }],
    });
  });
});
