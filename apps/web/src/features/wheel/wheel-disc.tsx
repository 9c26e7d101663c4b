import type { Wheel } from '@app/contract';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { amountLabel, labelLines, lineBudget, segmentAngle, segmentPath } from './wheel-geometry';

type Prize = Wheel['list'][number];
type WheelDiscProps = {
  prizes: Prize[];
  discRef: Ref<SVGSVGElement>;
  /** The spin button, in the middle of the wheel. */
  children: ReactNode;
};

const RADIUS = 96;
// The first line of a name, clear of the pointer; the lines below go inwards.
const LABEL_RADIUS = 72;

/** One segment's colour: alternating, and a third for the last of an odd count so neighbours always differ. */
const tone = (index: number, count: number) => (count % 2 === 1 && index === count - 1 ? 2 : index % 2);

/**
 * The wheel drawn as SVG: one segment per prize with its name (and amount), turned by `--wheel-turn`,
 * which use-wheel-spin.ts sets from the server's answer; the pointer stays at the top, the button in the middle.
 */
export function WheelDisc({ prizes, discRef, children }: WheelDiscProps) {
  const { t } = useTranslation();
  const count = prizes.length;
  const budget = lineBudget(count, LABEL_RADIUS);

  return (
    <div className="wheel-frame">
      <svg
        ref={discRef}
        className="wheel-disc"
        viewBox="-100 -100 200 200"
        role="img"
        aria-label={prizes.map((p) => p.name).join(', ')}
        data-testid="wheel-disc"
      >
        <circle className="wheel-rim" r={RADIUS + 4} />
        {prizes.map((prize, i) => {
          const lines = labelLines(prize.name, budget);
          const amount = prize.kind === 'cash' ? amountLabel(prize.name, prize.amount) : null;
          return (
            <g key={prize.index} data-index={prize.index}>
              <path className={`wheel-segment wheel-tone-${tone(i, count)}`} d={segmentPath(i, count, RADIUS)} />
              <g transform={`rotate(${i * segmentAngle(count)})`} className="wheel-label">
                {lines.map((line, n) => (
                  <text key={n} y={-LABEL_RADIUS + n * 9} textAnchor="middle">
                    {line}
                  </text>
                ))}
                {amount && (
                  <text y={-LABEL_RADIUS + 11 + (lines.length - 1) * 9} textAnchor="middle" className="wheel-amount">
                    {t('money.cny', { amount: formatMoney(amount) })}
                  </text>
                )}
              </g>
            </g>
          );
        })}
      </svg>
      <svg className="wheel-pointer" viewBox="0 0 24 30" aria-hidden="true">
        <path d="M12 30 L2 6 A12 12 0 0 1 22 6 Z" />
      </svg>
      {children}
    </div>
  );
}
