/**
 * The ways in the sign-in page may offer besides email and password, which always shows (it is
 * how administrator-made accounts sign in). A company offers only what it uses.
 */
export const SIGN_IN_METHODS = ['reset', 'link', 'google', 'signUp'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
