import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/money';
import './money-text.css';

type MoneyTextProps = {
  /** A wire amount, "1234.5" or "-12.00". */
  amount: string;
  /** Show the sign, "+" too, and colour by it (ledger lines). */
  signed?: boolean;
  className?: string;
};

/** An amount with 2 decimals and the currency, in the member's language. */
export function MoneyText({ amount, signed = false, className }: MoneyTextProps) {
  const { t } = useTranslation();
  const negative = amount.trim().startsWith('-');
  const text = t('money.cny', { amount: formatMoney(amount.trim().replace(/^-/, '')) });
  const sign = negative ? '-' : signed ? '+' : '';
  const classes = ['money-text', signed && (negative ? 'money-out' : 'money-in'), className].filter(Boolean);
  return <span className={classes.join(' ')}>{`${sign}${text}`}</span>;
}
