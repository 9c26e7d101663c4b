import Avatar from 'antd-mobile/es/components/avatar';
import Tag from 'antd-mobile/es/components/tag';
import type { UserInfo } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemInfo } from '../../api/common';
import { formatDay } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/session-store';

type MineHeaderProps = { user: UserInfo | undefined; vipLevel: number | undefined };

/** The avatar, the name (the stored one until the profile arrives), the VIP level (opens VIP) and the join date. */
export function MineHeader({ user, vipLevel }: MineHeaderProps) {
  const { t } = useTranslation();
  const storedName = useSession((s) => s.username);
  const timeZone = useSystemInfo().data?.timeZone;
  // The profile's level stands in while the VIP answer loads.
  const level = vipLevel ?? user?.vipLevel;

  return (
    <section className="mine-header">
      <Link to={ROUTES.personData} aria-label={t('profile.title')}>
        <Avatar src={user?.avatar ?? ''} className="mine-avatar" />
      </Link>
      <div className="mine-identity">
        <div className="mine-username">{user?.username ?? storedName}</div>
        <div className="mine-meta">
          {level !== undefined && (
            <Link to={ROUTES.vip} className="mine-vip">
              <Tag round color="warning" fill="solid">
                {t('mine.vip', { level })}
              </Tag>
            </Link>
          )}
          {user && (
            <span>
              {t('mine.joined')} {formatDay(user.createdAt, timeZone)}
            </span>
          )}
          {user && (
            <Link to={ROUTES.invite} className="mine-invite-code" data-testid="mine-invite-code">
              {t('invite.mine_code', { code: user.inviteCode })}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
