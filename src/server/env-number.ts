/**
 * A positive number from the environment, else the default: for the tuning settings whose
 * absence or nonsense means "as shipped" (queue waits, retries), which tests shorten.
 */
export function positiveFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
