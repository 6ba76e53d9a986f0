import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/**
 * Background programs (the speech engine's processes) stop while this server is busy and go on
 * when it is quiet. On a 2-core machine a transcription at the lowest CPU priority, or in the
 * idle scheduling class, still took a third of the widget submissions' throughput and doubled
 * their p99 (bench/transcription.mjs): the engine fills every gap in which the request path
 * waits on PostgreSQL or the network, and each request then starts behind it. Stopping the
 * engine while requests are being served keeps those gaps free; a minimum share keeps a
 * server that is busy for hours from never transcribing at all.
 */
export interface TrafficGateOptions {
  /** The event loop's share of busy time, over one interval, from which the server counts as busy. */
  busyUtilisation?: number;
  /** How often the server's load is looked at, in milliseconds. */
  intervalMs?: number;
  /** The share of intervals held programs run however busy the server is. */
  minimumShare?: number;
}

export interface GatePass {
  /** Milliseconds the held programs have spent stopped so far. */
  pausedMs(): number;
  /** Lets the programs go (continued if stopped); call once they have ended or are killed. */
  release(): void;
}

export interface TrafficGate {
  /** Stops and continues these processes with the server's load until the pass is released. */
  hold(pids: number[]): GatePass;
  /** Intervals in which held programs were stopped, since the gate was made (for tests and the benchmark). */
  readonly pausedIntervals: number;
}

export const DEFAULT_TRAFFIC_GATE = { busyUtilisation: 0.5, intervalMs: 100, minimumShare: 0.05 } as const;

/** Whether the held programs stop for the next interval, and the run of stopped intervals after it. */
export function nextGateState(
  busy: boolean,
  stoppedInARow: number,
  minimumShare: number,
): { stop: boolean; stoppedInARow: number } {
  const longestStop = Math.max(0, Math.round(1 / minimumShare) - 1);
  if (busy && stoppedInARow < longestStop) return { stop: true, stoppedInARow: stoppedInARow + 1 };
  return { stop: false, stoppedInARow: 0 };
}

const signal = (pid: number, name: 'SIGSTOP' | 'SIGCONT'): void => {
  try {
    process.kill(pid, name);
  } catch {
    // The process has just ended: there is nothing to stop or continue.
  }
};

export function trafficGate(options: TrafficGateOptions = {}): TrafficGate {
  const { busyUtilisation, intervalMs, minimumShare } = { ...DEFAULT_TRAFFIC_GATE, ...options };
  const passes = new Set<{ pids: number[]; pausedMs: number; stoppedAt: number | null }>();
  let timer: NodeJS.Timeout | null = null;
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  let stoppedInARow = 0;
  let pausedIntervals = 0;

  const tick = () => {
    const utilisation = performance.eventLoopUtilization(since).utilization;
    since = performance.eventLoopUtilization();
    const next = nextGateState(utilisation >= busyUtilisation, stoppedInARow, minimumShare);
    stoppedInARow = next.stoppedInARow;
    if (next.stop) pausedIntervals++;
    const now = performance.now();
    for (const pass of passes) {
      if (next.stop && pass.stoppedAt === null) {
        pass.stoppedAt = now;
        for (const pid of pass.pids) signal(pid, 'SIGSTOP');
      } else if (!next.stop && pass.stoppedAt !== null) {
        pass.pausedMs += now - pass.stoppedAt;
        pass.stoppedAt = null;
        for (const pid of pass.pids) signal(pid, 'SIGCONT');
      }
    }
  };

  return {
    get pausedIntervals() {
      return pausedIntervals;
    },
    hold(pids) {
      const pass = { pids, pausedMs: 0, stoppedAt: null as number | null };
      passes.add(pass);
      if (!timer) {
        since = performance.eventLoopUtilization();
        stoppedInARow = 0;
        timer = setInterval(tick, intervalMs);
        // The gate alone never keeps the process alive.
        timer.unref();
      }
      return {
        pausedMs: () => pass.pausedMs + (pass.stoppedAt === null ? 0 : performance.now() - pass.stoppedAt),
        release() {
          if (!passes.delete(pass)) return;
          if (pass.stoppedAt !== null) for (const pid of pass.pids) signal(pid, 'SIGCONT');
          if (passes.size === 0 && timer) {
            clearInterval(timer);
            timer = null;
          }
        },
      };
    },
  };
}
