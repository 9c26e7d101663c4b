import type { RegisterInput } from '@app/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRegister } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { SubmitButton } from '../../shared/ui/submit-button';
import { AgreeField } from './agree-field';
import { AgreementPopup, type Agreement } from './agreement-popup';
import { AuthLayout } from './auth-layout';
import { CredentialFields, ProfileFields } from './register-fields';
import { EMPTY_REGISTER_FORM, registerResolver, type RegisterForm } from './register-form';
import { FormCard } from '../../shared/ui/form-card';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [agreement, setAgreement] = useState<Agreement | null>(null);
  // An invite link (features/invite) carries the inviter's code.
  const [params] = useSearchParams();
  const { control, handleSubmit } = useForm<RegisterForm, unknown, RegisterInput>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: { ...EMPTY_REGISTER_FORM, inviteCode: params.get('inviteCode') ?? '' },
  });

  const onSubmit = handleSubmit((input) =>
    register.mutate(input, { onSuccess: () => navigate(ROUTES.mine, { replace: true }) }),
  );

  return (
    <AuthLayout title={t('register.title')} back>
      <FormCard
        onSubmit={() => void onSubmit()}
        footer={
          <>
            <AgreeField control={control} onOpen={setAgreement} />
            <SubmitButton loading={register.isPending}>{t('register.submit')}</SubmitButton>
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
