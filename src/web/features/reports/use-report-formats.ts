/** Numbers, money, percentages and dates in the UI language (Intl), for charts and tables alike. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useReportFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    // Amounts are in cents and always of one currency: reports never add currencies together.
    const moneyFormats = new Map<string, Intl.NumberFormat>();
    const moneyIn = (currency: string) => {
      let format = moneyFormats.get(currency);
      if (!format) {
        try {
          format = new Intl.NumberFormat(language, { style: 'currency', currency });
        } catch {
          // A code Intl does not know: the amount and the code.
          format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        }
        moneyFormats.set(currency, format);
      }
      return format;
    };
    const amount = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (value: number | null | undefined) => (value == null ? '—' : number.format(value)),
      money: (cents: number, currency: string) => {
        const format = moneyIn(currency);
        const text = format.format(cents / 100);
        return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
      },
      /** Cents as a plain amount, for an axis shared by several currencies (each its own series). */
      amount: (cents: number) => amount.format(cents / 100),
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
