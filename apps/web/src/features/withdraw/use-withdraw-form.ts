import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, type UserWithdrawList, type WithdrawMethod, type WithdrawSubmitInput } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useWithdrawSubmit } from '../../api/withdraw';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { ROUTES } from '../../shared/routes';
import { WithdrawFormSchema, type WithdrawFormValues } from './withdraw-schema';

/** The bound accounts a method pays out to. */
export const ACCOUNTS_OF = { bank: 'bankCards', usdt: 'cryptoAddresses' } as const satisfies Record<
  WithdrawMethod,
  keyof UserWithdrawList
>;

/**
 * The withdrawal form's values and its submit: the first bound card is picked, an answer opens the
 * records on withdrawals, and a refusal stays in view until the member edits the form. The balances
 * are asked again however the request ends: a refusal may follow a move made elsewhere, and an
 * unanswered request may have moved money.
 */
export function useWithdrawForm(accounts: UserWithdrawList) {
  const navigate = useNavigate();
  const withdraw = useWithdrawSubmit();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The refusal's key: an identity-check refusal links to the verification page.
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const form = useForm<WithdrawFormValues>({
    resolver: zodResolver(WithdrawFormSchema),
    mode: 'onTouched',
    defaultValues: { method: 'bank', accountId: accounts.bankCards[0]?.id, amount: '', withdrawPassword: '' },
  });

  // An edit is a new action (new key), and the last refusal no longer applies.
  useRenewOnEdit(withdraw.renew, useWatch({ control: form.control }), () => {
    setRefusal(null);
    setRefusedFor(null);
  });

  const onSubmit = form.handleSubmit(async (values) => {
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
      if (error instanceof ApiError) {
        setRefusal(error.message);
        setRefusedFor(error.error);
      }
    }
  });

  return { form, onSubmit, refusal, refusedFor, pending: withdraw.pending };
}
