import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/** The portal's `createLucideIcon` (app/components/ui/lucide-runtime.ts). */
const RUNTIME = fileURLToPath(new URL('./app/components/ui/lucide-runtime.ts', import.meta.url));

/**
 * lucide-react's icon modules each call its `createLucideIcon`, which brings a general icon
 * builder, a context and helpers (1.5 KiB gzip) to every page. In the builds (browser and server
 * render alike, so that they agree) their import of it resolves to the portal's smaller one
 * instead. The dev server's pre-bundled lucide and the unit tests keep lucide's own: both draw
 * the same markup (app/components/ui/lucide-runtime.test.tsx). Decision 018.
 */
export function lucideRuntime(): Plugin {
  return {
    name: 'passerelle:lucide-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs') return null;
      return /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer ?? '')
        ? RUNTIME
        : null;
    },
  };
}
