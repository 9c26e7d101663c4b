import { betWins, type LotteryGameCode } from '@app/contract';
import { useTranslation } from 'react-i18next';
import './draw-result.css';

// Pip centres of a die face on a 24 x 24 box.
const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [
    [7, 7],
    [17, 17],
  ],
  3: [
    [6.5, 6.5],
    [12, 12],
    [17.5, 17.5],
  ],
  4: [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  5: [
    [6.5, 6.5],
    [17.5, 6.5],
    [12, 12],
    [6.5, 17.5],
    [17.5, 17.5],
  ],
  6: [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
};

/** One die showing `value` (1-6). */
export function Die({ value, size = 26 }: { value: number; size?: number }) {
  return (
    <svg className="die" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={String(value)}>
      <rect x="1" y="1" width="22" height="22" rx="5" className="die-face" />
      {(PIPS[value] ?? []).map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r={value === 1 ? 3.2 : 2.2}
          className={value === 1 ? 'die-pip die-pip-one' : 'die-pip'}
        />
      ))}
    </svg>
  );
}

/** Big/small and odd/even of a result, or "triple" where Fast 3 counts a triple as neither. */
export function resultTags(
  game: LotteryGameCode,
  result: number[],
): ('big' | 'small' | 'odd' | 'even' | 'triple_any')[] {
  if (game === 'fast3' && betWins(game, { kind: 'triple_any', pick: null }, result)) return ['triple_any'];
  const size = betWins(game, { kind: 'big', pick: null }, result) ? 'big' : 'small';
  const parity = betWins(game, { kind: 'odd', pick: null }, result) ? 'odd' : 'even';
  return [size, parity];
}

type DrawResultProps = {
  game: LotteryGameCode;
  result: number[];
  /** Show big/small and odd/even after the sum. */
  tags?: boolean;
  size?: 'small' | 'large';
};

/** A result: dice for Fast 3, digits for PC28, then the sum. */
export function DrawResult({ game, result, tags = true, size = 'small' }: DrawResultProps) {
  const { t } = useTranslation();
  const sum = result.reduce((s, v) => s + v, 0);
  return (
    <span
      className={`draw-result draw-result-${size}`}
      aria-label={t('draw.result_label', { result: result.join(' '), sum })}
    >
      {game === 'fast3'
        ? result.map((v, i) => <Die key={i} value={v} size={size === 'large' ? 32 : 24} />)
        : result.map((v, i) => (
            <span key={i} className="draw-ball">
              {v}
            </span>
          ))}
      <span className="draw-sum">{sum}</span>
      {tags &&
        resultTags(game, result).map((tag) => (
          <span key={tag} className={`draw-tag draw-tag-${tag}`}>
            {t(`lottery.kind.${tag}`)}
          </span>
        ))}
    </span>
  );
}
