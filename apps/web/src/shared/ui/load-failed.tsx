import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';

/** "Could not be loaded" with Retry, where a page or a section's data failed and nothing is shown yet. */
export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock status="default" title={t('list.failed')} description="" className={className}>
      <Button color="primary" fill="outline" size="small" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </ErrorBlock>
  );
}
