/**
 * A form field with its unit beside it ("MB", "hours", "%"). antd's addonAfter is deprecated, so
 * the unit sits in a compact group; the outer item keeps the label (tied to the input by its id),
 * the help text and the required mark, and shows the inner field's errors.
 */
import { Form, Space, type FormItemProps } from 'antd';
import type { ReactElement, ReactNode } from 'react';

export type FieldWithUnitProps = Omit<FormItemProps, 'name' | 'noStyle' | 'children'> & {
  /** The field's name, also the input's id in these unnamed forms. */
  name: string;
  unit: ReactNode;
  width?: number;
  children: ReactElement;
};

export function FieldWithUnit({ name, unit, width = 200, rules, children, ...item }: FieldWithUnitProps) {
  const required = rules?.some((rule) => typeof rule === 'object' && rule.required === true);
  return (
    <Form.Item required={required} {...item} htmlFor={name}>
      <Space.Compact style={{ width }}>
        <Form.Item name={name} rules={rules} noStyle>
          {children}
        </Form.Item>
        <Space.Addon>{unit}</Space.Addon>
      </Space.Compact>
    </Form.Item>
  );
}
