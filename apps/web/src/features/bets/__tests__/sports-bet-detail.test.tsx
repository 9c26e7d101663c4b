import type { SportsBetDetail } from '@app/contract';
import { zh_hans } from '@app/contract/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SportsBetDetailView } from '../sports-bet-detail';

const leg = (over: Partial<SportsBetDetail['legs'][number]>): SportsBetDetail['legs'][number] => ({
  fixtureId: 'sports_football-20000-1',
  sport: 'football',
  league: { zh_hans: '蔚蓝海岸联赛', en: 'Azure Coast League' },
  home: { zh_hans: '港城FC', en: 'Harbor City FC' },
  away: { zh_hans: '北风联', en: 'Northwind United' },
  startsAt: '2031-03-04T06:30:00.000Z',
  market: '1x2',
  line: null,
  selection: 'home',
  odds: '2.10',
  result: 'won',
  score: '2-1',
  ...over,
});
const parlay: SportsBetDetail = {
  kind: 'sports',
  type: 'parlay',
  odds: '3.78',
  legs: [
    leg({}),
    leg({ fixtureId: 'sports_football-20000-2', market: 'handicap', line: '+1.5', selection: 'away', odds: '1.80' }),
    leg({
      fixtureId: 'sports_football-20000-3',
      market: 'total',
      line: '2.5',
      selection: 'over',
      result: 'void',
      score: null,
    }),
  ],
};

describe('a sportsbook bet in the bet detail', () => {
  afterEach(cleanup);

  it('shows each leg in the member language: fixture, league, kick-off, market, selection with its line, odds, result, score', () => {
    render(<SportsBetDetailView detail={parlay} timeZone="Asia/Shanghai" />);
    expect(screen.getByRole('heading', { name: zh_hans['sports.legs_title'] })).toBeInTheDocument();
    expect(screen.getByText('串关 · 3场')).toBeInTheDocument();
    expect(screen.getByTestId('sports-total-odds')).toHaveTextContent('3.78');
    const legs = screen.getAllByTestId('sports-leg');
    expect(legs).toHaveLength(3);
    const first = within(legs[0]!);
    expect(first.getByText('港城FC v 北风联')).toBeInTheDocument();
    expect(first.getByText('蔚蓝海岸联赛 · 足球')).toBeInTheDocument();
    expect(first.getByText('2031-03-04 14:30:00')).toBeInTheDocument();
    expect(first.getByText(zh_hans['sports.market.1x2'])).toBeInTheDocument();
    expect(first.getByTestId('sports-leg-selection')).toHaveTextContent('港城FC');
    expect(first.getByText(zh_hans['sports.leg.won'])).toBeInTheDocument();
    expect(first.getByTestId('sports-leg-score')).toHaveTextContent('2-1');
    expect(within(legs[1]!).getByTestId('sports-leg-selection')).toHaveTextContent('北风联 +1.5');
    expect(within(legs[2]!).getByTestId('sports-leg-selection')).toHaveTextContent('大 2.5');
    expect(within(legs[2]!).getByText(zh_hans['sports.leg.void'])).toBeInTheDocument();
    expect(within(legs[2]!).getByTestId('sports-leg-score')).toHaveTextContent('--');
    // A void leg counts odds 1.00: the page says so.
    expect(screen.getByText(zh_hans['sports.reduced_note'])).toBeInTheDocument();
  });

  it('a single says so and has no note', () => {
    render(
      <SportsBetDetailView
        detail={{ ...parlay, type: 'single', odds: '2.10', legs: [leg({})] }}
        timeZone={undefined}
      />,
    );
    expect(screen.getByText(zh_hans['sports.type.single'])).toBeInTheDocument();
    expect(screen.queryByText(zh_hans['sports.reduced_note'])).toBeNull();
  });
});
