/**
 * The document's header as the DBO keys it: vendor, number, date, total and currency. Values are
 * kept as typed (the draft checks them); the form shows the local check's message, or the
 * server's when the last save was refused for that field. A value suggested from the file
 * carries its mark (its confidence) until Tab or Enter accepts it or typing replaces it.
 */
import { Col, Form, Input, Row } from 'antd';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputRef } from 'antd';
import type { Marks } from '../capture/marks';
import { SuggestionMark } from '../capture/SuggestionMark';
import { validateHeader, type HeaderText } from './draft';

interface Props {
  value: HeaderText;
  onChange(next: HeaderText): void;
  readOnly: boolean;
  serverErrors: Partial<Record<keyof HeaderText, string>>;
  /** The first field, focused by Alt+2. */
  firstFieldRef?: Ref<InputRef>;
  /** The values suggested from the file and not yet accepted or replaced. */
  marks?: Marks['header'];
  /** A field took the focus (its suggestion's evidence is shown). */
  onFieldFocus?(field: keyof HeaderText): void;
  /** Tab or Enter in a suggested field accepts its suggestion. */
  onAccept?(field: keyof HeaderText): void;
}

const FIELDS: { name: keyof HeaderText; testId: string; span: number }[] = [
  { name: 'vendor', testId: 'processing-vendor', span: 12 },
  { name: 'docNumber', testId: 'processing-doc-number', span: 12 },
  { name: 'docDate', testId: 'processing-doc-date', span: 8 },
  { name: 'total', testId: 'processing-total', span: 8 },
  { name: 'currency', testId: 'processing-currency', span: 8 },
];

export function HeaderForm({
  value,
  onChange,
  readOnly,
  serverErrors,
  firstFieldRef,
  marks = {},
  onFieldFocus,
  onAccept,
}: Props) {
  const { t } = useTranslation('processing');
  const [form] = Form.useForm<HeaderText>();
  // A field's own check speaks once the DBO has left it, not at every keystroke.
  const [left, setLeft] = useState<ReadonlySet<keyof HeaderText>>(new Set());

  // A reload puts the server's header in the draft: show it without firing a change.
  useEffect(() => {
    const shown = form.getFieldsValue(true) as Partial<HeaderText>;
    if (FIELDS.some(({ name }) => (shown[name] ?? '') !== value[name])) form.setFieldsValue(value);
  }, [form, value]);

  const localErrors = validateHeader(value);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={value}
      disabled={readOnly}
      requiredMark={false}
      onValuesChange={(_, all: HeaderText) => onChange({ ...value, ...all })}
      aria-label={t('header.title')}
      data-testid="processing-header"
    >
      <Row gutter={12}>
        {FIELDS.map(({ name, testId, span }) => {
          const local = left.has(name) ? localErrors[name] : undefined;
          const message = serverErrors[name] ?? (local ? t(`header.errors.${local}`) : undefined);
          const mark = marks[name];
          return (
            <Col key={name} xs={24} sm={span}>
              <Form.Item
                name={name}
                label={t(`header.${name}`)}
                validateStatus={message ? 'error' : mark && !mark.sure ? 'warning' : undefined}
                help={message}
                normalize={name === 'currency' ? (typed: string) => typed.toUpperCase() : undefined}
                style={{ marginBottom: 12 }}
              >
                <Input
                  ref={name === 'vendor' ? firstFieldRef : undefined}
                  data-testid={testId}
                  autoComplete="off"
                  maxLength={name === 'currency' ? 3 : name === 'docNumber' ? 100 : name === 'vendor' ? 200 : 40}
                  inputMode={name === 'total' ? 'decimal' : undefined}
                  placeholder={t(`header.placeholders.${name}`)}
                  aria-invalid={message ? true : undefined}
                  // Always a suffix: adding one later would rebuild the input under the caret.
                  suffix={mark ? <SuggestionMark mark={mark} testId={`${testId}-suggested`} /> : <span />}
                  data-suggested={mark ? (mark.sure ? 'sure' : 'unsure') : undefined}
                  onFocus={() => onFieldFocus?.(name)}
                  onKeyDown={(event) => {
                    if (mark && (event.key === 'Tab' || event.key === 'Enter')) onAccept?.(name);
                  }}
                  onBlur={() => setLeft((before) => (before.has(name) ? before : new Set([...before, name])))}
                />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </Form>
  );
}
