import { solveChallenge } from 'altcha-lib/v1';
import { graphql, ok } from './graphql';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Asks the server for an ALTCHA challenge and solves it, as the altcha widget does in the browser. */
export async function solveBotCheck(serverUrl: string): Promise<string> {
  const { botChallenge } = ok(
    await graphql<{ botChallenge: { provider: string; altcha: Challenge } }>(
      serverUrl,
      '{ botChallenge { provider altcha { algorithm challenge maxnumber salt signature } } }',
    ),
  );
  if (botChallenge.provider !== 'altcha') throw new Error(`Expected ALTCHA, got ${botChallenge.provider}.`);
  const { algorithm, challenge, maxnumber, salt, signature } = botChallenge.altcha;
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('The ALTCHA challenge could not be solved.');
  return Buffer.from(
    JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }),
  ).toString('base64');
}
