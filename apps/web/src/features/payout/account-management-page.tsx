import { LIMITS } from '@app/contract';
import { Button, Dialog, ErrorBlock, List, PullToRefresh, Toast } from 'antd-mobile';
import { BankcardOutline, DeleteOutline, ReceivePaymentOutline, UserCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeletePayoutAccount, usePayoutAccounts } from '../../api/payout';
import { ROUTES } from '../../shared/routes';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';

/** The member's bound bank cards, USDT addresses and wallets: add, or delete after a confirmation. */
export function AccountManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accounts = usePayoutAccounts();
  const remove = useDeletePayoutAccount();

  const confirmDelete = async (id: number, name: string) => {
    const ok = await Dialog.confirm({
      content: t('accounts.delete_confirm', { name }),
      confirmText: t('accounts.delete'),
      cancelText: t('form.cancel'),
    });
    if (!ok || remove.isPending) return;
    remove.mutate(id, { onSuccess: (answer) => Toast.show({ content: answer.msg, duration: LIMITS.toastMs }) });
  };

  const deleteButton = (id: number, name: string) => (
    <button
      type="button"
      className="icon-button"
      aria-label={`${t('accounts.delete')} ${name}`}
      onClick={() => void confirmDelete(id, name)}
    >
      <DeleteOutline />
    </button>
  );

  const data = accounts.data;
  return (
    <Page title={t('accounts.title')}>
      <PullToRefresh
        onRefresh={async () => {
          await accounts.refetch();
        }}
      >
        {!data ? (
          <PageLoading />
        ) : (
          <>
            <Section
              title={t('accounts.bank_cards')}
              empty={data.bankCards.length === 0}
              addLabel={t('accounts.add_bank')}
              onAdd={() => navigate(ROUTES.addBankCard)}
            >
              {data.bankCards.map((card) => (
                <List.Item
                  key={card.id}
                  prefix={<BankcardOutline className="account-icon" />}
                  description={`${card.cardNumberMasked} · ${card.cardholderName}`}
                  extra={deleteButton(card.id, card.bankName)}
                >
                  {card.bankName}
                </List.Item>
              ))}
            </Section>
            <Section
              title={t('accounts.usdt_addresses')}
              empty={data.cryptoAddresses.length === 0}
              addLabel={t('accounts.add_usdt')}
              onAdd={() => navigate(ROUTES.addUSDT)}
            >
              {data.cryptoAddresses.map((a) => (
                <List.Item
                  key={a.id}
                  prefix={<ReceivePaymentOutline className="account-icon" />}
                  description={<span className="mono">{a.addressMasked}</span>}
                  extra={deleteButton(a.id, a.alias)}
                >
                  {`${a.alias} · ${a.coin} ${a.protocol}`}
                </List.Item>
              ))}
            </Section>
            <Section
              title={t('accounts.wallets')}
              empty={data.wallets.length === 0}
              addLabel={t('accounts.add_wallet')}
              onAdd={() => navigate(ROUTES.addWallet)}
            >
              {data.wallets.map((w) => (
                <List.Item
                  key={w.id}
                  prefix={<UserCircleOutline className="account-icon" />}
                  description={<span className="mono">{w.walletAddress}</span>}
                  extra={deleteButton(w.id, w.alias)}
                >
                  {`${w.alias} · ${w.realName}`}
                </List.Item>
              ))}
            </Section>
          </>
        )}
      </PullToRefresh>
    </Page>
  );
}

type SectionProps = { title: string; empty: boolean; addLabel: string; onAdd: () => void; children: ReactNode };

function Section({ title, empty, addLabel, onAdd, children }: SectionProps) {
  const { t } = useTranslation();
  return (
    <List
      mode="card"
      header={
        <div className="section-header">
          <span>{title}</span>
          <Button size="mini" color="primary" fill="none" onClick={onAdd}>
            + {addLabel}
          </Button>
        </div>
      }
    >
      {empty ? (
        <ErrorBlock status="empty" title={t('accounts.none')} description="" className="inline-empty" />
      ) : (
        children
      )}
    </List>
  );
}
