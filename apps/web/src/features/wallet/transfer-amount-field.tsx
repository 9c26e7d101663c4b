import type { WalletList } from '@app/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { FormInput } from '../../shared/ui/form-input';
import { availableOf, type TransferFormApi } from './transfer-schema';

/** The amount, with what the From side holds and a button to take all of it. */
export function TransferAmountField({ form, wallets }: { form: TransferFormApi; wallets: WalletList }) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const available = availableOf(wallets, useWatch({ control, name: 'from' }));

  return (
    <FormInput
      control={control}
      name="amount"
      label={t('transfer.amount')}
      placeholder={t('transfer.amount_placeholder')}
      inputMode="decimal"
      clearable
      hint={
        <div className="amount-hint">
          <span>{t('transfer.available', { amount: available === null ? '--' : formatMoney(available) })}</span>
          <button
            type="button"
            className="link-button"
            disabled={!available || available === '0.00'}
            onClick={() => available && setValue('amount', available, { shouldValidate: true })}
          >
            {t('transfer.all')}
          </button>
        </div>
      }
    />
  );
}
