/** Wide rows (one column per series) as long rows {key, series, value}, the shape grouped and stacked charts draw. */
export function longRows<T extends Record<string, unknown>>(
  rows: readonly T[] | undefined,
  key: keyof T & string,
  series: Record<string, string>,
): Record<string, unknown>[] | undefined {
  return rows?.flatMap((row) =>
    Object.entries(series).map(([field, label]) => ({
      [key]: row[key],
      series: label,
      field,
      value: Number(row[field] ?? 0),
    })),
  );
}

export const allZero = (rows: Record<string, unknown>[], field = 'value') => rows.every((row) => !Number(row[field]));
