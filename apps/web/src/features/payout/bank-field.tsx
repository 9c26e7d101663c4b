import type { BankListSchema } from '@app/contract';
import { List, Picker } from 'antd-mobile';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { messageText } from '../../shared/i18n';

type Bank = z.infer<typeof BankListSchema>['list'][number];

type BankFieldProps<T extends FieldValues, TOut = T> = {
  /** The schema may transform the values it checks (TOut); the field edits the input. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  banks: readonly Bank[];
};

/** The bank, chosen from the selectable banks in a picker. */
export function BankField<T extends FieldValues, TOut = T>({ control, name, label, banks }: BankFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const chosen = banks.find((b) => b.code === field.value);
  const error = fieldState.error?.message;

  return (
    <List.Item
      className={`adm-form-item adm-form-item-horizontal${error ? ' adm-form-item-has-error' : ''}`}
      prefix={<span className="adm-form-item-label">{label}</span>}
      description={
        error ? (
          <div className="adm-form-item-feedback-error" role="alert">
            {messageText(t, error)}
          </div>
        ) : undefined
      }
      onClick={async () => {
        const picked = await Picker.prompt({
          columns: [banks.map((b) => ({ label: b.label, value: b.code }))],
          defaultValue: field.value ? [field.value as string] : undefined,
          confirmText: t('form.confirm'),
          cancelText: t('form.cancel'),
        });
        if (picked?.[0]) field.onChange(picked[0]);
        field.onBlur();
      }}
    >
      <span role="button" aria-label={label} className={chosen ? 'picker-value' : 'picker-placeholder'}>
        {chosen?.label ?? t('bank_card.choose_bank')}
      </span>
    </List.Item>
  );
}
