import { useEffect, useState } from 'react';

/**
 * Server time (device clock + `offsetMs`), updated just after each whole second of it, so
 * countdowns tick in step with the server's seconds.
 */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const server = Date.now() + offsetMs;
      setNow(server);
      timer = setTimeout(tick, 1000 - (server % 1000) + 15);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs]);

  return now;
}
