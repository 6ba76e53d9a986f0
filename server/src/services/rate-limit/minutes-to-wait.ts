/** "1 minute", "12 minutes": a wait rounded up to whole minutes, for the sentence of a refusal. */
export function minutesToWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
