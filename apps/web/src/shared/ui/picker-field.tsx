import Picker from 'antd-mobile/es/components/picker';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRow, type FieldProps } from './form-row';

export type PickerOption = { value: string; label: string };

export type PickerFieldProps<T extends FieldValues, TOut = T> = FieldProps<T, TOut> & {
  options: readonly PickerOption[];
  /** Shown while nothing is chosen. */
  placeholder: string;
  /** Shown instead of the placeholder when there is nothing to choose. */
  emptyText?: string;
};

/** A value chosen from `options` in a bottom picker, with the field's error under it. */
export function PickerField<T extends FieldValues, TOut = T>(props: PickerFieldProps<T, TOut>) {
  const { control, name, label, options, placeholder, emptyText } = props;
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const chosen = options.find((o) => o.value === field.value);
  const empty = options.length === 0 && emptyText;

  return (
    <FormRow
      label={label}
      error={fieldState.error?.message}
      onClick={async () => {
        if (options.length === 0) return;
        const picked = await Picker.prompt({
          columns: [options.map((o) => ({ label: o.label, value: o.value }))],
          defaultValue: field.value ? [field.value as string] : undefined,
          confirmText: t('form.confirm'),
          cancelText: t('form.cancel'),
        });
        if (picked?.[0]) field.onChange(picked[0]);
        field.onBlur();
      }}
    >
      <span role="button" aria-label={label} className={chosen ? 'picker-value' : 'picker-placeholder'}>
        {chosen?.label ?? (empty ? emptyText : placeholder)}
      </span>
    </FormRow>
  );
}
