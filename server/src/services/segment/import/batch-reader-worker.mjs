// The reader thread of batch-reader-thread.ts. A worker thread does not inherit the TypeScript
// loader of whatever started the server (tsx, the test runner), so it loads its code through
// tsx's require hook (in this thread; the ESM loader would start a thread of its own).
import { require as requireTs } from 'tsx/cjs/api';

requireTs('./batch-reader-worker.ts', import.meta.url);
