/**
 * antd Form rules from the shared zod schemas, so the browser checks a field exactly as the
 * server will, with the message in the user's language.
 */
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** One localized message per zod issue kind; the schema's own English text stays server-side. */
function messageOf(issue: z.core.$ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('admin:form.required')
        : t('admin:form.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return t('admin:form.tooLong', { max: Number(issue.maximum) });
    case 'invalid_type':
      return t('admin:form.required');
    case 'invalid_value':
      return t('admin:form.notAllowed');
    default:
      return t('admin:form.invalid');
  }
}

/** The rule of one field of an object schema (its `shape[field]`). */
export function zodRule(
  schema: z.ZodObject,
  field: string,
  t: TFunction,
  options: { required?: boolean } = {},
): Rule[] {
  const fieldSchema = schema.shape[field] as z.ZodType | undefined;
  return [
    ...(options.required ? [{ required: true, message: t('admin:form.required') }] : []),
    {
      validator: async (_rule, value: unknown) => {
        if (!fieldSchema || value === undefined || (value === '' && !options.required)) return;
        const result = fieldSchema.safeParse(value);
        if (!result.success) throw new Error(messageOf(result.error.issues[0] as z.core.$ZodIssue, t));
      },
    },
  ];
}
