import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../shared/ui/form-input';

type LoginPasswordFieldProps<T extends FieldValues, TOut = T> = {
  /** The schema may transform the values it checks (TOut); the field edits the input. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** The login password that confirms binding a payout account. */
export function LoginPasswordField<T extends FieldValues, TOut = T>({
  control,
  name,
}: LoginPasswordFieldProps<T, TOut>) {
  const { t } = useTranslation();
  return (
    <FormInput
      control={control}
      name={name}
      label={t('security.form.login_password')}
      placeholder={t('security.form.login_password_placeholder')}
      type="password"
      autoComplete="current-password"
    />
  );
}
