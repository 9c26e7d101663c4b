import type { UserInfo } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import { useTranslation } from 'react-i18next';

/** A confirmed profile: the locked fields as read-only rows with a lock, and why they cannot change. */
export function LockedProfile({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const rows = [
    ['profile.real_name', user.realName],
    ['profile.gender', user.gender ? t(`profile.gender.${user.gender}`) : ''],
    ['profile.birth_date', user.birthDate ?? ''],
    ['profile.phone', user.phone],
    ['profile.email', user.email ?? ''],
  ] as const;

  return (
    <List
      mode="card"
      className="profile-locked"
      header={<p className="profile-lock-note">{t('profile.locked_note')}</p>}
    >
      {rows.map(([label, value]) => (
        <List.Item
          key={label}
          arrowIcon={false}
          prefix={<span className="profile-label">{t(label)}</span>}
          extra={<LockOutline role="img" aria-label={t('profile.locked_note')} />}
        >
          <span className="profile-value" data-field={label}>
            {value}
          </span>
        </List.Item>
      ))}
    </List>
  );
}
