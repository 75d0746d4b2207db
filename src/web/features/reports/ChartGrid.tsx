/**
 * Draws a report page's list of charts (chart-spec.ts): each in its ChartCard, half or whole
 * width, with its rows, formats, drill-through link, table columns, CSV and notes.
 */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChartCard } from './ChartCard';
import { formatter, tableColumns, type ChartContext, type ChartSpec } from './chart-spec';

export interface ChartGridProps<Answer extends { computedAt: string }> {
  charts: readonly ChartSpec<Answer>[];
  data: Answer | undefined;
  loading: boolean;
  error: unknown;
  context: ChartContext;
  csv: (table: string) => () => void;
  testId?: string;
}

export function ChartGrid<Answer extends { computedAt: string }>(props: ChartGridProps<Answer>) {
  const { t } = useTranslation(['reports', 'shared', 'uploads']);
  const navigate = useNavigate();
  const { data, context } = props;
  const state = { loading: props.loading, error: props.error, computedAt: data?.computedAt };
  return (
    <Row gutter={[16, 16]} data-testid={props.testId}>
      {props.charts.map((spec) => {
        const { formatX, formatY, ...drawing } = spec.chart;
        const title = t(`reports:${spec.title}`, spec.titleValues?.(data) ?? {});
        const zero = spec.zero;
        const notes = [
          spec.note ? t(spec.note.includes(':') ? spec.note : `reports:${spec.note}`) : null,
          data && spec.footnote ? spec.footnote(data, context) : null,
        ].filter(Boolean);
        return (
          <Col xs={24} lg={spec.wide ? 24 : 12} key={spec.id}>
            <ChartCard
              id={spec.id}
              title={title}
              rows={data ? spec.rows(data, context) : undefined}
              {...state}
              {...(zero
                ? { isEmpty: (rows: Record<string, unknown>[]) => rows.every((row) => !Number(row[zero])) }
                : {})}
              {...(spec.table ? { onCsv: props.csv(spec.table) } : {})}
              chart={{
                ...drawing,
                ...(formatX ? { formatX: formatter(formatX, context) as (value: string) => string } : {}),
                ...(formatY ? { formatY: formatter(formatY, context) as (value: number) => string } : {}),
                ...(spec.link ? { onSelect: (row) => navigate(spec.link!(row, context)) } : {}),
              }}
              columns={tableColumns(spec.columns, context)}
              footnote={notes.length ? notes.join(' · ') : undefined}
            />
          </Col>
        );
      })}
    </Row>
  );
}
