import { LIMITS } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../api/user';
import { ROUTES } from '../../shared/routes';

/** Log out after a confirmation, then open login whatever the server answered. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: t('mine.logout_confirm'),
      confirmText: t('form.confirm'),
      cancelText: t('form.cancel'),
    });
    if (!ok) return;
    // The page unmounts as soon as the session ends, so wait on the promise, not on callbacks.
    try {
      Toast.show({ content: await logout.mutateAsync(), duration: LIMITS.toastMs });
    } catch {
      // Already shown by the request helper; the local session is gone either way.
    }
    navigate(ROUTES.login, { replace: true });
  };

  return (
    <div className="page-actions">
      <Button block shape="rounded" color="danger" fill="outline" loading={logout.isPending} onClick={confirmLogout}>
        {t('mine.logout')}
      </Button>
    </div>
  );
}
