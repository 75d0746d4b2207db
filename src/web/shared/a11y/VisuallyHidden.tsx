/** Text out of sight but read by assistive technology (the usual clip pattern). */
import type { CSSProperties, ReactNode } from 'react';

export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function VisuallyHidden({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span style={VISUALLY_HIDDEN} data-testid={testId}>
      {children}
    </span>
  );
}
