import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, type RechargeChannel, type RechargeSubmitInput } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRechargeSubmit } from '../../api/deposit';
import { formatMoney } from '../../shared/format/money';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { payPath } from './pay-path';
import { rechargeFormSchema } from './recharge-schema';

/**
 * The deposit form of one channel: its values checked by the channel's rules, and its submit, which
 * opens the new order's pay page. The balances are asked again however the request ends: a refusal
 * may follow a move made elsewhere, and an unanswered request may have moved money.
 */
export function useRechargeForm(channel: RechargeChannel) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recharge = useRechargeSubmit();
  const rangeMessage = t('deposit.amount_channel', { min: formatMoney(channel.min), max: formatMoney(channel.max) });
  const schema = useMemo(() => rechargeFormSchema(channel, rangeMessage), [channel, rangeMessage]);
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { channelId: channel.id, amount: '', payerName: '', proofUrl: '' },
  });

  // Every edit makes the form a new action with its own key; a retry of an unanswered submit keeps it.
  useRenewOnEdit(recharge.renew, useWatch({ control: form.control }));

  const onSubmit = form.handleSubmit(async (values) => {
    const input: RechargeSubmitInput = { channelId: values.channelId, amount: values.amount };
    if (channel.needsPayerName && values.payerName) input.payerName = values.payerName;
    if (values.proofUrl) input.proofUrl = values.proofUrl;
    try {
      const answer = await recharge.submit(input);
      if (!answer) return;
      Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
      navigate(payPath(answer.data.orderNo), { replace: true });
    } catch {
      // Shown by the request helper.
    }
  });

  /** A quick amount, checked at once as if typed and left. */
  const pickAmount = (amount: string) => form.setValue('amount', amount, { shouldValidate: true, shouldTouch: true });

  return { control: form.control, onSubmit, pickAmount, pending: recharge.pending };
}
