import type { Logger } from 'pino';
import type { FileStorage } from '../../storage/storage';

/** Removals in flight at once: keeps an S3 store busy without opening a socket per file. */
const PARALLEL_REMOVALS = 8;

/**
 * Removes files whose rows are already deleted and committed; answers how many went. A file
 * that cannot be removed is logged and left behind: it costs space, and no row points at it.
 */
export async function removeFiles(storage: FileStorage, logger: Logger, fileKeys: string[]): Promise<number> {
  let removed = 0;
  for (let start = 0; start < fileKeys.length; start += PARALLEL_REMOVALS) {
    const results = await Promise.allSettled(
      fileKeys.slice(start, start + PARALLEL_REMOVALS).map((fileKey) => storage.remove(fileKey)),
    );
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') removed += 1;
      else
        logger.error(
          { err: result.reason, fileKey: fileKeys[start + index] },
          'A deleted recording left its file',
        );
    });
  }
  return removed;
}
