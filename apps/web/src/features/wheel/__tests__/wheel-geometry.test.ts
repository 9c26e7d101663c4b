import { describe, expect, it } from 'vitest';
import { amountLabel, labelLines, segmentPath, stopAngle } from '../wheel-geometry';

describe('the wheel’s geometry', () => {
  it('stops with the server’s prize under the pointer, always turning forward', () => {
    expect(stopAngle(0, 0, 10, 0)).toBe(0);
    expect(stopAngle(0, 3, 10, 0)).toBe(252);
    expect(stopAngle(0, 3, 10, 6)).toBe(6 * 360 + 252);
    // From where the last spin stopped: the next prize is reached going on clockwise.
    for (const [from, index, count] of [
      [2412, 7, 10],
      [252, 2, 10],
      [100, 11, 12],
      [0, 4, 9],
    ] as const) {
      const stop = stopAngle(from, index, count, 6);
      expect(stop - from).toBeGreaterThanOrEqual(6 * 360);
      expect(stop - from).toBeLessThan(7 * 360);
      // Segment `index`, drawn at index × 360/count, is then at the top.
      expect((((index * 360) / count + stop) % 360) % 360).toBeCloseTo(0, 6);
    }
  });

  it('draws a segment centred on its angle', () => {
    expect(segmentPath(0, 10, 100)).toBe('M0 0 L-30.902 -95.106 A100 100 0 0 1 30.902 -95.106 Z');
  });

  it('puts a long name on two lines, between words where it has spaces', () => {
    expect(labelLines('Smartphone', 11)).toEqual(['Smartphone']);
    expect(labelLines('Better luck next time', 11)).toEqual(['Better luck', 'next time']);
    expect(labelLines('品牌保温杯', 11)).toEqual(['品牌保温杯']);
    expect(labelLines('品牌保温杯', 8)).toEqual(['品牌保温', '杯']);
    expect(labelLines('a bb cc dd ee ff', 5)).toEqual(['a bb', 'cc d…']);
  });

  it('shows a cash amount only where the name does not say it', () => {
    expect(amountLabel('0.88元', '0.88')).toBeNull();
    expect(amountLabel('888元', '888.00')).toBeNull();
    expect(amountLabel('18.80', '18.80')).toBeNull();
    expect(amountLabel('Red packet', '8.80')).toBe('8.80');
  });
});
