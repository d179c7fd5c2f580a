// Setup for the `components` Vitest project. Testing Library unmounts after each test by itself only when the
// test runner's globals are on; ours are off (tests import describe/it/expect), so unmount here.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Forms keep drafts of what is typed in localStorage (ADR 045), written as they unmount: cleared after that, so each
// test starts without another's.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// findBy* and waitFor give up after 1 s by default: too soon on a 2-core machine running other suites, where a
// screen's first render alone can take longer. A passing test still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });
