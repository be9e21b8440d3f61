import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

import { resetStartupSession } from '~/lib/session';
import { toastStore } from '~/lib/toast';

// `findBy…` and `waitFor` wait up to 3 s (1 s by default): enough on a loaded machine.
configure({ asyncUtilTimeout: 3_000 });

// Files of a worker share their modules (isolate: false): every test starts from empty
// module-level stores, whatever the file before it left behind.
beforeEach(() => {
  toastStore.reset();
  resetStartupSession();
});

afterEach(() => {
  cleanup();
  toastStore.reset();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
