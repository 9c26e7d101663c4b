import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, ResetWithdrawPasswordInputSchema, SetWithdrawPasswordInputSchema } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResetWithdrawPassword, useSetWithdrawPassword, useUserInfo } from '../../api/user';
import { FormInput } from '../../shared/ui/form-input';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { SubmitButton } from '../../shared/ui/submit-button';
import { FormCard } from '../../shared/ui/form-card';

const DIGITS = { type: 'password', inputMode: 'numeric', maxLength: LIMITS.withdrawPasswordLength } as const;

/** Sets the withdrawal password when the member has none, otherwise changes it. */
export function WithdrawPasswordPage() {
  const { t } = useTranslation();
  const user = useUserInfo();

  if (!user.data) {
    return (
      <Page title={t('set.withdraw_password')}>
        <PageLoading />
      </Page>
    );
  }
  return user.data.hasWithdrawPassword ? <ChangeForm /> : <SetForm />;
}

function useDone() {
  const navigate = useNavigate();
  return (msg: string) => {
    Toast.show({ content: msg, duration: LIMITS.toastMs });
    navigate(-1);
  };
}

function SetForm() {
  const { t } = useTranslation();
  const done = useDone();
  const save = useSetWithdrawPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SetWithdrawPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { password: '', withdrawPassword: '', confirmWithdrawPassword: '' },
  });
  const onSubmit = handleSubmit((input) => save.mutate(input, { onSuccess: done }));

  return (
    <Page title={t('wpwd.set_title')}>
      <FormCard
        onSubmit={() => void onSubmit()}
        footer={<SubmitButton loading={save.isPending}>{t('wpwd.submit')}</SubmitButton>}
      >
        <FormInput
          control={control}
          name="password"
          label={t('wpwd.login_password')}
          type="password"
          autoComplete="current-password"
        />
        <FormInput
          control={control}
          name="withdrawPassword"
          label={t('wpwd.new')}
          placeholder={t('register.withdraw_password_placeholder')}
          {...DIGITS}
        />
        <FormInput control={control} name="confirmWithdrawPassword" label={t('wpwd.confirm')} {...DIGITS} />
      </FormCard>
    </Page>
  );
}

function ChangeForm() {
  const { t } = useTranslation();
  const done = useDone();
  const save = useResetWithdrawPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ResetWithdrawPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { password: '', oldWithdrawPassword: '', withdrawPassword: '', confirmWithdrawPassword: '' },
  });
  const onSubmit = handleSubmit((input) => save.mutate(input, { onSuccess: done }));

  return (
    <Page title={t('wpwd.change_title')}>
      <FormCard
        onSubmit={() => void onSubmit()}
        footer={<SubmitButton loading={save.isPending}>{t('wpwd.submit')}</SubmitButton>}
      >
        <FormInput
          control={control}
          name="password"
          label={t('wpwd.login_password')}
          placeholder={t('security.form.login_password_placeholder')}
          type="password"
          autoComplete="current-password"
        />
        <FormInput control={control} name="oldWithdrawPassword" label={t('wpwd.old')} {...DIGITS} />
        <FormInput
          control={control}
          name="withdrawPassword"
          label={t('wpwd.new')}
          placeholder={t('register.withdraw_password_placeholder')}
          {...DIGITS}
        />
        <FormInput control={control} name="confirmWithdrawPassword" label={t('wpwd.confirm')} {...DIGITS} />
      </FormCard>
    </Page>
  );
}
