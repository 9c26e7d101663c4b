import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInputSchema } from '@app/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogin } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { sessionStore } from '../../shared/session/session-store';
import { FormInput } from '../../shared/ui/form-input';
import { AuthLayout } from './auth-layout';
import { SubmitButton } from '../../shared/ui/submit-button';
import { FormCard } from '../../shared/ui/form-card';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(LoginInputSchema),
    mode: 'onTouched',
    defaultValues: { username: sessionStore.getState().username ?? '', password: '' },
  });

  const from = (location.state as { from?: string } | null)?.from;
  const onSubmit = handleSubmit((input) =>
    login.mutate(input, { onSuccess: () => navigate(from ?? ROUTES.mine, { replace: true }) }),
  );

  return (
    <AuthLayout title={t('login.title')} back={false}>
      <FormCard
        onSubmit={() => void onSubmit()}
        footer={<SubmitButton loading={login.isPending}>{t('login.submit')}</SubmitButton>}
      >
        <FormInput control={control} name="username" label={t('login.username')} autoComplete="username" clearable />
        <FormInput
          control={control}
          name="password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
        />
      </FormCard>
      <Link className="auth-switch" to={ROUTES.register}>
        {t('login.to_register')}
      </Link>
    </AuthLayout>
  );
}
