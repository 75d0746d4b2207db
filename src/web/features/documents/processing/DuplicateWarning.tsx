/** Other documents of the tenant with the same vendor, number and total: likely the same business document. */
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import type { DocumentWork } from '../../../../common/schemas/document-work';
import { signInStore } from '../../../providers/services';
import { detailsPath } from '../../../shared/open-document/open-document-path';

/** Where a document's story opens (the document page of the supervisor's area). */
export const documentStoryPath = (id: string) => `/dbbs/dbsarea/document?focus=${encodeURIComponent(id)}`;

/**
 * The page a duplicate opens on for this reader: the back office's document list, or the client
 * supervisor's details page; null for a role that has neither (the title is then plain text).
 */
function duplicatePath(id: string, roles: readonly string[]): string | null {
  if (['isDbo', 'isDbs', 'isDbAdmin'].some((role) => roles.includes(role))) return documentStoryPath(id);
  if (roles.includes('ClientSupervisor')) return detailsPath(id);
  return null;
}

export function DuplicateWarning({ duplicates }: { duplicates: DocumentWork['duplicates'] }) {
  const { t } = useTranslation(['processing', 'uploads']);
  const roles = useStore(signInStore, (s) => s.roles);
  if (duplicates.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="processing-duplicates"
      message={t('duplicates.title', { count: duplicates.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {duplicates.map((duplicate) => (
            <li key={duplicate.id}>
              {duplicatePath(duplicate.id, roles) ? (
                // Underlined: a link inside a line of text must not rely on its colour alone.
                <Link
                  to={duplicatePath(duplicate.id, roles) ?? ''}
                  style={{ textDecoration: 'underline' }}
                  data-testid="processing-duplicate-link"
                >
                  {duplicate.title}
                </Link>
              ) : (
                <Typography.Text strong>{duplicate.title}</Typography.Text>
              )}{' '}
              <Typography.Text type="secondary">
                {t('duplicates.where', {
                  location: duplicate.locationName,
                  state: t(`uploads:documentStatus.${duplicate.status}`),
                })}
              </Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  );
}
