import { Avatar, Tag } from 'antd-mobile';
import type { UserInfo } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { formatDay } from '../../shared/format/date';
import { useSession } from '../../shared/session/session-store';

/** The avatar, the name (the stored one until the profile arrives), the VIP level and the join date. */
export function MineHeader({ user }: { user: UserInfo | undefined }) {
  const { t } = useTranslation();
  const storedName = useSession((s) => s.username);
  const timeZone = useSystemInfo().data?.timeZone;

  return (
    <section className="mine-header">
      <Avatar src={user?.avatar ?? ''} className="mine-avatar" />
      <div className="mine-identity">
        <div className="mine-username">{user?.username ?? storedName}</div>
        <div className="mine-meta">
          {user && (
            <Tag round color="warning" fill="solid">
              {t('mine.vip', { level: user.vipLevel })}
            </Tag>
          )}
          {user && (
            <span>
              {t('mine.joined')} {formatDay(user.createdAt, timeZone)}
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
