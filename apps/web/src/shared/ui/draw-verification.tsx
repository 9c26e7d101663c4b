import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyDraw, type DrawCheck, type PublishedDraw } from '../lottery/verify-draw';
import { DrawResult } from './draw-result';
import './draw-verification.css';

type DrawVerificationProps = {
  draw: PublishedDraw;
  /** Check at once (bet details) instead of on a tap (draw history). */
  auto?: boolean;
};

/**
 * Provably fair, checked on this device: SHA-256 of the revealed seed against the commitment
 * published before the draw, and the result recomputed from HMAC-SHA256(seed, draw id).
 */
export function DrawVerification({ draw, auto = false }: DrawVerificationProps) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const { game, drawId, commitment, seed, result } = draw;

  const run = useCallback(async () => {
    setRunning(true);
    setFailed(false);
    try {
      setCheck(await verifyDraw({ game, drawId, commitment, seed, result }));
    } catch {
      // No WebCrypto (an insecure origin): say so rather than claim anything.
      setFailed(true);
    } finally {
      setRunning(false);
    }
  }, [game, drawId, commitment, seed, result]);

  useEffect(() => {
    if (auto && seed) void run();
  }, [auto, seed, run]);

  return (
    <div className="draw-verification" data-testid="draw-verification">
      <dl className="proof-fields">
        <dt>{t('draw.draw_id')}</dt>
        <dd className="mono">{drawId}</dd>
        <dt>{t('draw.commitment')}</dt>
        <dd className="mono">{commitment}</dd>
        <dt>{t('draw.seed')}</dt>
        <dd className="mono">{seed ?? t('draw.seed_hidden')}</dd>
        {check && check.status !== 'pending' && (
          <>
            <dt>{t('draw.seed_hash')}</dt>
            <dd className={check.commitmentMatches ? 'mono proof-ok' : 'mono proof-bad'}>{check.hash}</dd>
            <dt>{t('draw.computed_result')}</dt>
            <dd className={check.resultMatches ? 'proof-ok' : 'proof-bad'}>
              {check.computed ? <DrawResult game={game} result={check.computed} tags={false} /> : t('draw.no_result')}
            </dd>
          </>
        )}
      </dl>

      {!seed ? (
        <p className="proof-note">{t('draw.pending_text')}</p>
      ) : failed ? (
        <p className="proof-note proof-bad">{t('draw.unsupported')}</p>
      ) : check && check.status !== 'pending' ? (
        <Result
          className="proof-result"
          status={check.status === 'verified' ? 'success' : 'error'}
          title={check.status === 'verified' ? t('draw.verified') : t('draw.mismatch')}
          description={
            check.status === 'verified'
              ? t('draw.verified_text')
              : !check.commitmentMatches
                ? t('draw.commitment_mismatch')
                : t('draw.result_mismatch')
          }
        />
      ) : (
        <Button
          block
          size="small"
          color="primary"
          fill="outline"
          loading={running}
          disabled={running}
          onClick={() => void run()}
        >
          {t('draw.verify')}
        </Button>
      )}
      <p className="proof-note">{t('draw.how_text')}</p>
    </div>
  );
}
