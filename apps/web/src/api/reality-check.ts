import { REALITY_CHECK_API } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './client';

// The reality check's reading, apart from api/responsible.ts, whose forms bring much of the pages'
// shared code: the reality check is loaded on every visit of a signed-in member (app/reality-check-slot.tsx).

/** Under responsible play's keys (api/responsible.ts), so saving a setting asks for it again. */
export const REALITY_CHECK_KEY = ['responsible', 'reality'] as const;

/** The reality check's interval and the net result since this session began; asked again when a reminder is due. */
export const useRealityCheck = () =>
  useQuery({
    queryKey: REALITY_CHECK_KEY,
    queryFn: async ({ signal }) => (await call(REALITY_CHECK_API.realityCheck, undefined, { signal })).data,
    staleTime: 0,
  });
