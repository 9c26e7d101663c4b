import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, RegisterInputSchema, type RegisterInput } from '@app/contract';
import { Checkbox, Form } from 'antd-mobile';
import { useState } from 'react';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRegister } from '../../api/user';
import { messageText } from '../../shared/i18n';
import { ROUTES } from '../../shared/routes';
import { FormInput } from '../../shared/ui/form-input';
import { AgreementPopup, type Agreement } from './agreement-popup';
import { AuthLayout } from './auth-layout';
import { SubmitButton } from '../../shared/ui/submit-button';

// The box starts unticked; the schema accepts only `true`, so the form holds a plain boolean.
type RegisterForm = Omit<RegisterInput, 'agree'> & { agree: boolean };
const resolver = zodResolver(RegisterInputSchema) as unknown as Resolver<RegisterForm, unknown, RegisterInput>;

const EMPTY: RegisterForm = {
  username: '',
  password: '',
  confirmPassword: '',
  phone: '',
  inviteCode: '',
  realName: '',
  withdrawPassword: '',
  agree: false,
};

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [agreement, setAgreement] = useState<Agreement | null>(null);
  const { control, handleSubmit } = useForm<RegisterForm, unknown, RegisterInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const agree = useController({ control, name: 'agree' });

  const onSubmit = handleSubmit((input) =>
    register.mutate(input, { onSuccess: () => navigate(ROUTES.mine, { replace: true }) }),
  );

  return (
    <AuthLayout title={t('register.title')} back>
      <Form
        layout="horizontal"
        mode="card"
        onFinish={() => void onSubmit()}
        footer={
          <>
            <div className="agree-row">
              <Checkbox
                checked={agree.field.value}
                onChange={agree.field.onChange}
                aria-label={t('register.agree_prefix')}
                style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '6px' }}
              >
                {t('register.agree_prefix')}
              </Checkbox>
              <button type="button" className="link-button" onClick={() => setAgreement('terms')}>
                {t('register.terms')}
              </button>
              <span>{t('register.and')}</span>
              <button type="button" className="link-button" onClick={() => setAgreement('privacy')}>
                {t('register.privacy')}
              </button>
            </div>
            {agree.fieldState.error && (
              <div className="adm-form-item-feedback-error agree-error" role="alert">
                {messageText(t, agree.fieldState.error.message)}
              </div>
            )}
            <SubmitButton loading={register.isPending}>{t('register.submit')}</SubmitButton>
          </>
        }
      >
        <FormInput
          control={control}
          name="username"
          label={t('login.username')}
          placeholder={t('register.username_placeholder')}
          autoComplete="username"
          maxLength={LIMITS.usernameMax}
          clearable
        />
        <FormInput
          control={control}
          name="password"
          label={t('login.password')}
          placeholder={t('register.password_placeholder')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
        <FormInput
          control={control}
          name="confirmPassword"
          label={t('register.confirm_password')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
        <FormInput
          control={control}
          name="phone"
          label={t('register.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={LIMITS.phoneLength}
        />
        <FormInput
          control={control}
          name="inviteCode"
          label={t('register.invite_code')}
          maxLength={LIMITS.inviteCodeMax}
        />
        <FormInput
          control={control}
          name="realName"
          label={t('register.real_name')}
          hint={t('register.real_name_hint')}
          autoComplete="name"
        />
        <FormInput
          control={control}
          name="withdrawPassword"
          label={t('register.withdraw_password')}
          placeholder={t('register.withdraw_password_placeholder')}
          type="password"
          inputMode="numeric"
          maxLength={LIMITS.withdrawPasswordLength}
        />
      </Form>
      <Link className="auth-switch" to={ROUTES.login}>
        {t('register.to_login')}
      </Link>
      <AgreementPopup open={agreement} onClose={() => setAgreement(null)} />
    </AuthLayout>
  );
}
