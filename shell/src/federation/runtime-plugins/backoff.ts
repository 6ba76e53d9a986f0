/**
 * Exponential backoff shared by the runtime plugins: a remote that blips (a deploy swapping files,
 * a proxy restarting) is tried again a few times before the user sees an error.
 */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1_000, 3_000];

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt`, then once more after each delay while `shouldRetry` accepts the error. */
export async function withBackoff<T>(
  attempt: () => Promise<T>,
  {
    delays = RETRY_DELAYS_MS,
    shouldRetry = () => true,
  }: { delays?: readonly number[]; shouldRetry?: (error: unknown) => boolean } = {},
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[tries];
      if (delay === undefined || !shouldRetry(error)) throw error;
      await sleep(delay);
    }
  }
}
