import { LiveTableSchema } from '@app/contract';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../shared/ui/page';
import { LiveTableScreen } from './live-table';
import './live.css';

/** /pages/home/game?game=live_baccarat: a live table, rounds shared by every member on the server's clock. */
export function LiveTablePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const table = LiveTableSchema.safeParse(params.get('game'));
  if (!table.success) {
    return (
      <Page title={t('live_page.title')}>
        <ErrorBlock status="empty" title={t('live.table_unknown')} description="" />
      </Page>
    );
  }
  return <LiveTableScreen key={table.data} table={table.data} />;
}
