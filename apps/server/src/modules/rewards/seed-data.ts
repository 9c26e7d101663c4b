/**
 * The VIP table a new platform starts with, in yuan (docs/decisions.md, VIP): VIP1 on the first
 * deposit, then deposits and turnover together; operators change it through admin/vip/levels/save.
 * Columns: level, deposits, turnover, weekly red packet, level-up gift, monthly gift, birthday gift.
 */
export const DEFAULT_VIP_TABLE: readonly (readonly [number, number, number, number, number, number, number])[] = [
  [0, 0, 0, 0, 0, 0, 0],
  [1, 100, 0, 5, 8, 10, 18],
  [2, 1_000, 5_000, 10, 28, 30, 38],
  [3, 5_000, 30_000, 28, 58, 68, 88],
  [4, 20_000, 100_000, 58, 128, 128, 188],
  [5, 50_000, 300_000, 128, 288, 288, 388],
  [6, 100_000, 800_000, 288, 588, 588, 888],
  [7, 300_000, 2_000_000, 588, 1_288, 1_288, 1_888],
  [8, 800_000, 5_000_000, 1_288, 2_888, 2_888, 3_888],
  [9, 2_000_000, 12_000_000, 2_888, 8_888, 5_888, 8_888],
];
/** Every perk comes with 1x its amount in turnover before it can be withdrawn. */
export const DEFAULT_TURNOVER_PERCENT = 100;
