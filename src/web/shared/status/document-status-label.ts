/** A document status in the user's language, for places that need text rather than a tag (tabs, counts, options). */
import { useTranslation } from 'react-i18next';

export function useDocumentStatusLabel(): (status: string) => string {
  // The labels live beside the status tag's (uploads namespace), so both always read the same.
  const { t } = useTranslation('uploads');
  return (status) => t(`documentStatus.${status}`);
}
