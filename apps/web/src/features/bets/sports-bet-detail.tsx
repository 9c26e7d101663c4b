import type { Lang, SportsBetDetail } from '@app/contract';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useSession } from '../../shared/session/session-store';
import './sports-bet-detail.css';

type Leg = SportsBetDetail['legs'][number];

const RESULT_COLOR: Record<Leg['result'], string> = {
  pending: 'primary',
  won: 'success',
  lost: 'danger',
  void: 'default',
};

const SPORTS = ['football', 'basketball', 'esports_moba', 'esports_shooter'] as const;
const isSport = (s: string): s is (typeof SPORTS)[number] => (SPORTS as readonly string[]).includes(s);

/** What the leg backed, in the member's words: the side's team (with its line), a draw, or over/under the total. */
function selectionText(leg: Leg, lang: Lang, label: string): string {
  const side = leg.selection === 'home' ? leg.home[lang] : leg.selection === 'away' ? leg.away[lang] : null;
  return leg.line === null ? (side ?? label) : `${side ?? label} ${leg.line}`;
}

/** A sportsbook bet in the bet detail: single or parlay, its total odds, and each leg with its fixture, price and result. */
export function SportsBetDetailView({ detail, timeZone }: { detail: SportsBetDetail; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const voided = detail.type === 'parlay' && detail.legs.some((l) => l.result === 'void');

  return (
    <section className="bet-verify sports-bet" aria-labelledby="sports-bet-title" data-testid="sports-bet">
      <h2 id="sports-bet-title">{t('sports.legs_title')}</h2>
      <div className="sports-bet-summary">
        <span>
          {detail.type === 'parlay' ? t('sports.type.parlay', { n: detail.legs.length }) : t('sports.type.single')}
        </span>
        <span>
          {t('sports.total_odds')} <b data-testid="sports-total-odds">{detail.odds}</b>
        </span>
      </div>
      <ol className="sports-legs">
        {detail.legs.map((leg) => (
          <li key={leg.fixtureId} className="sports-leg" data-testid="sports-leg">
            <div className="sports-leg-head">
              <span className="sports-leg-teams">
                {leg.home[lang]} v {leg.away[lang]}
              </span>
              <Tag color={RESULT_COLOR[leg.result]} fill="outline">
                {t(`sports.leg.${leg.result}`)}
              </Tag>
            </div>
            <div className="sports-leg-league">
              {leg.league[lang]} · {isSport(leg.sport) ? t(`sports.sport.${leg.sport}`) : leg.sport}
            </div>
            <dl className="sports-leg-facts">
              <dt>{t('sports.kickoff')}</dt>
              <dd>{formatDateTime(leg.startsAt, timeZone)}</dd>
              <dt>{t('sports.market')}</dt>
              <dd>{t(`sports.market.${leg.market}`)}</dd>
              <dt>{t('sports.selection')}</dt>
              <dd data-testid="sports-leg-selection">
                {selectionText(leg, lang, t(`sports.selection.${leg.selection}`))}
              </dd>
              <dt>{t('sports.odds')}</dt>
              <dd>{leg.odds}</dd>
              <dt>{t('sports.score')}</dt>
              <dd data-testid="sports-leg-score">{leg.score ?? '--'}</dd>
            </dl>
          </li>
        ))}
      </ol>
      {voided && <p className="proof-note">{t('sports.reduced_note')}</p>}
    </section>
  );
}
