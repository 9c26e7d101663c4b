import { LIMITS, type RecycleResult } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useRecycleAll } from '../../api/wallet';

/** One-click recycle, and what it did at each venue until the member closes the results. */
export function useRecycle() {
  const recycle = useRecycleAll();
  const [recycled, setRecycled] = useState<RecycleResult | null>(null);

  const recycleAll = async () => {
    try {
      const answer = await recycle.submit(undefined);
      if (!answer) return;
      Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
      setRecycled(answer.data);
    } catch {
      // Shown by the request helper.
    }
  };

  return { pending: recycle.pending, recycleAll, recycled, close: () => setRecycled(null) };
}
