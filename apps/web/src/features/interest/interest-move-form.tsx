import { zodResolver } from '@hookform/resolvers/zod';
import { InterestMoveInputSchema, LIMITS, type InterestMoveInput } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoveInterest } from '../../api/interest';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { FormCard } from '../../shared/ui/form-card';
import { FormInput } from '../../shared/ui/form-input';

type Direction = 'into' | 'turnout';

/**
 * One amount, moved into the interest wallet from the central wallet or out to it. The amount is
 * checked by the contract's money rule; the balances by the server (its refusal shows as a toast).
 */
export function InterestMoveForm({ balance }: { balance: string }) {
  const { t } = useTranslation();
  const move = useMoveInterest();
  const form = useForm({
    resolver: zodResolver(InterestMoveInputSchema),
    mode: 'onTouched',
    defaultValues: { amount: '' } as InterestMoveInput,
  });
  const { control, handleSubmit, getValues, reset } = form;
  useRenewOnEdit(move.renew, useWatch({ control }));

  const submit = (direction: Direction) =>
    handleSubmit(async () => {
      try {
        const answer = await move.submit({ direction, amount: String(getValues().amount).trim() });
        if (!answer) return;
        Toast.show({ icon: 'success', content: answer.msg, duration: LIMITS.toastMs });
        reset({ amount: '' });
      } catch {
        // Shown by the request helper.
      }
    });

  const button = (direction: Direction, label: string) => (
    <Button
      block
      type="button"
      color={direction === 'into' ? 'primary' : 'default'}
      shape="rounded"
      loading={move.pending}
      onClick={() => void submit(direction)()}
    >
      {label}
    </Button>
  );

  return (
    <FormCard
      className="interest-move-form"
      onSubmit={() => void submit('into')()}
      footer={
        <div className="interest-move-buttons">
          {button('into', t('interest.into'))}
          {button('turnout', t('interest.turnout'))}
        </div>
      }
    >
      <FormInput
        control={control}
        name="amount"
        label={t('interest.amount')}
        placeholder={t('interest.amount_placeholder')}
        inputMode="decimal"
        clearable
        hint={
          <span className="amount-hint">
            {t('interest.balance')}: {balance}
          </span>
        }
      />
    </FormCard>
  );
}
