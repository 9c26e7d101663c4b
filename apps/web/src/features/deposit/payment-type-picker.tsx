import type { PaymentType } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { PaymentTypeIcon } from './payment-type-icon';

type PaymentTypePickerProps = {
  types: { type: PaymentType; name: string }[];
  value: PaymentType;
  onChange: (type: PaymentType) => void;
};

/** The payment methods as a grid of radio buttons. */
export function PaymentTypePicker({ types, value, onChange }: PaymentTypePickerProps) {
  const { t } = useTranslation();
  return (
    <List mode="card" header={t('recharge.method')}>
      <div className="pay-type-grid" role="radiogroup" aria-label={t('recharge.method')}>
        {types.map((g) => (
          <button
            key={g.type}
            type="button"
            role="radio"
            aria-checked={g.type === value}
            className={`pay-type${g.type === value ? ' pay-type-active' : ''}`}
            onClick={() => onChange(g.type)}
          >
            <PaymentTypeIcon type={g.type} />
            <span className="pay-type-name">{g.name}</span>
          </button>
        ))}
      </div>
    </List>
  );
}
