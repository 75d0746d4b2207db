export { TenantWebhooksButton } from './TenantWebhooksButton';
export { WebhooksPanel } from './WebhooksPanel';
