/** One line under the grid: green when the items add up to the header total, a warning naming both figures otherwise. */
import { CheckCircleFilled, InfoCircleOutlined, WarningFilled } from '@ant-design/icons';
import { Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DraftRow, HeaderText } from './draft';
import { formatMoney } from '../../../../common/document-totals';
import { totalsCheck } from './totals-check';

export function TotalsCheckLine({ header, items }: { header: HeaderText; items: readonly DraftRow[] }) {
  const { t, i18n } = useTranslation('processing');
  const { token } = theme.useToken();
  const check = totalsCheck(header, items);
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  let text: string;
  let tone: 'ok' | 'warning' | 'info';
  switch (check.kind) {
    case 'noHeaderTotal':
      text = t('totals.noHeaderTotal');
      tone = 'info';
      break;
    case 'noItems':
      text = t('totals.noItems');
      tone = 'info';
      break;
    case 'equal':
      text = t('totals.equal', { total: money(check.cents, check.currency) });
      tone = 'ok';
      break;
    case 'differ':
      text = t('totals.differ', {
        header: money(check.headerCents, check.currency),
        items: money(check.itemsCents, check.currency),
        difference: money(check.headerCents - check.itemsCents, check.currency),
      });
      tone = 'warning';
      break;
    case 'otherCurrency':
      text = t('totals.otherCurrency', { currency: check.currency, others: check.others.join(', ') });
      tone = 'warning';
      break;
  }
  // The text colours (not the fill colours), which read on the page in both themes.
  const colour =
    tone === 'ok' ? token.colorSuccessText : tone === 'warning' ? token.colorWarningText : token.colorTextSecondary;
  const Icon = tone === 'ok' ? CheckCircleFilled : tone === 'warning' ? WarningFilled : InfoCircleOutlined;
  return (
    <Space data-testid="processing-totals-check" data-state={check.kind} role="status" aria-live="polite">
      <Icon style={{ color: colour }} aria-hidden />
      <Typography.Text
        style={{ color: tone === 'info' ? undefined : colour }}
        type={tone === 'info' ? 'secondary' : undefined}
      >
        {text}
      </Typography.Text>
    </Space>
  );
}
