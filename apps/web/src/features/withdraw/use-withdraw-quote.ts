import type { WithdrawMethod } from '@app/contract';
import { ApiError } from '../../api/api-error';
import { useWithdrawPreview } from '../../api/withdraw';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { WithdrawFormSchema } from './withdraw-schema';

/**
 * The server's quote (limits, fee, actual amount) for the typed amount once typing pauses; nothing
 * is asked for an amount that is not valid. A refusal of the amount comes back as `error`.
 */
export function useWithdrawQuote(method: WithdrawMethod, amount: string) {
  const settled = useDebouncedValue(amount.trim(), 300);
  const checked = WithdrawFormSchema.shape.amount.safeParse(settled).success ? settled : null;
  const preview = useWithdrawPreview(method, checked);
  const error = checked !== null && preview.error instanceof ApiError ? preview.error.message : null;
  const quote = checked !== null && !preview.isError ? preview.data : undefined;
  return { quote, error };
}
