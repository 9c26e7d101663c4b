import List from 'antd-mobile/es/components/list';
import Picker from 'antd-mobile/es/components/picker';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';

export type WalletOption = { value: string; name: string; balance: string | null };

type WalletSidePickerProps = {
  label: string;
  value: string;
  options: WalletOption[];
  onChange: (value: string) => void;
};

/** One side of a transfer: a row that opens a picker of the wallets. */
export function WalletSidePicker({ label, value, options, onChange }: WalletSidePickerProps) {
  const { t } = useTranslation();
  const current = options.find((o) => o.value === value);
  const describe = (o: WalletOption) => `${o.name} (${o.balance === null ? '--' : formatMoney(o.balance)})`;

  return (
    <List.Item
      className="adm-form-item adm-form-item-horizontal"
      prefix={<span className="adm-form-item-label">{label}</span>}
      onClick={async () => {
        const picked = await Picker.prompt({
          columns: [options.map((o) => ({ label: describe(o), value: o.value }))],
          defaultValue: [value],
          confirmText: t('form.confirm'),
          cancelText: t('form.cancel'),
        });
        const next = picked?.[0];
        if (typeof next === 'string' && next !== value) onChange(next);
      }}
    >
      <span className="wallet-side" aria-label={label}>
        {current ? describe(current) : t('transfer.choose_wallet')}
      </span>
    </List.Item>
  );
}
