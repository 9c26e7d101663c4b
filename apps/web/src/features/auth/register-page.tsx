import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { FormCard } from '../../shared/ui/form-card';
import { SubmitButton } from '../../shared/ui/submit-button';
import { AgreeField } from './agree-field';
import { AgreementPopup, type Agreement } from './agreement-popup';
import { AuthLayout } from './auth-layout';
import { CredentialFields, ProfileFields } from './register-fields';
import { useRegisterForm } from './use-register-form';
import './auth.css';

export function RegisterPage() {
  const { t } = useTranslation();
  const { control, onSubmit, pending } = useRegisterForm();
  const [agreement, setAgreement] = useState<Agreement | null>(null);

  return (
    <AuthLayout title={t('register.title')} back>
      <FormCard
        onSubmit={() => void onSubmit()}
        footer={
          <>
            <AgreeField control={control} onOpen={setAgreement} />
            <SubmitButton loading={pending}>{t('register.submit')}</SubmitButton>
          </>
        }
      >
        <CredentialFields control={control} />
        <ProfileFields control={control} />
      </FormCard>
      <Link className="auth-switch" to={ROUTES.login}>
        {t('register.to_login')}
      </Link>
      <AgreementPopup open={agreement} onClose={() => setAgreement(null)} />
    </AuthLayout>
  );
}
