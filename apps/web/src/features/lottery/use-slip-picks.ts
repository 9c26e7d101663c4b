import { useCallback, useMemo, useState } from 'react';
import { groupOptions, optionKey, type OddsOption } from './slip';

/** The slip being made: the options picked (by key) and the stake of each. */
export function useSlipPicks<T extends OddsOption>(options: T[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [stake, setStake] = useState('10');
  const groups = useMemo(() => groupOptions(options), [options]);
  const selected = useMemo(() => options.filter((o) => picked.has(optionKey(o))), [options, picked]);
  const toggle = useCallback((key: string) => {
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Set()), []);

  return { picked, stake, setStake, groups, selected, toggle, clear };
}
