import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <SpinLoading color="primary" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
