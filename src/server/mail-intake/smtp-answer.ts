/** The SMTP answers the intake gives, each with its enhanced status code and a plain text. */
export interface SmtpAnswer {
  code: number;
  text: string;
}

export const accepted = (text: string): SmtpAnswer => ({ code: 250, text });

export const refusals = {
  unknownAddress: (address: string): SmtpAnswer => ({ code: 550, text: `5.1.1 <${address}>: no such mailbox` }),
  sender: (sender: string): SmtpAnswer => ({
    code: 550,
    text: `5.7.1 <${sender}> may not send documents to this address`,
  }),
  unauthenticated: (): SmtpAnswer => ({
    code: 550,
    text: '5.7.1 Sender not authenticated: DKIM or SPF must pass',
  }),
  tooLarge: (limit: number): SmtpAnswer => ({ code: 552, text: `5.3.4 Message too large: at most ${limit} bytes` }),
  noAttachment: (types: readonly string[]): SmtpAnswer => ({
    code: 550,
    text: `5.7.1 No usable attachment: attach files of these types: ${types.join(', ')}`,
  }),
  oneLocation: (): SmtpAnswer => ({ code: 452, text: '4.5.3 One location per message: send again to the others' }),
  tryLater: (): SmtpAnswer => ({ code: 451, text: '4.3.0 Temporary failure: please send again later' }),
};
