import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/user';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { AvatarRow } from './avatar-row';
import { LockedProfile } from './locked-profile';
import { ProfileForm } from './profile-form';
import './profile.css';

/** `mine/personData`: the avatar, the username and the profile, editable until confirmed (docs/product.md, Profile). */
export function PersonDataPage() {
  const { t } = useTranslation();
  const user = useUserInfo().data;

  return (
    <Page title={t('profile.title')} className="profile-page">
      {user ? (
        <>
          <AvatarRow user={user} />
          {user.profileConfirmed ? <LockedProfile user={user} /> : <ProfileForm user={user} />}
        </>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
