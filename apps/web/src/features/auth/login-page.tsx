import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { FormCard } from '../../shared/ui/form-card';
import { FormInput } from '../../shared/ui/form-input';
import { SubmitButton } from '../../shared/ui/submit-button';
import { AuthLayout } from './auth-layout';
import { useLoginForm } from './use-login-form';
import './auth.css';

export function LoginPage() {
  const { t } = useTranslation();
  const { control, onSubmit, pending } = useLoginForm();

  return (
    <AuthLayout title={t('login.title')} back={false}>
      <FormCard
        onSubmit={() => void onSubmit()}
        footer={<SubmitButton loading={pending}>{t('login.submit')}</SubmitButton>}
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
