/** The running totals under the grid: per currency, net, tax and gross, in the UI language. */
import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencyTotal } from '../../../../common/document-totals';

export interface ItemTotalsProps {
  totals: readonly CurrencyTotal[];
  /** Rows left out because a cell is refused, so the figures are not mistaken for complete. */
  notCounted: number;
}

/** The currency first, read from the start; its figures after it, read from the end. */
const HEADINGS = ['itemGrid.currency', 'itemGrid.itemCount', 'itemGrid.net', 'itemGrid.tax', 'itemGrid.gross'] as const;

export function ItemTotals({ totals, notCounted }: ItemTotalsProps) {
  const { t, i18n } = useTranslation('documents');
  const { token } = theme.useToken();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  const cell = { padding: `${token.paddingXXS}px ${token.paddingSM}px`, textAlign: 'end' as const };
  return (
    <section aria-label={t('itemGrid.totals')} data-testid="item-totals" aria-live="polite">
      {totals.length === 0 ? (
        <Typography.Text type="secondary">{t('itemGrid.totalsNone')}</Typography.Text>
      ) : (
        <table style={{ borderCollapse: 'collapse', color: token.colorText, fontSize: token.fontSize }}>
          <caption style={{ textAlign: 'start', fontWeight: token.fontWeightStrong }}>{t('itemGrid.totals')}</caption>
          <thead style={{ color: token.colorTextSecondary }}>
            <tr>
              {HEADINGS.map((heading, index) => (
                <th key={heading} scope="col" style={index === 0 ? { ...cell, textAlign: 'start' } : cell}>
                  {t(heading)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totals.map((total) => (
              <tr key={total.currency} data-testid={`total-${total.currency}`}>
                <th scope="row" style={{ ...cell, textAlign: 'start' }}>
                  {total.currency}
                </th>
                <td style={cell}>{new Intl.NumberFormat(i18n.language).format(total.items)}</td>
                <td style={cell} data-testid="total-net">
                  {money(total.netCents, total.currency)}
                </td>
                <td style={cell} data-testid="total-tax">
                  {money(total.taxCents, total.currency)}
                </td>
                <td style={{ ...cell, fontWeight: token.fontWeightStrong }} data-testid="total-gross">
                  {money(total.grossCents, total.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {notCounted > 0 ? (
        <Typography.Paragraph type="warning" style={{ marginBottom: 0 }}>
          {t('itemGrid.notCounted', { count: notCounted })}
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}
