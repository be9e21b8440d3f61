// The drawing thread run from the TypeScript sources (tests, `npm run dev`): tsx compiles
// pdf-worker.ts and what it imports. The built server starts dist/pdf-worker.cjs instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-worker.ts', import.meta.url);
