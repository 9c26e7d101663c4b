import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-error';

/**
 * A fresh Idempotency-Key: 32 hex digits from the platform's CSPRNG. getRandomValues works on
 * plain-HTTP pages too, where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type IdempotentCall<I, R> = (input: I, idempotencyKey: string) => Promise<R>;

/**
 * One money action of a form. The key is made when the form opens and renewed when the member
 * edits it (`renew`), after an answer decided the action (success or a business refusal, which
 * the server would replay for that key), but kept when no answer came back, so a retry of the
 * same submission cannot happen twice. While a call runs, further submits are ignored: a
 * double tap never sends a second request.
 */
export function useIdempotentSubmit<I, R>(call: IdempotentCall<I, R>) {
  const key = useRef<string>(null);
  key.current ??= newIdempotencyKey();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const latest = useRef(call);
  useEffect(() => {
    latest.current = call;
  });

  const renew = useCallback(() => {
    key.current = newIdempotencyKey();
  }, []);

  /** Resolves with the answer, or undefined when a call was already running; rejects as `call` does. */
  const submit = useCallback(
    async (input: I): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        const result = await latest.current(input, key.current!);
        renew();
        return result;
      } catch (error) {
        if (error instanceof ApiError) renew();
        throw error;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [renew],
  );

  return { submit, pending, renew };
}
