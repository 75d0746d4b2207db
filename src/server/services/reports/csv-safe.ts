/** A CSV cell starting with = + - @ (or a tab/CR) would run as a formula in a spreadsheet: quote it as text. */
export const csvSafe = (value: unknown): unknown =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
