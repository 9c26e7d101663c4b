import { CENTRAL_WALLET, type WalletList } from '@app/contract';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../shared/i18n';
import { SwapIcon } from './swap-icon';
import { openVenues, type TransferFormApi } from './transfer-schema';
import { WalletSidePicker, type WalletOption } from './wallet-side-picker';

type TransferSidesProps = {
  form: TransferFormApi;
  wallets: WalletList;
  /** A venue the member tapped in the list: it becomes the other side of the transfer. */
  target: { code: string; nonce: number } | null;
};

/** From and To, each a picker of the wallets, with the swap button between them and the rule's message. */
export function TransferSides({ form, wallets, target }: TransferSidesProps) {
  const { t } = useTranslation();
  const { from, to, pickFrom, pickTo, swap } = useTransferSides(form, wallets, target);
  const options: WalletOption[] = [
    { value: CENTRAL_WALLET, name: t('transfer.central'), balance: wallets.central },
    ...openVenues(wallets).map((v) => ({ value: v.code, name: v.name, balance: v.balance })),
  ];

  return (
    <>
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
    </>
  );
}

/** Exactly one side is the central wallet: picking one side moves the other. */
function useTransferSides(form: TransferFormApi, wallets: WalletList, target: TransferSidesProps['target']) {
  const { control, setValue, getValues } = form;
  const firstVenue = openVenues(wallets)[0]?.code ?? '';
  const from = useController({ control, name: 'from' }).field;
  const to = useController({ control, name: 'to' });

  useEffect(() => {
    if (!target) return;
    setValue('from', CENTRAL_WALLET);
    setValue('to', target.code);
  }, [target, setValue]);

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

  return { from, to, pickFrom, pickTo, swap };
}
