/**
 * The row props of a table whose overdue rows stand out: a class tests and styles can find, and
 * the theme's error background (a token, so light and dark both read well).
 */
import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

export const OVERDUE_ROW_CLASS = 'row-overdue';

export function useOverdueRow(): (overdue: boolean) => HTMLAttributes<HTMLElement> {
  const { token } = theme.useToken();
  return (overdue) => (overdue ? { className: OVERDUE_ROW_CLASS, style: { background: token.colorErrorBg } } : {});
}
