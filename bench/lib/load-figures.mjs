// Figures of repeated load runs (lib/load.mjs results): medians with their spread, which is what
// survives a shared machine.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const round3 = (value) => Number(value.toFixed(3));

/** Median req/s, p50 and p99 of the runs, [min, max] of req/s and p99, errors and non-2xx summed. */
export function summarise(runs) {
  const pick = (field) => runs.map((run) => run[field]);
  return {
    requestsPerSecond: Math.round(median(pick('requestsPerSecond'))),
    p50: median(pick('p50')),
    p99: median(pick('p99')),
    errors: pick('errors').reduce((a, b) => a + b, 0),
    non2xx: pick('non2xx').reduce((a, b) => a + b, 0),
    spread: {
      requestsPerSecond: [
        Math.round(Math.min(...pick('requestsPerSecond'))),
        Math.round(Math.max(...pick('requestsPerSecond'))),
      ],
      p99: [Math.min(...pick('p99')), Math.max(...pick('p99'))],
    },
    runs,
  };
}
