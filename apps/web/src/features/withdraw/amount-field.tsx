import type { WithdrawPreview } from '@app/contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../api/content';
import { formatMoney } from '../../shared/format/money';
import { FormInput } from '../../shared/ui/form-input';
import type { WithdrawFormValues } from './withdraw-schema';

type AmountFieldProps = {
  control: Control<WithdrawFormValues>;
  /** The server's quote: its limits are the placeholder (before it, the site configuration's). */
  quote: WithdrawPreview | undefined;
  /** The server's refusal of the amount, shown in place of the balance. */
  refusal: string | null;
  balance: string | null;
  /** "All": the whole balance as the amount. */
  onAll: (balance: string) => void;
};

/** The amount to withdraw, with the limits, the available balance and "All". */
export function AmountField({ control, quote, refusal, balance, onAll }: AmountFieldProps) {
  const { t } = useTranslation();
  const configured = useSiteConfig().data?.amounts.withdraw;
  const limits = quote ?? configured;
  return (
    <FormInput
      control={control}
      name="amount"
      label={t('withdrawal.amount')}
      placeholder={
        limits
          ? t('withdrawal.amount_range', { min: formatMoney(limits.min), max: formatMoney(limits.max) })
          : t('withdrawal.amount_placeholder')
      }
      inputMode="decimal"
      clearable
      hint={
        <div className="amount-hint">
          {refusal ? (
            <span className="adm-form-item-feedback-error" role="alert">
              {refusal}
            </span>
          ) : (
            <span>{t('transfer.available', { amount: balance === null ? '--' : formatMoney(balance) })}</span>
          )}
          <button
            type="button"
            className="link-button"
            disabled={!balance || balance === '0.00'}
            onClick={() => balance && onAll(balance)}
          >
            {t('transfer.all')}
          </button>
        </div>
      }
    />
  );
}
