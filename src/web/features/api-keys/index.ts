export { ApiKeysPanel } from './ApiKeysPanel';
export { TenantApiKeysButton } from './TenantApiKeysButton';
