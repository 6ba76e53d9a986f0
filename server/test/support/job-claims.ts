import type pg from 'pg';

export interface JobClaim {
  jobId: string;
  kind: string;
  /** The attempt the claim started (1 for the first). */
  attempt: number;
  /** The claiming worker's id: host:pid:random. */
  lockedBy: string;
}

/**
 * Notes every claim of a job from now on, as PostgreSQL sees it: a trigger on `jobs` writes each
 * update that starts an attempt (state running, attempts up by one) into a table of the test's
 * own schema, whichever server's worker made it. Lease renewals and settling are not claims.
 * Needs a role that may create triggers on `jobs` (the throw-away database's owner).
 */
export async function recordJobClaims(pool: pg.Pool) {
  await pool.query(`
    create schema job_claims_observed;
    create table job_claims_observed.claims (
      job_id uuid not null, kind text not null, attempt int not null, locked_by text not null);
    create function job_claims_observed.note_claim() returns trigger
      language plpgsql security definer set search_path = pg_catalog as $$
      begin
        insert into job_claims_observed.claims values (new.id, new.kind, new.attempts, new.locked_by);
        return null;
      end $$;
    create trigger job_claims_observed after update on public.jobs for each row
      when (new.state = 'running' and new.attempts > old.attempts)
      execute function job_claims_observed.note_claim();`);
  return {
    /** Every claim so far, or those of the given jobs. */
    async of(jobIds?: string[]): Promise<JobClaim[]> {
      const { rows } = await pool.query<JobClaim>(
        `select job_id as "jobId", kind, attempt, locked_by as "lockedBy" from job_claims_observed.claims
          where $1::uuid[] is null or job_id = any($1::uuid[])`,
        [jobIds ?? null],
      );
      return rows;
    },
  };
}
