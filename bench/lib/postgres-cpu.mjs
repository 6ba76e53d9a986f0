import { readFileSync } from 'node:fs';

const TICKS_PER_MS = 100 / 1000; // USER_HZ, 100 on Linux

/** CPU milliseconds a process has used so far (utime + stime), or null if it is no local PostgreSQL process. */
function postgresProcessCpu(pid) {
  try {
    // A server elsewhere has its own process ids: a local one of that id is no backend of it.
    if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) return null;
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return null;
  }
}

/**
 * A meter of the CPU time PostgreSQL's backends spend for one database, read from /proc (so only
 * a server on this machine; null otherwise). `backendPids()` answers the database's backends
 * (`select pid from pg_stat_activity where datname = current_database()`). `read()` takes a
 * reading; `spent(before, after)` the milliseconds between two, per backend, so a backend that
 * started meanwhile counts whole and one that ended is not taken off.
 */
export async function postgresCpuMeter(backendPids) {
  const probe = (await backendPids()).map(postgresProcessCpu);
  if (probe.length === 0 || probe.some((value) => value === null)) return null;
  const read = async () => {
    const reading = new Map();
    for (const pid of await backendPids()) reading.set(pid, postgresProcessCpu(pid) ?? 0);
    return reading;
  };
  const spent = (before, after) => {
    let total = 0;
    for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
    return total;
  };
  return { read, spent };
}
