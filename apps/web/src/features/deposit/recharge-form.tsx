import { parseAmountToFen, type RechargeChannel } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { FormCard } from '../../shared/ui/form-card';
import { FormInput } from '../../shared/ui/form-input';
import { SubmitButton } from '../../shared/ui/submit-button';
import { AmountChips } from './amount-chips';
import { ChannelInstructions } from './channel-instructions';
import { ProofField } from './proof-field';
import { useRechargeForm } from './use-recharge-form';

/** The deposit form of one submittable channel: amount, and payer name / proof as the channel needs. */
export function RechargeForm({ channel }: { channel: RechargeChannel }) {
  const { t } = useTranslation();
  const { control, onSubmit, pickAmount, pending } = useRechargeForm(channel);
  const amount = String(useWatch({ control, name: 'amount' }) ?? '');
  const validAmount = parseAmountToFen(amount) === null ? null : amount;

  return (
    <>
      <p className="form-hint channel-hint">{channel.hint}</p>
      <ChannelInstructions channel={channel} amount={validAmount} />
      <FormCard
        className="recharge-form"
        onSubmit={() => void onSubmit()}
        footer={<SubmitButton loading={pending}>{t('recharge.submit')}</SubmitButton>}
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
          <AmountChips min={channel.min} max={channel.max} value={amount} onPick={pickAmount} />
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
