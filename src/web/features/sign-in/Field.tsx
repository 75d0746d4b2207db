/** A labelled field with its problem below it, styled from antd's tokens (no antd Form). */
import { theme } from 'antd';

export function Field({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  children: React.ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {problem && (
        <div id={`${id}-problem`} role="alert" style={{ color: token.colorError, marginTop: token.marginXXS }}>
          {problem}
        </div>
      )}
    </div>
  );
}

/** The input props that tie a field to its problem for assistive technology. */
export const problemProps = (id: string, problem: string | undefined) => ({
  status: problem ? ('error' as const) : undefined,
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? `${id}-problem` : undefined,
});
