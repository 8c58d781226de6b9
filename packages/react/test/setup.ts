import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when test globals are enabled; ours are imported explicitly.
afterEach(() => {
  cleanup();
});
