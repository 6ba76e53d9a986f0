#!/usr/bin/env node
// Command 1 of the README: install, build and start the whole product on one URL.
import { continueOnSupportedNode } from './lib/node-runtime.mjs';
import { pnpm } from './lib/run.mjs';
import { ensureSpeechEnginePackages } from './lib/speech-engine-packages.mjs';

continueOnSupportedNode();

// Voice messages are transcribed by the embedded engine where Debian's packages can be
// installed; elsewhere the product starts without it and says how to add it.
ensureSpeechEnginePackages();
await pnpm(['install', '--frozen-lockfile']);
await pnpm(['run', 'build']);
await pnpm(['run', 'start']);
