import type { WalletList } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../shared/ui/form-card';
import { SubmitButton } from '../../shared/ui/submit-button';
import { TransferAmountField } from './transfer-amount-field';
import { openVenues } from './transfer-schema';
import { TransferSides } from './transfer-sides';
import { useTransferForm } from './use-transfer-form';

type TransferFormProps = {
  wallets: WalletList;
  /** A venue the member tapped in the list: it becomes the other side of the transfer. */
  target: { code: string; nonce: number } | null;
};

/** Central wallet to a venue wallet or back; exactly one side is the central wallet. */
export function TransferForm({ wallets, target }: TransferFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit, pending } = useTransferForm(wallets);

  return (
    <FormCard
      className="transfer-form"
      header={t('transfer.form_title')}
      onSubmit={() => void onSubmit()}
      footer={
        <SubmitButton loading={pending} disabled={openVenues(wallets).length === 0}>
          {t('transfer.submit')}
        </SubmitButton>
      }
    >
      <TransferSides form={form} wallets={wallets} target={target} />
      <TransferAmountField form={form} wallets={wallets} />
    </FormCard>
  );
}
