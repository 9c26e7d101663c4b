import type { MessageKey } from '@app/contract';
import Avatar from 'antd-mobile/es/components/avatar';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store';
import { Page } from './page';

/**
 * A tab whose capability is not built yet: its title and who is signed in, nothing invented.
 */
export function SimpleTabPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token !== null);
  const username = useSession((s) => s.username);

  return (
    <Page title={t(titleKey)} back={false}>
      <section className="member-state" aria-live="polite">
        <Avatar src="" className="member-state-avatar" />
        <div>{signedIn ? t('app.signed_in_as', { username: username ?? '' }) : t('app.visitor')}</div>
      </section>
    </Page>
  );
}
