import { zodResolver } from '@hookform/resolvers/zod';
import { CENTRAL_WALLET, LIMITS, type TransferInput, type WalletList } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTransfer } from '../../api/wallet';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { SubmitButton } from '../../shared/ui/submit-button';
import { TransferAmountField } from './transfer-amount-field';
import { transferFormSchema } from './transfer-schema';
import { openVenues, TransferSides } from './transfer-sides';
import { FormCard } from '../../shared/ui/form-card';

type TransferFormProps = {
  wallets: WalletList;
  /** A venue the member tapped in the list: it becomes the other side of the transfer. */
  target: { code: string; nonce: number } | null;
};

/** Central wallet to a venue wallet or back; exactly one side is the central wallet. */
export function TransferForm({ wallets, target }: TransferFormProps) {
  const { t } = useTranslation();
  const transfer = useTransfer();
  const open = openVenues(wallets);
  const firstVenue = open[0]?.code ?? '';
  const schema = useMemo(() => transferFormSchema(wallets), [wallets]);
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { from: CENTRAL_WALLET, to: firstVenue, amount: '' },
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
    } catch {
      // Shown by the request helper.
    }
  });

  return (
    <FormCard
      className="transfer-form"
      header={t('transfer.form_title')}
      onSubmit={() => void onSubmit()}
      footer={
        <SubmitButton loading={transfer.pending} disabled={open.length === 0}>
          {t('transfer.submit')}
        </SubmitButton>
      }
    >
      <TransferSides form={form} wallets={wallets} target={target} />
      <TransferAmountField form={form} wallets={wallets} />
    </FormCard>
  );
}
