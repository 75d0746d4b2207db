/**
 * A form field checked by the rule of the same field of a shared zod schema (form-rules.ts), so
 * the form says what the server would refuse before anything is sent.
 */
import { Form, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodRule } from './form-rules';

export type SchemaFieldProps = Omit<FormItemProps, 'name' | 'rules' | 'required'> & {
  schema: z.ZodObject;
  name: string;
  required?: boolean;
};

export function SchemaField({ schema, name, required = false, ...item }: SchemaFieldProps) {
  const { t } = useTranslation('admin');
  return <Form.Item name={name} rules={zodRule(schema, name, t, { required })} {...item} />;
}
