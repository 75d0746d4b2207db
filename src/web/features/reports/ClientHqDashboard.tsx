/**
 * /client/hq: the key figures against the previous period (documents received, archived,
 * disputes, and the amount keyed per currency), above the charts of pages/client-hq-page.ts.
 */
import { Col, Row } from 'antd';
import type { ClientHqReport } from '../../../common/schemas/reports';
import type { ChartContext } from './chart-spec';
import { KeyFigure } from './KeyFigure';
import { CLIENT_HQ_PAGE } from './pages/client-hq-page';
import { ReportPage } from './ReportPage';

const COUNTED = ['uploads', 'archived', 'disputes'] as const;

function KeyFigures({ data, loading, context }: { data?: ClientHqReport; loading: boolean; context: ChartContext }) {
  const { t, formats } = context;
  const figures = data?.figures;
  const count = (value: number) => formats.number(value);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {COUNTED.map((key) => (
        <Col xs={12} md={6} key={key}>
          <KeyFigure
            id={key}
            title={t(`reports:figures.${key}`)}
            current={figures?.[key].current}
            previous={figures?.[key].previous}
            format={count}
            loading={loading}
          />
        </Col>
      ))}
      {/* One figure per currency: amounts of different currencies are never added up. */}
      {(figures?.amounts.length ? figures.amounts : [null]).map((amount) => (
        <Col xs={12} md={6} key={amount?.currency ?? 'none'}>
          <KeyFigure
            id={amount ? `amount-${amount.currency}` : 'amount'}
            title={
              amount ? t('reports:figures.amountIn', { currency: amount.currency }) : t('reports:figures.amountCents')
            }
            current={amount?.current ?? 0}
            previous={amount?.previous ?? 0}
            format={(value) => (amount ? formats.money(value, amount.currency) : formats.amount(value))}
            loading={loading}
          />
        </Col>
      ))}
    </Row>
  );
}

export const ClientHqDashboard = () => (
  <ReportPage
    page={CLIENT_HQ_PAGE}
    top={(data, loading, context) => <KeyFigures data={data} loading={loading} context={context} />}
  />
);
