import type { BankListSchema } from '@app/contract';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldProps } from '../../shared/ui/form-row';
import { PickerField } from '../../shared/ui/picker-field';

type Bank = z.infer<typeof BankListSchema>['list'][number];

type BankFieldProps<T extends FieldValues, TOut = T> = FieldProps<T, TOut> & {
  banks: readonly Bank[];
};

/** The bank, chosen from the selectable banks in a picker. */
export function BankField<T extends FieldValues, TOut = T>({ control, name, label, banks }: BankFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const options = useMemo(() => banks.map((b) => ({ value: b.code, label: b.label })), [banks]);
  return (
    <PickerField
      control={control}
      name={name}
      label={label}
      options={options}
      placeholder={t('bank_card.choose_bank')}
    />
  );
}
