import type { Spin } from '@app/contract';
import { useEffect, useState } from 'react';
import { verifySpin, type SpinCheck } from '../../shared/wheel/verify-spin';

/**
 * A spin recomputed on this device once its seed is revealed (shared/wheel/verify-spin.ts); 'failed'
 * when the browser has no WebCrypto (an insecure origin), so nothing is claimed.
 */
export function useSpinCheck(spin: Spin): SpinCheck | 'failed' | null {
  const [check, setCheck] = useState<SpinCheck | 'failed' | null>(null);
  const { index, commitment, clientSeed, nonce, seed, weights } = spin;

  useEffect(() => {
    if (!seed) return;
    let live = true;
    verifySpin({ index, commitment, clientSeed, nonce, seed, weights }).then(
      (result) => live && setCheck(result),
      () => live && setCheck('failed'),
    );
    return () => {
      live = false;
    };
  }, [index, commitment, clientSeed, nonce, seed, weights]);

  return seed ? check : { status: 'pending' };
}
