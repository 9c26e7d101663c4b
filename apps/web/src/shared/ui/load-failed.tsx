import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { LazyErrorBlock } from './lazy-error-block';

/** "Could not be loaded" with Retry, where a page or a section's data failed and nothing is shown yet. */
export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <LazyErrorBlock status="default" title={t('list.failed')} description="" className={className}>
      <Button color="primary" fill="outline" size="small" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </LazyErrorBlock>
  );
}
