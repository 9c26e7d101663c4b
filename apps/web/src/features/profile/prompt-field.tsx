import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRow, type FieldProps } from '../../shared/ui/form-row';

type PromptFieldProps<T extends FieldValues, TOut = T> = FieldProps<T, TOut> & {
  /** Asks for a new value (a picker); null when the member cancels. */
  prompt: (current: string) => Promise<string | null>;
  /** The value as the member reads it. */
  display: (value: string) => string;
};

/** A form row whose value is chosen in a picker (gender, birth date), with the zod issue under it. */
export function PromptField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  prompt,
  display,
}: PromptFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';

  return (
    <FormRow
      label={label}
      error={fieldState.error?.message}
      onClick={async () => {
        const picked = await prompt(value);
        if (picked !== null) field.onChange(picked);
        field.onBlur();
      }}
    >
      <span role="button" aria-label={label} className={value ? 'picker-value' : 'picker-placeholder'}>
        {value ? display(value) : t('profile.choose')}
      </span>
    </FormRow>
  );
}
