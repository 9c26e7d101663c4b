import type { InterestData } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';

const WIDTH = 300;
const HEIGHT = 80;
const PAD = 4;

/** The points of a line over `values`, scaled to the box; a flat line along the bottom when all are 0. */
export function sparkPoints(values: number[]): string {
  const max = Math.max(...values, 0);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const y = HEIGHT - PAD - (max > 0 ? (v / max) * (HEIGHT - 2 * PAD) : 0);
      return `${(PAD + i * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * The last 30 days' interest as a sparkline drawn in SVG: a chart library would weigh more than
 * the whole page for one line (docs/decisions.md, Interest wallet).
 */
export function InterestChart({ days }: { days: InterestData['chart'] }) {
  const { t } = useTranslation();
  const values = days.map((d) => Number(d.amount));
  const sum = days.reduce((s, d) => s + Math.round(Number(d.amount) * 100), 0);
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  return (
    <section className="interest-card interest-chart">
      <div className="interest-chart-head">
        <span>{t('interest.chart')}</span>
        <span>{formatMoney((sum / 100).toFixed(2))}</span>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('interest.chart')} className="interest-spark">
        <polyline points={sparkPoints(values)} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div className="interest-chart-axis">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </section>
  );
}
