import { LIMITS, type UserInfo } from '@app/contract';
import Avatar from 'antd-mobile/es/components/avatar';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverUrl } from '../../api/client';
import { useSetUserInfo } from '../../api/profile';
import { AvatarPicker } from './avatar-picker';

/** The avatar (changeable, confirmed or not) and the username (never changeable). */
export function AvatarRow({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const save = useSetUserInfo();

  const onPick = async (avatar: string) => {
    const answer = await save.mutateAsync({ avatar });
    setPicking(false);
    Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
  };

  return (
    <List mode="card">
      <List.Item
        onClick={() => setPicking(true)}
        extra={<Avatar src={serverUrl(user.avatar)} alt={t('profile.avatar')} className="profile-avatar" />}
        description={t('profile.avatar_change')}
      >
        {t('profile.avatar')}
      </List.Item>
      <List.Item arrowIcon={false} extra={<span className="profile-value">{user.username}</span>}>
        {t('profile.username')}
      </List.Item>
      <AvatarPicker visible={picking} onClose={() => setPicking(false)} onPick={onPick} />
    </List>
  );
}
