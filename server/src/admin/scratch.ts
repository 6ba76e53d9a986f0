import { rmSync } from 'node:fs';

/**
 * Removes a command's scratch folders when the operator interrupts it (Ctrl-C, SIGTERM), where
 * its `finally` never runs. Answers a function that stops watching, for when the command ends.
 */
export function removeOnInterrupt(folders: string[]): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    process.stderr.write(`Interrupted (${signal}); its scratch files are removed.\n`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
