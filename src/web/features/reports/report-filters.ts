/**
 * A report page's filters live in the URL (?from=&to=&tenant=), so a link or a reload shows the
 * same figures. Presets compute dates in the browser's calendar; the server reads them as the
 * tenant's calendar days.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PRESETS = ['thisWeek', 'thisMonth', 'lastMonth', 'thisYear', 'last30'] as const;
export type Preset = (typeof PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function presetRange(preset: Preset, today = new Date()): { from: string; to: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case 'thisWeek': {
      const monday = new Date(y, m, today.getDate() - ((today.getDay() + 6) % 7));
      return { from: ymd(monday), to: ymd(today) };
    }
    case 'thisMonth':
      return { from: ymd(new Date(y, m, 1)), to: ymd(today) };
    case 'lastMonth':
      return { from: ymd(new Date(y, m - 1, 1)), to: ymd(new Date(y, m, 0)) };
    case 'thisYear':
      return { from: ymd(new Date(y, 0, 1)), to: ymd(today) };
    default:
      return { from: ymd(new Date(y, m, today.getDate() - 29)), to: ymd(today) };
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportFilters {
  from: string;
  to: string;
  /** Administrators on client pages: one tenant, or undefined for all. */
  tenant?: string;
}

export function useReportFilters(defaultPreset: Preset = 'last30') {
  const [params, setParams] = useSearchParams();
  const fallback = presetRange(defaultPreset);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = DATE.test(from) && DATE.test(to) && from <= to;
  const filters: ReportFilters = useMemo(
    () => ({
      from: valid ? from : fallback.from,
      to: valid ? to : fallback.to,
      ...(params.get('tenant') ? { tenant: params.get('tenant')! } : {}),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [from, to, valid, params.get('tenant')],
  );
  const update = useCallback(
    (next: Partial<ReportFilters>) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) out.set(key, value);
            else out.delete(key);
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, update };
}

/** The query a report route reads. */
export const reportParams = (filters: ReportFilters) => ({
  from: filters.from,
  to: filters.to,
  ...(filters.tenant ? { tenant: filters.tenant } : {}),
});
