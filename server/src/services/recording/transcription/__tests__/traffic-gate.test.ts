import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { nextGateState, trafficGate } from '../traffic-gate';

/** The process's state letter from /proc: T when stopped, S or R otherwise. */
const stateOf = (pid: number): string => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.charAt(0);

/** Keeps the event loop busy (the way a flood of requests does) for `ms`. */
async function busyFor(ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const sliceEnd = performance.now() + 15;
    while (performance.now() < sliceEnd) {
      // Work the loop cannot interrupt, as a request's handling is.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function waitForState(pid: number, wanted: (state: string) => boolean): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const state = stateOf(pid);
    if (wanted(state)) return state;
    await sleep(10);
  }
  return stateOf(pid);
}

describe('nextGateState', () => {
  it('stops while busy, but lets the programs run one interval in 1 / minimumShare', () => {
    let stoppedInARow = 0;
    const stops: boolean[] = [];
    for (let interval = 0; interval < 40; interval++) {
      const next = nextGateState(true, stoppedInARow, 0.05);
      stops.push(next.stop);
      stoppedInARow = next.stoppedInARow;
    }
    expect(stops.filter((stop) => !stop)).toHaveLength(2);
    expect(stops.indexOf(false)).toBe(19);
  });

  it('runs at once when the server is quiet', () => {
    expect(nextGateState(false, 7, 0.05)).toEqual({ stop: false, stoppedInARow: 0 });
  });
});

describe('trafficGate', () => {
  let child: ChildProcess | null = null;
  afterEach(() => {
    child?.kill('SIGKILL');
    child = null;
  });

  it('stops a held process while the event loop is busy and continues it when quiet', async () => {
    child = spawn('sleep', ['30'], { stdio: 'ignore' });
    const pid = child.pid!;
    const gate = trafficGate({ intervalMs: 20, busyUtilisation: 0.5, minimumShare: 0.01 });
    const pass = gate.hold([pid]);

    const busy = busyFor(400);
    await sleep(200);
    expect(stateOf(pid)).toBe('T');
    await busy;
    expect(await waitForState(pid, (state) => state !== 'T')).not.toBe('T');
    expect(gate.pausedIntervals).toBeGreaterThan(3);
    expect(pass.pausedMs()).toBeGreaterThan(60);

    pass.release();
  });

  it('continues a stopped process when its pass is released', async () => {
    child = spawn('sleep', ['30'], { stdio: 'ignore' });
    const pid = child.pid!;
    const gate = trafficGate({ intervalMs: 20, minimumShare: 0.01 });
    const pass = gate.hold([pid]);
    const busy = busyFor(300);
    await sleep(150);
    expect(stateOf(pid)).toBe('T');
    pass.release();
    expect(stateOf(pid)).not.toBe('T');
    await busy;
    // Released: however busy the server, the gate leaves it alone.
    await busyFor(100);
    expect(stateOf(pid)).not.toBe('T');
  });
});
