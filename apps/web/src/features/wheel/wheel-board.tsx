import type { Wheel } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useWheelChances } from '../../api/wheel';
import { howToEarn } from './how-to-earn';
import { SpinResultDialog } from './spin-result-dialog';
import { useWheelSpin } from './use-wheel-spin';
import { WheelDisc } from './wheel-disc';

type WheelBoardProps = { prizes: Wheel['list'] };

/** The wheel with Spin in its middle, the spins left and how more are earned, and the result of a spin. */
export function WheelBoard({ prizes }: WheelBoardProps) {
  const { t } = useTranslation();
  const chances = useWheelChances().data;
  const { discRef, spin, busy, result, close } = useWheelSpin(prizes.length);
  const earn = chances && howToEarn(t, chances);

  return (
    <section className="wheel-board" aria-label={t('wheel.title')}>
      <WheelDisc prizes={prizes} discRef={discRef}>
        <button
          type="button"
          className="wheel-hub"
          disabled={busy || chances?.chances === 0}
          aria-busy={busy}
          onClick={() => void spin()}
        >
          {t('wheel.spin')}
        </button>
      </WheelDisc>
      <p className="wheel-chances" data-testid="wheel-chances">
        {chances ? t('wheel.chances', { chances: chances.chances }) : '\u00a0'}
      </p>
      {earn && <p className="wheel-earn">{earn}</p>}
      <SpinResultDialog result={result} onClose={close} />
    </section>
  );
}
