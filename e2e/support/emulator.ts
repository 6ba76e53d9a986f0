interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

type RequestType = 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN';

/**
 * Reads the latest out-of-band code (verification, reset, sign-in link) the Auth Emulator would
 * have e-mailed, waiting for it: the page sends it after its own navigation.
 */
async function latestOob(
  emulatorUrl: string,
  projectId: string,
  email: string,
  requestType: RequestType,
  timeoutMs: number,
): Promise<OobCode> {
  const deadline = Date.now() + timeoutMs;
  let seen: OobCode[] = [];
  while (Date.now() < deadline) {
    const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/oobCodes`);
    seen = ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
    const code = seen.filter((entry) => entry.email === email && entry.requestType === requestType).at(-1);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${requestType} code was sent to ${email}; the emulator holds ${JSON.stringify(seen)}`);
}

export async function latestOobCode(
  emulatorUrl: string,
  projectId: string,
  email: string,
  requestType: RequestType,
  timeoutMs = 15_000,
): Promise<string> {
  return (await latestOob(emulatorUrl, projectId, email, requestType, timeoutMs)).oobCode;
}

/**
 * The link as it reaches the dashboard: Firebase's hosted handler sends an in-app link (sign-in by
 * e-mail) on to its continue URL with the code's parameters, and every other mode to the action
 * handler the project's e-mail templates name, here the dashboard's `/_auth/action`.
 */
export async function latestEmailActionLink(
  emulator: { url: string; projectId: string },
  baseUrl: string,
  email: string,
  requestType: RequestType,
  timeoutMs = 15_000,
): Promise<string> {
  const code = await latestOob(emulator.url, emulator.projectId, email, requestType, timeoutMs);
  const sent = new URL(code.oobLink).searchParams;
  const continueUrl = sent.get('continueUrl');
  const target =
    requestType === 'EMAIL_SIGNIN' && continueUrl ? new URL(continueUrl) : new URL('/_auth/action', baseUrl);
  for (const name of ['mode', 'oobCode', 'apiKey', 'lang']) {
    const value = sent.get(name);
    if (value) target.searchParams.set(name, value);
  }
  if (requestType !== 'EMAIL_SIGNIN' && continueUrl) target.searchParams.set('continueUrl', continueUrl);
  return target.toString();
}
