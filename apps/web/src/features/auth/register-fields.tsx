import { LIMITS } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../shared/ui/form-input';
import type { RegisterControl } from './register-schema';

/** The sign-in fields: username, password and its confirmation. */
export function CredentialFields({ control }: { control: RegisterControl }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** The member's details: phone, invitation code, real name and withdrawal password. */
export function ProfileFields({ control }: { control: RegisterControl }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
