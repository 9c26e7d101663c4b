import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';

/**
 * Filters kept in the page's history entry (the pages take no route parameters): coming back
 * from an order's details finds them as they were, and another page may open this one on a
 * filter by navigating with that state.
 */
export function usePageState<S extends z.ZodType>(schema: S): [z.output<S>, (next: z.output<S>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = schema.safeParse(location.state ?? {});
  // Whatever else sits in the entry is ignored; the schema's defaults stand in for it.
  const value = (parsed.success ? parsed.data : schema.parse({})) as z.output<S>;
  const setValue = (next: z.output<S>) => navigate(location.pathname, { replace: true, state: next });
  return [value, setValue];
}
