import { MoneySchema } from '@app/contract';

/**
 * A wire amount ("1234.5" or "1234.50") as "1,234.50": always 2 decimals, digits grouped.
 * Works on the string, never through a float, so large amounts stay exact.
 */
export function formatMoney(amount: string): string {
  const normalised = MoneySchema.safeParse(amount).success ? amount : normaliseDecimals(amount);
  const [whole = '0', fraction = '00'] = normalised.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${normalised.startsWith('-') ? '-' : ''}${grouped}.${fraction}`;
}

function normaliseDecimals(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return '0.00';
  return `${match[1]}${match[2]}.${(match[3] ?? '').padEnd(2, '0')}`;
}
