/** The checks the sign-in page's fields make before asking the provider. */
export interface Credentials {
  email: string;
  password: string;
}
export type Problems = Partial<Record<keyof Credentials, string>>;

// The shape antd's email rule accepted: something, an @, a domain with a dot.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The locale key of what is wrong with an email, if anything. */
export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'emailRequired';
  if (!EMAIL.test(email.trim())) return 'emailInvalid';
  return undefined;
}

/** The locale keys of what is wrong with the two fields, if anything. */
export function credentialProblems({ email, password }: Credentials): Problems {
  const problems: Problems = {};
  const onEmail = emailProblem(email);
  if (onEmail) problems.email = onEmail;
  if (!password) problems.password = 'passwordRequired';
  return problems;
}
