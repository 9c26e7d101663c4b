import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui/page';
import { NoticeList } from './notice-list';
import { SessionList } from './session-list';
import './security.css';

/** /pages/mine/security: the member's signed-in devices, each of which can be ended, and the security notices. */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('security.page.title')} className="security-page">
      <SessionList />
      <NoticeList />
    </Page>
  );
}
