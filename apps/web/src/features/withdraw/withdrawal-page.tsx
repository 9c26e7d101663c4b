import { zodResolver } from '@hookform/resolvers/zod';
import {
  LIMITS,
  WITHDRAW_METHODS,
  type UserWithdrawList,
  type WithdrawMethod,
  type WithdrawSubmitInput,
} from '@app/contract';
import { Button, ErrorBlock, Form, List, NoticeBar, Selector, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { usePayoutAccounts } from '../../api/payout';
import { useBalance, useUserInfo } from '../../api/user';
import { useWithdrawPreview, useWithdrawSubmit } from '../../api/withdraw';
import { formatMoney } from '../../shared/format/money';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { ROUTES } from '../../shared/routes';
import { FormInput } from '../../shared/ui/form-input';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { AccountChoice } from './account-choice';
import { WithdrawFormSchema, type WithdrawFormValues } from './withdraw-schema';
import { SubmitButton } from '../../shared/ui/submit-button';

export function WithdrawalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const accounts = usePayoutAccounts();

  return (
    <Page
      title={t('withdrawal.title')}
      className="money-page"
      right={
        <button type="button" className="nav-link" onClick={() => navigate(ROUTES.accountManagement)}>
          {t('withdrawal.accounts')}
        </button>
      }
    >
      {!user.data || !accounts.data ? (
        <PageLoading />
      ) : !user.data.hasWithdrawPassword ? (
        <ErrorBlock status="default" title={t('user.withdraw_password_missing')} description="">
          <Button color="primary" onClick={() => navigate(ROUTES.withdrawPassword)}>
            {t('set.withdraw_password_set')}
          </Button>
        </ErrorBlock>
      ) : (
        <WithdrawForm accounts={accounts.data} />
      )}
    </Page>
  );
}

const ACCOUNTS_OF: Record<WithdrawMethod, keyof UserWithdrawList> = { bank: 'bankCards', usdt: 'cryptoAddresses' };

function WithdrawForm({ accounts }: { accounts: UserWithdrawList }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balance = useBalance().data?.balance ?? null;
  const withdraw = useWithdrawSubmit();
  const { renew } = withdraw;
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setValue, watch } = useForm<WithdrawFormValues>({
    resolver: zodResolver(WithdrawFormSchema),
    mode: 'onTouched',
    defaultValues: { method: 'bank', accountId: accounts.bankCards[0]?.id, amount: '', withdrawPassword: '' },
  });
  const method = useController({ control, name: 'method' }).field;
  const accountId = useController({ control, name: 'accountId' }).field;
  const amount = String(useWatch({ control, name: 'amount' }) ?? '');
  const bound = accounts[ACCOUNTS_OF[method.value as WithdrawMethod]] as UserWithdrawList[
    'bankCards' | 'cryptoAddresses'];

  // An edit is a new action (new key), and the last refusal no longer applies.
  useEffect(() => {
    const subscription = watch(() => {
      renew();
      setRefusal(null);
    });
    return () => subscription.unsubscribe();
  }, [watch, renew]);

  const settled = useDebouncedValue(amount.trim(), 300);
  const checked = WithdrawFormSchema.shape.amount.safeParse(settled).success ? settled : null;
  const preview = useWithdrawPreview(method.value as WithdrawMethod, checked);
  const previewError = checked !== null && preview.error instanceof ApiError ? preview.error.message : null;
  const quote = checked !== null && !preview.isError ? preview.data : undefined;

  const onSubmit = handleSubmit(async (values) => {
    const input: WithdrawSubmitInput = {
      method: values.method,
      amount: values.amount,
      withdrawPassword: values.withdrawPassword,
    };
    if (values.accountId !== undefined) input.accountId = values.accountId;
    try {
      const answer = await withdraw.submit(input);
      if (!answer) return;
      Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
      navigate(ROUTES.transactionRecord, { replace: true, state: { type: 'withdrawal' } });
    } catch (error) {
      // Toasted by the request helper; a refusal (turnover, password, ...) also stays in view.
      if (error instanceof ApiError) setRefusal(error.message);
    }
  });

  const bindRoute = method.value === 'bank' ? ROUTES.addBankCard : ROUTES.addUSDT;

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

      <List mode="card" header={t('withdrawal.method')}>
        <List.Item>
          <Selector
            columns={2}
            options={WITHDRAW_METHODS.map((m) => ({ label: t(`withdraw.method.${m}`), value: m }))}
            value={[method.value]}
            onChange={(picked) => {
              const next = picked[0];
              if (!next || next === method.value) return;
              method.onChange(next);
              setValue('accountId', accounts[ACCOUNTS_OF[next]][0]?.id);
            }}
          />
        </List.Item>
      </List>

      {bound.length === 0 ? (
        <List mode="card" header={t('withdrawal.account')}>
          <div className="bind-first" role="alert">
            <p>{t('withdraw.bind_first')}</p>
            <Button color="primary" fill="outline" shape="rounded" size="small" onClick={() => navigate(bindRoute)}>
              {t(method.value === 'bank' ? 'accounts.add_bank' : 'accounts.add_usdt')}
            </Button>
          </div>
        </List>
      ) : (
        <>
          <div className="section-title">{t('withdrawal.account')}</div>
          <AccountChoice accounts={bound} value={accountId.value} onChange={accountId.onChange} />
        </>
      )}

      <Form
        layout="horizontal"
        mode="card"
        onFinish={() => void onSubmit()}
        footer={
          <>
            {refusal && (
              <div role="alert">
                <NoticeBar className="refusal" color="error" content={refusal} wrap />
              </div>
            )}
            <SubmitButton loading={withdraw.pending} disabled={bound.length === 0}>
              {t('withdrawal.submit')}
            </SubmitButton>
          </>
        }
      >
        <FormInput
          control={control}
          name="amount"
          label={t('withdrawal.amount')}
          placeholder={
            quote
              ? t('withdrawal.amount_range', { min: formatMoney(quote.min), max: formatMoney(quote.max) })
              : t('withdrawal.amount_placeholder')
          }
          inputMode="decimal"
          clearable
          hint={
            <div className="amount-hint">
              {previewError ? (
                <span className="adm-form-item-feedback-error" role="alert">
                  {previewError}
                </span>
              ) : (
                <span>{t('transfer.available', { amount: balance === null ? '--' : formatMoney(balance) })}</span>
              )}
              <button
                type="button"
                className="link-button"
                disabled={!balance || balance === '0.00'}
                onClick={() => balance && setValue('amount', balance, { shouldValidate: true })}
              >
                {t('transfer.all')}
              </button>
            </div>
          }
        />
        <List.Item extra={quote ? <MoneyText amount={quote.fee} /> : '--'}>{t('withdrawal.fee')}</List.Item>
        <List.Item extra={quote ? <MoneyText amount={quote.actualAmount} className="actual-amount" /> : '--'}>
          {t('withdrawal.actual')}
        </List.Item>
        {method.value === 'usdt' && (
          <List.Item
            description={quote?.usdt ? t('withdrawal.usdt_rate', { rate: quote.usdt.rate }) : undefined}
            extra={quote?.usdt ? `${quote.usdt.amount} USDT` : '--'}
          >
            {t('withdrawal.usdt_amount')}
          </List.Item>
        )}
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
      </Form>
    </>
  );
}
