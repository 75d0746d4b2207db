/**
 * The document list's filters: client, location (of that client), assignee, due (overdue, due
 * today, this week or by a date) and the received dates. They live in the URL
 * (document-list-params.ts): each change replaces the query, and the controls show what the
 * URL says, so a link, a reload or the back button restores them.
 */
import { Button, DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DUE_CHOICES,
  isDueChoice,
  readFilterValues,
  writeFilterValues,
  type DocumentListFilterValues,
} from './document-list-params';
import { FilterSelect } from './FilterSelect';

export interface NamedOption {
  id: string;
  name: string;
  tenantId?: string | null;
}

const DAY_FORMAT = 'YYYY-MM-DD';
const BY_DATE = 'by';

/** The filters as the URL holds them, and a setter that writes them there. */
export function useDocumentListFilterValues() {
  const [params, setParams] = useSearchParams();
  const values = readFilterValues(params);
  const setValues = (next: DocumentListFilterValues) =>
    setParams((current) => writeFilterValues(current, next), { replace: true });
  return [values, setValues] as const;
}

export function DocumentListFilters({
  tenants,
  locations,
  assignees,
  onChange,
}: {
  tenants: NamedOption[];
  locations: NamedOption[];
  assignees: NamedOption[];
  /** Called after the URL changed (the list goes back to its first page). */
  onChange?: () => void;
}) {
  const { t } = useTranslation('queue');
  const [values, setValues] = useDocumentListFilterValues();
  const set = (changes: DocumentListFilterValues) => {
    setValues({ ...values, ...changes });
    onChange?.();
  };
  const shownLocations = values.tenantId
    ? locations.filter((location) => location.tenantId === values.tenantId)
    : locations;
  const select = (
    field: 'tenantId' | 'locationId' | 'assigneeId',
    label: string,
    options: NamedOption[],
    onPick: (value: string | undefined) => void,
  ) => (
    <Form.Item label={label}>
      <FilterSelect
        named={options}
        // The Form.Item's label is not tied to the control (no field name): say it on the input.
        aria-label={label}
        value={values[field]}
        onChange={(value?: string) => onPick(value || undefined)}
        data-testid={`documents-filter-${field}`}
      />
    </Form.Item>
  );
  const dueChoice = isDueChoice(values.due) ? values.due : values.due ? BY_DATE : undefined;
  const anySet = Object.values(values).some(Boolean);
  return (
    <Form layout="inline" style={{ rowGap: 8 }} data-testid="documents-filters">
      {tenants.length > 1 &&
        select('tenantId', t('filter.tenant'), tenants, (tenantId) => set({ tenantId, locationId: undefined }))}
      {select('locationId', t('filter.location'), shownLocations, (locationId) => set({ locationId }))}
      {assignees.length > 0 &&
        select('assigneeId', t('filter.assignee'), assignees, (assigneeId) => set({ assigneeId }))}
      <Form.Item label={t('filter.due')}>
        <Select
          allowClear
          style={{ minWidth: 170 }}
          placeholder={t('filter.all')}
          aria-label={t('filter.due')}
          value={dueChoice}
          onChange={(choice?: string) =>
            set({ due: choice === BY_DATE ? dayjs().format(DAY_FORMAT) : choice || undefined })
          }
          options={[...DUE_CHOICES, BY_DATE].map((choice) => ({
            value: choice,
            label: t(`filter.dueChoice.${choice}`),
          }))}
          data-testid="documents-filter-due"
        />
      </Form.Item>
      {dueChoice === BY_DATE && (
        <Form.Item label={t('filter.dueDate')}>
          <DatePicker
            allowClear={false}
            value={dayjs(values.due, DAY_FORMAT)}
            onChange={(date) => set({ due: date ? date.format(DAY_FORMAT) : undefined })}
            data-testid="documents-filter-due-date"
          />
        </Form.Item>
      )}
      <Form.Item label={t('filter.received')}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          value={[values.from ? dayjs(values.from, DAY_FORMAT) : null, values.to ? dayjs(values.to, DAY_FORMAT) : null]}
          onChange={(range) =>
            set({ from: range?.[0]?.format(DAY_FORMAT) ?? undefined, to: range?.[1]?.format(DAY_FORMAT) ?? undefined })
          }
          data-testid="documents-filter-received"
        />
      </Form.Item>
      {anySet && (
        <Form.Item>
          <Button
            onClick={() =>
              set({
                tenantId: undefined,
                locationId: undefined,
                assigneeId: undefined,
                due: undefined,
                from: undefined,
                to: undefined,
              })
            }
            data-testid="documents-filter-clear"
          >
            {t('filter.clear')}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
