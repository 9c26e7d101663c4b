import { zodResolver } from '@hookform/resolvers/zod';
import { CENTRAL_WALLET, LIMITS, type TransferInput, type WalletList } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTransfer } from '../../api/wallet';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { openVenues, transferFormSchema, type TransferFormApi } from './transfer-schema';

/**
 * The transfer form: central wallet to the first open venue at first (or to `to`), checked against
 * what the From side holds; an answer empties the amount, keeps the sides and calls `onDone`. The
 * balances are asked again however the request ends: a refusal may follow a move made elsewhere, and
 * an unanswered request may have moved money.
 */
export function useTransferForm(wallets: WalletList, opts: { to?: string; onDone?: () => void } = {}) {
  const transfer = useTransfer();
  const schema = useMemo(() => transferFormSchema(wallets), [wallets]);
  const form: TransferFormApi = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { from: CENTRAL_WALLET, to: opts.to ?? openVenues(wallets)[0]?.code ?? '', amount: '' },
  });
  const { control, handleSubmit, getValues, reset } = form;

  // Every edit makes the form a new action with its own key; a retry of an unanswered submit keeps it.
  useRenewOnEdit(transfer.renew, useWatch({ control }));

  // The body carries the amount as typed (the schema's output is fen, for checking only).
  const onSubmit = handleSubmit(async () => {
    const values = getValues();
    const input: TransferInput = { from: values.from, to: values.to, amount: String(values.amount).trim() };
    try {
      const answer = await transfer.submit(input);
      if (!answer) return;
      Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
      reset({ from: values.from, to: values.to, amount: '' });
      opts.onDone?.();
    } catch {
      // Shown by the request helper.
    }
  });

  return { form, onSubmit, pending: transfer.pending };
}
