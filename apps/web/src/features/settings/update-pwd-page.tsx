import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, ResetPasswordInputSchema } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResetPassword } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { FormInput } from '../../shared/ui/form-input';
import { Page } from '../../shared/ui/page';
import { SubmitButton } from '../../shared/ui/submit-button';
import { FormCard } from '../../shared/ui/form-card';

export function UpdatePwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ResetPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  // Success revokes every session, this one included: say so and start again at login.
  const onSubmit = handleSubmit(async (input) => {
    try {
      Toast.show({ content: await reset.mutateAsync(input), duration: LIMITS.toastMs });
      navigate(ROUTES.login, { replace: true });
    } catch {
      // Shown by the request helper.
    }
  });

  return (
    <Page title={t('pwd.title')}>
      <FormCard
        onSubmit={() => void onSubmit()}
        footer={<SubmitButton loading={reset.isPending}>{t('pwd.submit')}</SubmitButton>}
      >
        <FormInput
          control={control}
          name="oldPassword"
          label={t('pwd.old')}
          type="password"
          autoComplete="current-password"
        />
        <FormInput
          control={control}
          name="newPassword"
          label={t('pwd.new')}
          placeholder={t('register.password_placeholder')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
        <FormInput
          control={control}
          name="confirmPassword"
          label={t('pwd.confirm')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
      </FormCard>
    </Page>
  );
}
