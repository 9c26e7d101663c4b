import type { WalletList } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletList } from '../../api/wallet';
import { FormCard } from '../../shared/ui/form-card';
import { SubmitButton } from '../../shared/ui/submit-button';
import { TransferAmountField } from './transfer-amount-field';
import { useTransferForm } from './use-transfer-form';
import './wallet.css';
import './quick-transfer.css';

/**
 * A button and its sheet moving money from the central wallet into one venue's wallet, for a
 * game of that venue (home/gameA): the transfer page's form (one Idempotency-Key per action, the
 * balance check) with its sides fixed. The sheet closes once the money moved; the balances are
 * asked again however the request ends.
 */
export function QuickTransfer({ venue }: { venue: string }) {
  const { t } = useTranslation();
  const wallets = useWalletList().data;
  const [open, setOpen] = useState(false);
  const wallet = wallets?.venues.find((v) => v.code === venue);

  return (
    <>
      <Button
        size="mini"
        color="primary"
        shape="rounded"
        disabled={wallet?.status !== 'normal'}
        onClick={() => setOpen(true)}
      >
        {t('game_frame.transfer')}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="sheet" destroyOnClose>
        {wallets && wallet && (
          <section aria-label={t('game_frame.transfer_title', { venue: wallet.name })}>
            <h2 className="sheet-title">{t('game_frame.transfer_title', { venue: wallet.name })}</h2>
            <p className="sheet-hint">{t('game_frame.transfer_hint')}</p>
            <QuickTransferForm wallets={wallets} venue={venue} onDone={() => setOpen(false)} />
          </section>
        )}
      </Popup>
    </>
  );
}

function QuickTransferForm({ wallets, venue, onDone }: { wallets: WalletList; venue: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, onSubmit, pending } = useTransferForm(wallets, { to: venue, onDone });
  return (
    <FormCard
      className="quick-transfer-form"
      onSubmit={() => void onSubmit()}
      footer={<SubmitButton loading={pending}>{t('game_frame.transfer_submit')}</SubmitButton>}
    >
      <TransferAmountField form={form} wallets={wallets} />
    </FormCard>
  );
}
