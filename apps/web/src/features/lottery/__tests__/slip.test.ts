import { betOptions, formatFen, type LotteryGameCode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { checkStake, groupOptions, optionKey, potentialPayout, type OddsOption } from '../slip';

const optionsOf = (game: LotteryGameCode): OddsOption[] =>
  betOptions(game).map((o) => ({
    kind: o.kind,
    pick: o.pick,
    label: `${o.kind} ${o.pick ?? ''}`.trim(),
    odds: formatFen(o.oddsHundredths),
    minStake: '2.00',
    maxStake: '10000.00',
  }));

describe('groupOptions', () => {
  it('groups Fast 3 into sides, sums, triples and pairs, every option once', () => {
    const options = optionsOf('fast3');
    const groups = groupOptions(options);
    expect(groups.map((g) => g.group)).toEqual(['sides', 'sum', 'triple', 'pair']);
    expect(groups[0]!.options.map((o) => o.kind)).toEqual(['big', 'small', 'odd', 'even']);
    expect(groups[1]!.options).toHaveLength(16);
    expect(groups[2]!.options.map(optionKey)).toEqual([
      'triple_any:-',
      ...[1, 2, 3, 4, 5, 6].map((f) => `triple:${f}`),
    ]);
    expect(groups.flatMap((g) => g.options)).toHaveLength(options.length);
  });

  it('puts the PC28 patterns together', () => {
    const groups = groupOptions(optionsOf('pc28'));
    expect(groups.map((g) => g.group)).toEqual(['sides', 'sum', 'pattern']);
    expect(groups[1]!.options).toHaveLength(28);
    expect(groups[2]!.options.map((o) => o.kind)).toEqual(['triple_any', 'pair', 'straight']);
  });
});

describe('checkStake', () => {
  const [big, small] = optionsOf('fast3').filter((o) => o.kind === 'big' || o.kind === 'small');

  it('totals stake x selections', () => {
    expect(checkStake('10', [big!, small!])).toEqual({ ok: true, stakeFen: 1000n, totalFen: 2000n, total: '20.00' });
    expect(checkStake('2.5', [big!])).toMatchObject({ ok: true, total: '2.50' });
  });

  it('refuses what the server refuses', () => {
    expect(checkStake('10', [])).toEqual({ ok: false, error: 'lottery.bets_required' });
    expect(checkStake('', [big!])).toEqual({ ok: false, error: 'rules.amount' });
    expect(checkStake('1.234', [big!])).toEqual({ ok: false, error: 'rules.amount' });
    expect(checkStake('0', [big!])).toEqual({ ok: false, error: 'rules.amount' });
    expect(checkStake('1.99', [big!])).toEqual({
      ok: false,
      error: 'lottery.stake_range',
      params: { min: '2.00', max: '10000.00' },
    });
    expect(checkStake('10000.01', [big!])).toMatchObject({ ok: false, error: 'lottery.stake_range' });
  });
});

describe('potentialPayout', () => {
  it('is stake x odds rounded down to the fen', () => {
    expect(potentialPayout(1000n, '1.94')).toBe('19.40');
    expect(potentialPayout(333n, '1.94')).toBe('6.46');
  });
});
