/** Numbers, money, percentages and dates in the UI language (Intl), for charts and tables alike. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Amounts are stored in cents; reports sum them as one currency. */
export const REPORT_CURRENCY = 'EUR';

export function useReportFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: REPORT_CURRENCY });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (value: number | null | undefined) => (value == null ? '—' : number.format(value)),
      money: (cents: number) => money.format(cents / 100),
      percent: (value: number | null | undefined) => (value == null ? '—' : percent.format(value)),
      /** YYYY-MM-DD (the tenant's calendar date) as a short date. */
      day: (key: string) => day.format(new Date(`${key}T00:00:00Z`)),
      /** YYYY-MM as a month. */
      month: (key: string) => month.format(new Date(`${key}-01T00:00:00Z`)),
      time: (iso: string) => time.format(new Date(iso)),
    };
  }, [language]);
}
export type ReportFormats = ReturnType<typeof useReportFormats>;
