#!/usr/bin/env node
// Command 1 of the README: install, build and start the whole product on one URL.
import { pnpm } from './lib/run.mjs';

await pnpm(['install', '--frozen-lockfile']);
await pnpm(['run', 'build']);
await pnpm(['run', 'start']);
