import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, todayIn, type UserInfo } from '@app/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { useConfirmProfile, useSetUserInfo } from '../../api/profile';
import { formOf, inputOf, profileFormSchema } from './profile-schema';

/** The profile form: save the fields, then confirm them once behind a dialog that says they lock. */
export function useProfileForm(user: UserInfo) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  // 18 or older counts from the platform's day once it is known (the server checks it again).
  const schema = useMemo(() => profileFormSchema(timeZone ? () => todayIn(timeZone) : undefined), [timeZone]);
  const form = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: formOf(user) });
  const save = useSetUserInfo();
  const confirm = useConfirmProfile();

  const onSave = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    try {
      const answer = await save.mutateAsync(inputOf(values));
      form.reset(formOf(answer.data));
      Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
    } catch {
      // Shown by the request helper.
    }
  });

  const onConfirm = async () => {
    const edited = JSON.stringify(form.getValues()) !== JSON.stringify(formOf(user));
    if (edited) {
      Toast.show({ content: t('profile.confirm_unsaved'), duration: LIMITS.toastMs });
      return;
    }
    const agreed = await Dialog.confirm({
      title: t('profile.confirm_title'),
      content: t('profile.confirm_text'),
      confirmText: t('profile.confirm'),
      cancelText: t('profile.cancel'),
    });
    if (!agreed || confirm.isPending) return;
    try {
      Toast.show({ content: (await confirm.mutateAsync()).msg, duration: LIMITS.toastMs });
    } catch {
      // Shown by the request helper.
    }
  };

  return { control: form.control, onSave, onConfirm, saving: save.isPending, confirming: confirm.isPending };
}
