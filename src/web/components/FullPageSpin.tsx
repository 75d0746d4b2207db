/** The whole-page spinner shown while the session, the policy or a chunk is on its way. */
import { Spin } from 'antd';

export function FullPageSpin() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }} data-testid="page-loading">
      <Spin size="large" />
    </div>
  );
}
