// Setup for the `components` Vitest project. Testing Library unmounts after each test by itself only when the
// test runner's globals are on; ours are off (tests import describe/it/expect), so unmount here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
