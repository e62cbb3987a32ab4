// DOM test projects: unmount what each test rendered (Vitest runs without globals, so Testing
// Library cannot register this itself) and start every test with empty browser storage.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
