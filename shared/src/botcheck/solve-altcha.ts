/**
 * Solves an ALTCHA proof-of-work challenge with altcha's own client code and encodes the solution
 * the way the server's `verifySolution` reads it (base64 of the JSON payload).
 */
import { solveChallenge } from 'altcha-lib/v1';
import { sharedText } from '../i18n/shared-namespace/translations';

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number | null;
  salt: string;
  signature: string;
}

/** Every digest is awaited, so the page stays responsive while the (short) search runs. */
export async function solveAltcha(challenge: AltchaChallenge): Promise<string> {
  const { promise } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? undefined,
  );
  const solution = await promise;
  if (!solution) throw new Error(sharedText('The bot check could not be completed. Please try again.'));
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  };
  return btoa(JSON.stringify(payload));
}
