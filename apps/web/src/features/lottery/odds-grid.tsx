import type { LotteryGameCode } from '@app/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Die } from '../../shared/ui/draw-result';
import { optionKey, type OddsGroup, type OddsOption } from './slip';

type OddsGridProps = {
  game: LotteryGameCode;
  groups: { group: OddsGroup; options: OddsOption[] }[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  disabled: boolean;
};

/** The bet options by group; tapping one adds it to the slip or takes it out. */
export const OddsGrid = memo(function OddsGrid({ game, groups, selected, onToggle, disabled }: OddsGridProps) {
  const { t } = useTranslation();
  return (
    <>
      {groups.map(({ group, options }) => (
        <section key={group} className="lottery-card" aria-labelledby={`odds-${group}`}>
          <header className="lottery-card-header">
            <h2 id={`odds-${group}`}>{t(`lottery_page.group.${group}`)}</h2>
          </header>
          <div className={`odds-grid odds-grid-${group}`} role="group" aria-labelledby={`odds-${group}`}>
            {options.map((o) => {
              const key = optionKey(o);
              const on = selected.has(key);
              return (
                <button
                  key={key}
                  type="button"
                  className={on ? 'odds-cell odds-cell-on' : 'odds-cell'}
                  aria-pressed={on}
                  aria-label={`${o.label} ${t('lottery_page.odds_value', { odds: o.odds })}`}
                  disabled={disabled}
                  onClick={() => onToggle(key)}
                >
                  <OptionFace game={game} option={o} />
                  <span className="odds-value">{o.odds}</span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
});

/** Sums as numbers, Fast 3 triples and pairs as dice, everything else by its name. */
function OptionFace({ game, option }: { game: LotteryGameCode; option: OddsOption }) {
  if (option.kind === 'sum') return <span className="odds-sum">{option.pick}</span>;
  if (game === 'fast3' && option.pick !== null && (option.kind === 'triple' || option.kind === 'pair')) {
    const count = option.kind === 'triple' ? 3 : 2;
    return (
      <span className="odds-dice">
        {Array.from({ length: count }, (_, i) => (
          <Die key={i} value={option.pick!} size={18} />
        ))}
      </span>
    );
  }
  return <span className="odds-label">{option.label}</span>;
}
