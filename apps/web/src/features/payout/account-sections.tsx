import type { UserWithdrawList } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import ReceivePaymentOutline from 'antd-mobile-icons/es/ReceivePaymentOutline';
import UserCircleOutline from 'antd-mobile-icons/es/UserCircleOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { UsableFrom } from '../../shared/ui/usable-from';

type OnDelete = (id: number, name: string) => void;
type SectionsProps = { accounts: UserWithdrawList; onDelete: OnDelete };

/** Bank cards, USDT addresses and wallets, each with its add button. */
export function AccountSections({ accounts, onDelete }: SectionsProps) {
  return (
    <>
      <BankCards accounts={accounts} onDelete={onDelete} />
      <UsdtAddresses accounts={accounts} onDelete={onDelete} />
      <Wallets accounts={accounts} onDelete={onDelete} />
    </>
  );
}

function BankCards({ accounts, onDelete }: SectionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = accounts.bankCards;
  return (
    <Section
      title={t('accounts.bank_cards')}
      empty={cards.length === 0}
      addLabel={t('accounts.add_bank')}
      onAdd={() => navigate(ROUTES.addBankCard)}
    >
      {cards.map((card) => (
        <List.Item
          key={card.id}
          prefix={<BankcardOutline className="account-icon" />}
          description={
            <>
              {`${card.cardNumberMasked} · ${card.cardholderName}`}
              <UsableFrom at={card.usableFrom} />
            </>
          }
          extra={<DeleteButton name={card.bankName} onClick={() => onDelete(card.id, card.bankName)} />}
        >
          {card.bankName}
        </List.Item>
      ))}
    </Section>
  );
}

function UsdtAddresses({ accounts, onDelete }: SectionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = accounts.cryptoAddresses;
  return (
    <Section
      title={t('accounts.usdt_addresses')}
      empty={addresses.length === 0}
      addLabel={t('accounts.add_usdt')}
      onAdd={() => navigate(ROUTES.addUSDT)}
    >
      {addresses.map((a) => (
        <List.Item
          key={a.id}
          prefix={<ReceivePaymentOutline className="account-icon" />}
          description={
            <>
              <span className="mono">{a.addressMasked}</span>
              <UsableFrom at={a.usableFrom} />
            </>
          }
          extra={<DeleteButton name={a.alias} onClick={() => onDelete(a.id, a.alias)} />}
        >
          {`${a.alias} · ${a.coin} ${a.protocol}`}
        </List.Item>
      ))}
    </Section>
  );
}

function Wallets({ accounts, onDelete }: SectionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallets = accounts.wallets;
  return (
    <Section
      title={t('accounts.wallets')}
      empty={wallets.length === 0}
      addLabel={t('accounts.add_wallet')}
      onAdd={() => navigate(ROUTES.addWallet)}
    >
      {wallets.map((w) => (
        <List.Item
          key={w.id}
          prefix={<UserCircleOutline className="account-icon" />}
          description={
            <>
              <span className="mono">{w.walletAddress}</span>
              <UsableFrom at={w.usableFrom} />
            </>
          }
          extra={<DeleteButton name={w.alias} onClick={() => onDelete(w.id, w.alias)} />}
        >
          {`${w.alias} · ${w.realName}`}
        </List.Item>
      ))}
    </Section>
  );
}

function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="icon-button" aria-label={`${t('accounts.delete')} ${name}`} onClick={onClick}>
      <DeleteOutline />
    </button>
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
