import { parseAmountToFen } from '@app/contract';
import Selector from 'antd-mobile/es/components/selector';
import { formatMoney } from '../../shared/format/money';

const QUICK_AMOUNTS = ['100', '500', '1000', '5000', '10000', '50000'];

type AmountChipsProps = { min: string; max: string; value: string; onPick: (amount: string) => void };

/** Quick amounts within the channel's limits; the one matching the typed amount is marked. */
export function AmountChips({ min, max, value, onPick }: AmountChipsProps) {
  const lo = parseAmountToFen(min) ?? 0n;
  const hi = parseAmountToFen(max) ?? 0n;
  const options = QUICK_AMOUNTS.filter((a) => {
    const fen = parseAmountToFen(a)!;
    return fen >= lo && fen <= hi;
  }).map((a) => ({ label: formatMoney(a), value: a }));
  const typed = parseAmountToFen(value);
  const selected = options.filter((o) => parseAmountToFen(o.value) === typed).map((o) => o.value);

  return (
    <Selector
      className="amount-chips"
      columns={3}
      showCheckMark={false}
      options={options}
      value={selected}
      onChange={(picked) => {
        if (picked[0]) onPick(picked[0]);
      }}
    />
  );
}
