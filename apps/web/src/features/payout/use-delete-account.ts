import { LIMITS } from '@app/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { useDeletePayoutAccount } from '../../api/payout';

/** Deletes a payout account after the member confirms it by its name. */
export function useDeleteAccount() {
  const { t } = useTranslation();
  const remove = useDeletePayoutAccount();

  return async (id: number, name: string) => {
    const ok = await Dialog.confirm({
      content: t('accounts.delete_confirm', { name }),
      confirmText: t('accounts.delete'),
      cancelText: t('form.cancel'),
    });
    if (!ok || remove.isPending) return;
    remove.mutate(id, { onSuccess: (answer) => Toast.show({ content: answer.msg, duration: LIMITS.toastMs }) });
  };
}
