// The reader thread of batch-reader-thread.ts, run from source. A worker thread does not inherit
// the TypeScript loader of whatever started the server (tsx, the test runner), so it loads its code
// through tsx's require hook (in this thread; the ESM loader would start a thread of its own). The
// compiled server has its own batch-reader-worker.mjs beside main.js, bundled without tsx
// (scripts/build-server.mjs).
import { require as requireTs } from 'tsx/cjs/api';

requireTs('./batch-reader-worker.ts', import.meta.url);
