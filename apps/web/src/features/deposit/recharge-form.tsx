import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, parseAmountToFen, type RechargeChannel, type RechargeSubmitInput } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRechargeSubmit } from '../../api/deposit';
import { formatMoney } from '../../shared/format/money';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { FormInput } from '../../shared/ui/form-input';
import { AmountChips } from './amount-chips';
import { ChannelInstructions } from './channel-instructions';
import { payPath } from './pay-path';
import { ProofField } from './proof-field';
import { rechargeFormSchema } from './recharge-schema';
import { SubmitButton } from '../../shared/ui/submit-button';
import { FormCard } from '../../shared/ui/form-card';

/** The deposit form of one submittable channel: amount, and payer name / proof as the channel needs. */
export function RechargeForm({ channel }: { channel: RechargeChannel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recharge = useRechargeSubmit();
  const rangeMessage = t('deposit.amount_channel', { min: formatMoney(channel.min), max: formatMoney(channel.max) });
  const schema = useMemo(() => rechargeFormSchema(channel, rangeMessage), [channel, rangeMessage]);
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { channelId: channel.id, amount: '', payerName: '', proofUrl: '' },
  });
  const amount = String(useWatch({ control, name: 'amount' }) ?? '');

  // Every edit makes the form a new action with its own key; a retry of an unanswered submit keeps it.
  useRenewOnEdit(recharge.renew, useWatch({ control }));

  const onSubmit = handleSubmit(async (values) => {
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

  const validAmount = parseAmountToFen(amount) === null ? null : amount;

  return (
    <>
      <p className="form-hint channel-hint">{channel.hint}</p>
      <ChannelInstructions channel={channel} amount={validAmount} />
      <FormCard
        className="recharge-form"
        onSubmit={() => void onSubmit()}
        footer={<SubmitButton loading={recharge.pending}>{t('recharge.submit')}</SubmitButton>}
      >
        <FormInput
          control={control}
          name="amount"
          label={t('recharge.amount')}
          placeholder={t('recharge.amount_placeholder', {
            min: formatMoney(channel.min),
            max: formatMoney(channel.max),
          })}
          inputMode="decimal"
          clearable
        />
        <List.Item className="amount-chips-row">
          <AmountChips
            min={channel.min}
            max={channel.max}
            value={amount}
            onPick={(picked) => setValue('amount', picked, { shouldValidate: true, shouldTouch: true })}
          />
        </List.Item>
        {channel.needsPayerName && (
          <FormInput
            control={control}
            name="payerName"
            label={t('recharge.payer_name')}
            placeholder={t('recharge.payer_name_placeholder')}
            autoComplete="name"
            maxLength={30}
          />
        )}
        {channel.needsProof && <ProofField control={control} name="proofUrl" label={t('recharge.proof')} />}
      </FormCard>
    </>
  );
}
