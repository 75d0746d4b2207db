/** A client company's webhooks for an administrator: a row action of the tenant list opening a drawer. */
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '../../../common/schemas/tenant';
import { WebhooksPanel } from './WebhooksPanel';

export function TenantWebhooksButton({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation('webhooks');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="tenant-webhooks">
        {t('manage')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={`${t('manage')} · ${tenant.name}`}
        width={960}
        destroyOnHidden
      >
        {open && <WebhooksPanel tenantId={tenant.id} />}
      </Drawer>
    </>
  );
}
