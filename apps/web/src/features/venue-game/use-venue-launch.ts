import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { openGame } from '../../api/catalogue';
import { openVenueGame, type VenueGameState, type VenueLaunch } from '../../api/game-actions';

/**
 * The framed launch of the game in the address (`?game=`): the one the tap gave (the history entry's
 * state), taken once, since a launch link opens once: the entry forgets it, so coming back to it
 * later (or a reload, or a shared link) launches again. A new launch the venue will not let us
 * frame goes on to the game's own tab (home/gameB) instead.
 */
export function useVenueLaunch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const code = params.get('game') ?? '';
  const given = (location.state as VenueGameState)?.launch;
  const [launch, setLaunch] = useState<VenueLaunch | null>(given?.gameCode === code && given.framing ? given : null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (given) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [given, navigate, location.pathname, location.search]);

  const relaunch = useCallback(async () => {
    setFailure(null);
    try {
      const target = await openGame(code);
      if (target.kind === 'internal') navigate(target.route, { replace: true });
      else if (target.framing) setLaunch(target);
      else openVenueGame(navigate, target, { replace: true });
    } catch (error) {
      // A network failure was toasted by the request helper; a refusal says why.
      setFailure(error instanceof ApiError ? error.message : '');
    }
  }, [code, navigate]);

  useEffect(() => {
    if (launch || asked.current) return;
    asked.current = true;
    void relaunch();
  }, [launch, relaunch]);

  return { code, launch, failure, retry: () => void relaunch() };
}
