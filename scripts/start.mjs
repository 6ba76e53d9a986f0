#!/usr/bin/env node
// `npm start`: starts the built product again, on a supported Node.js like the quick start.
import { continueOnSupportedNode } from './lib/node-runtime.mjs';
import { pnpm } from './lib/run.mjs';

continueOnSupportedNode();
await pnpm(['--filter', '@hearback/server', 'run', 'start:embedded']);
