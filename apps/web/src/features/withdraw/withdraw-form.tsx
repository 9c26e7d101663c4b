import { LIMITS, type UserWithdrawList, type WithdrawMethod } from '@app/contract';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../api/user';
import { FormInput } from '../../shared/ui/form-input';
import { MoneyText } from '../../shared/ui/money-text';
import { SubmitButton } from '../../shared/ui/submit-button';
import { AmountField } from './amount-field';
import { MethodPicker, PayoutAccount } from './method-picker';
import { ACCOUNTS_OF, useWithdrawForm } from './use-withdraw-form';
import { useWithdrawQuote } from './use-withdraw-quote';
import { WithdrawQuote } from './withdraw-quote';
import { FormCard } from '../../shared/ui/form-card';
import { IdentityNotice } from './identity-notice';

/** The withdrawal: method, account, amount with the server's quote, and the withdrawal password. */
export function WithdrawForm({ accounts }: { accounts: UserWithdrawList }) {
  const { t } = useTranslation();
  const balance = useBalance().data?.balance ?? null;
  const { form, onSubmit, refusal, refusedFor, pending } = useWithdrawForm(accounts);
  const { control, setValue } = form;
  const method = useController({ control, name: 'method' }).field;
  const accountId = useController({ control, name: 'accountId' }).field;
  const amount = String(useWatch({ control, name: 'amount' }) ?? '');
  const quote = useWithdrawQuote(method.value, amount);
  const bound = accounts[ACCOUNTS_OF[method.value]];

  const pickMethod = (next: WithdrawMethod) => {
    method.onChange(next);
    setValue('accountId', accounts[ACCOUNTS_OF[next]][0]?.id);
  };

  return (
    <>
      <section className="assets-card" aria-label={t('withdrawal.available')}>
        <div className="assets-label">{t('withdrawal.available')}</div>
        {balance === null ? (
          <span className="assets-total">--</span>
        ) : (
          <MoneyText amount={balance} className="assets-total" />
        )}
      </section>
      <MethodPicker value={method.value} onChange={pickMethod} />
      <PayoutAccount method={method.value} accounts={bound} value={accountId.value} onChange={accountId.onChange} />
      <FormCard
        onSubmit={() => void onSubmit()}
        footer={
          <>
            {refusal && (
              <div role="alert">
                <NoticeBar className="refusal" color="error" content={refusal} wrap />
              </div>
            )}
            <IdentityNotice amount={amount} refused={refusedFor?.startsWith('identity.') ?? false} />
            <SubmitButton loading={pending} disabled={bound.length === 0}>
              {t('withdrawal.submit')}
            </SubmitButton>
          </>
        }
      >
        <AmountField
          control={control}
          quote={quote.quote}
          refusal={quote.error}
          balance={balance}
          onAll={(all) => setValue('amount', all, { shouldValidate: true })}
        />
        <WithdrawQuote method={method.value} quote={quote.quote} />
        <FormInput
          control={control}
          name="withdrawPassword"
          label={t('register.withdraw_password')}
          placeholder={t('register.withdraw_password_placeholder')}
          type="password"
          inputMode="numeric"
          maxLength={LIMITS.withdrawPasswordLength}
          autoComplete="off"
        />
      </FormCard>
    </>
  );
}
