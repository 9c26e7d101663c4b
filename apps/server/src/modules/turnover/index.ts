import { turnover } from './service.ts';

/** The turnover requirement (the "coding amount"); other modules receive it as `deps.turnover`. */
export type Turnover = typeof turnover;

export function startTurnover(): Turnover {
  return turnover;
}
