/** Other documents of the tenant with the same vendor, number and total: likely the same business document. */
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkView } from './processing-api';

/** Where a document's story opens (the document page of the supervisor's area). */
export const documentStoryPath = (id: string) => `/dbbs/dbsarea/document?focus=${encodeURIComponent(id)}`;

export function DuplicateWarning({ duplicates }: { duplicates: WorkView['duplicates'] }) {
  const { t } = useTranslation(['processing', 'uploads']);
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
              <Link to={documentStoryPath(duplicate.id)} data-testid="processing-duplicate-link">
                {duplicate.title}
              </Link>{' '}
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
