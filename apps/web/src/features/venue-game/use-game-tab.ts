import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { openGame } from '../../api/catalogue';
import { refreshAfterMoneyMoved } from '../../api/wallet';

// Both events come when the member switches back to the app's tab: one refresh is enough.
const RETURN_DEBOUNCE_MS = 1_000;

/**
 * The balances are asked again each time the member comes back to this page from the game's own
 * tab (the page shows again, or the window gets the focus): play there moved the venue wallet.
 */
export function useRefreshOnReturn() {
  const last = useRef(0);
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last.current < RETURN_DEBOUNCE_MS) return;
      last.current = Date.now();
      refreshAfterMoneyMoved();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, []);
}

/**
 * Opens the game in a tab of its own again, with a new launch (a launch link opens once). The tab
 * opens at the tap, before the launch answers, since a browser lets only a tap open one; it is
 * closed again when the game cannot open, whose reason `failure` gives.
 */
export function useOpenInTab(code: string) {
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const open = async () => {
    if (opening) return;
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpening(true);
    setFailure(null);
    try {
      const target = await openGame(code);
      const url = target.kind === 'external' ? target.url : null;
      if (url && tab) tab.location.href = url;
      else tab?.close();
    } catch (error) {
      tab?.close();
      setFailure(error instanceof ApiError ? error.message : null);
    } finally {
      setOpening(false);
    }
  };

  return { open: () => void open(), opening, failure };
}
