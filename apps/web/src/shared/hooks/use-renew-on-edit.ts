import { useEffect, useRef } from 'react';

/**
 * Renews a money action's Idempotency-Key when the member edits what it would send (`draft`: the
 * form's values, the slip), then runs `onEdit` (e.g. to drop a refusal that no longer applies).
 * An edit makes a new action; a retry of the same, unanswered submission keeps its key, so it can
 * never be carried out twice (see `useIdempotentSubmit` in api/idempotency.ts).
 */
export function useRenewOnEdit(renew: () => void, draft: unknown, onEdit?: () => void) {
  const edition = JSON.stringify(draft) ?? '';
  const seen = useRef(edition);
  const latestOnEdit = useRef(onEdit);
  useEffect(() => {
    latestOnEdit.current = onEdit;
  });

  useEffect(() => {
    if (edition === seen.current) return;
    seen.current = edition;
    renew();
    latestOnEdit.current?.();
  }, [edition, renew]);
}
