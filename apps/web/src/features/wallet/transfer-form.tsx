import { zodResolver } from '@hookform/resolvers/zod';
import { CENTRAL_WALLET, LIMITS, type TransferInput, type WalletList } from '@app/contract';
import { Form, Toast } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTransfer } from '../../api/wallet';
import { messageText } from '../../shared/i18n';
import { formatMoney } from '../../shared/format/money';
import { FormInput } from '../../shared/ui/form-input';
import { SwapIcon } from './swap-icon';
import { availableOf, transferFormSchema } from './transfer-schema';
import { WalletSidePicker, type WalletOption } from './wallet-side-picker';
import { SubmitButton } from '../../shared/ui/submit-button';

type TransferFormProps = {
  wallets: WalletList;
  /** A venue the member tapped in the list: it becomes the other side of the transfer. */
  target: { code: string; nonce: number } | null;
};

/** Central wallet to a venue wallet or back; exactly one side is the central wallet. */
export function TransferForm({ wallets, target }: TransferFormProps) {
  const { t } = useTranslation();
  const transfer = useTransfer();
  const { renew } = transfer;
  const open = wallets.venues.filter((v) => v.status === 'normal');
  const firstVenue = open[0]?.code ?? '';
  const schema = useMemo(() => transferFormSchema(wallets), [wallets]);
  const { control, handleSubmit, setValue, watch, getValues, reset } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { from: CENTRAL_WALLET, to: firstVenue, amount: '' },
  });
  const from = useController({ control, name: 'from' }).field;
  const to = useController({ control, name: 'to' });

  useEffect(() => {
    const subscription = watch(() => renew());
    return () => subscription.unsubscribe();
  }, [watch, renew]);

  useEffect(() => {
    if (!target) return;
    setValue('from', CENTRAL_WALLET);
    setValue('to', target.code);
  }, [target, setValue]);

  const options: WalletOption[] = [
    { value: CENTRAL_WALLET, name: t('transfer.central'), balance: wallets.central },
    ...open.map((v) => ({ value: v.code, name: v.name, balance: v.balance })),
  ];
  const venueOptions = options.slice(1);

  /** Picking one side: the other becomes the central wallet, or a venue when both were central. */
  const pickFrom = (value: string) => {
    from.onChange(value);
    if (value !== CENTRAL_WALLET) setValue('to', CENTRAL_WALLET);
    else if (getValues('to') === CENTRAL_WALLET) setValue('to', firstVenue);
  };
  const pickTo = (value: string) => {
    to.field.onChange(value);
    if (value !== CENTRAL_WALLET) setValue('from', CENTRAL_WALLET);
    else if (getValues('from') === CENTRAL_WALLET) setValue('from', firstVenue);
  };
  const swap = () => {
    const [a, b] = [getValues('from'), getValues('to')];
    setValue('from', b);
    setValue('to', a);
  };

  const available = availableOf(wallets, from.value);

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
    <Form
      layout="horizontal"
      mode="card"
      className="transfer-form"
      onFinish={() => void onSubmit()}
      footer={
        <SubmitButton loading={transfer.pending} disabled={venueOptions.length === 0}>
          {t('transfer.submit')}
        </SubmitButton>
      }
    >
      <Form.Header>{t('transfer.form_title')}</Form.Header>
      <WalletSidePicker label={t('transfer.from')} value={from.value} options={options} onChange={pickFrom} />
      <div className="swap-row">
        <button type="button" className="swap-button" aria-label={t('transfer.swap')} onClick={swap}>
          <SwapIcon />
        </button>
      </div>
      <WalletSidePicker label={t('transfer.to')} value={to.field.value} options={options} onChange={pickTo} />
      {to.fieldState.error && (
        <div className="adm-form-item-feedback-error form-row-error" role="alert">
          {messageText(t, to.fieldState.error.message)}
        </div>
      )}
      <FormInput
        control={control}
        name="amount"
        label={t('transfer.amount')}
        placeholder={t('transfer.amount_placeholder')}
        inputMode="decimal"
        clearable
        hint={
          <div className="amount-hint">
            <span>{t('transfer.available', { amount: available === null ? '--' : formatMoney(available) })}</span>
            <button
              type="button"
              className="link-button"
              disabled={!available || available === '0.00'}
              onClick={() => available && setValue('amount', available, { shouldValidate: true })}
            >
              {t('transfer.all')}
            </button>
          </div>
        }
      />
    </Form>
  );
}
