/**
 * The emails the Auth Emulator would have sent (its out-of-band codes endpoint), read as the
 * person would open them.
 */
import { EMULATOR_HOST, PROJECT_ID } from './env.js';
import { waitFor } from './wait-for.js';

export interface OobCode {
  email: string;
  oobLink: string;
  requestType: 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'VERIFY_EMAIL' | string;
}

/** The emulator's latest email of a kind to an address (other than the ones already opened). */
export async function emailTo(
  email: string,
  requestType: OobCode['requestType'],
  opened: readonly string[] = [],
): Promise<OobCode> {
  return waitFor(
    async () => {
      const response = await fetch(`http://${EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      return oobCodes
        .filter((code) => code.email === email && code.requestType === requestType && !opened.includes(code.oobLink))
        .at(-1);
    },
    { message: `a ${requestType} email to ${email}` },
  );
}
