// The disc: every prize gets an equal segment whatever its chance (the chances are on the rules page);
// angles are degrees clockwise from the top, where the pointer is.

/** Degrees each of `count` segments takes. */
export const segmentAngle = (count: number) => 360 / count;

function point(angle: number, radius: number): string {
  const rad = (angle * Math.PI) / 180;
  return `${(radius * Math.sin(rad)).toFixed(3)} ${(-radius * Math.cos(rad)).toFixed(3)}`;
}

/** The SVG path of segment `index` on a disc of `radius` centred at 0,0, centred on `index` × the segment angle. */
export function segmentPath(index: number, count: number, radius: number): string {
  const size = segmentAngle(count);
  const from = (index - 0.5) * size;
  const to = (index + 0.5) * size;
  const large = size > 180 ? 1 : 0;
  return `M0 0 L${point(from, radius)} A${radius} ${radius} 0 ${large} 1 ${point(to, radius)} Z`;
}

/**
 * The disc's rotation that brings segment `index` under the pointer: `from` plus `turns` whole turns
 * plus what is left to reach it going clockwise. The index is the server's answer; nothing here picks it.
 */
export function stopAngle(from: number, index: number, count: number, turns: number): number {
  const target = (((360 - index * segmentAngle(count)) % 360) + 360) % 360;
  const current = ((from % 360) + 360) % 360;
  return from + turns * 360 + ((target - current + 360) % 360);
}

/** Roughly how many Latin letters fit on a line across a segment (a CJK character counts two). */
export function lineBudget(count: number, radius: number): number {
  return Math.max(4, Math.floor(((2 * Math.PI * radius) / count) * 0.28));
}

const width = (text: string) => [...text].reduce((sum, c) => sum + (c.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);

/** A prize name on at most two lines of `budget`, broken between words where it has spaces; cut with "…" beyond. */
export function labelLines(name: string, budget: number): string[] {
  const words = name.includes(' ') ? name.split(/\s+/) : [...name];
  const joiner = name.includes(' ') ? ' ' : '';
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line}${joiner}${word}` : word;
    if (line && width(next) > budget) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0]!, `${[...lines[1]!].slice(0, Math.max(1, budget - 1)).join('')}…`];
}

/** The amount to show under a cash prize's name, unless the name already says it ("0.88元", "888"). */
export function amountLabel(name: string, amount: string): string | null {
  const plain = amount.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
  return name.includes(plain) ? null : amount;
}
