import type { FishingSessionDetail } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hexToBytes, toHex } from '../../shared/format/hex';
import './fishing-session-detail.css';

type SeedCheck = 'checking' | 'ok' | 'bad' | null;

/**
 * Whether the revealed seed is the one committed to before the first shot: SHA-256 of its bytes
 * against the hash, on this device. Null before the reveal, or without WebCrypto (an insecure origin).
 */
function useSeedCheck(seed: string | null, seedHash: string, subtle = globalThis.crypto?.subtle): SeedCheck {
  const [check, setCheck] = useState<SeedCheck>(null);
  useEffect(() => {
    const bytes = seed === null ? null : hexToBytes(seed);
    if (seed === null || !subtle) return setCheck(null);
    if (!bytes) return setCheck('bad');
    let live = true;
    setCheck('checking');
    subtle.digest('SHA-256', bytes).then(
      (hash) => live && setCheck(toHex(hash) === seedHash.toLowerCase() ? 'ok' : 'bad'),
      () => live && setCheck(null),
    );
    return () => {
      live = false;
    };
  }, [seed, seedHash, subtle]);
  return check;
}

const CHECK_TEXT = {
  checking: 'fishing.session.checking',
  ok: 'fishing.session.hash_ok',
  bad: 'fishing.session.hash_bad',
} as const;

/** A fishing session in the bet detail: its shots summed up, and the seed that decided them, checked on this device. */
export function FishingSessionDetailView({ session }: { session: FishingSessionDetail }) {
  const { t } = useTranslation();
  const check = useSeedCheck(session.seed, session.seedHash);
  const facts: [string, string, string][] = [
    ['id', t('fishing.session.id'), session.sessionId],
    ['shots', t('fishing.session.shots'), String(session.shots)],
    ['hits', t('fishing.session.hits'), String(session.hits)],
    [
      'best',
      t('fishing.session.best'),
      session.bestMultiplier > 0
        ? t('fishing.session.best_value', { multiplier: session.bestMultiplier })
        : t('fishing.session.no_hit'),
    ],
    [
      'ended',
      t('fishing.session.ended_by'),
      t(session.endedBy ? `fishing.session.end.${session.endedBy}` : 'fishing.session.end.running'),
    ],
  ];

  return (
    <section
      className="bet-verify fishing-session"
      aria-labelledby="fishing-session-title"
      data-testid="fishing-session"
    >
      <h2 id="fishing-session-title">{t('fishing.session.title')}</h2>
      <dl className="fishing-session-facts">
        {facts.map(([key, label, value]) => (
          <div key={key} data-testid={`fishing-${key}`}>
            <dt>{label}</dt>
            <dd className={key === 'id' ? 'mono' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="proof-fields">
        <dt>{t('fishing.session.seed_hash')}</dt>
        <dd className="mono" data-testid="fishing-seed-hash">
          {session.seedHash}
        </dd>
        <dt>{t('fishing.session.seed')}</dt>
        <dd className="mono" data-testid="fishing-seed">
          {session.seed ?? t('fishing.session.seed_pending')}
        </dd>
      </dl>
      {check && (
        <p className={check === 'bad' ? 'proof-bad' : 'proof-ok'} role="status">
          {t(CHECK_TEXT[check])}
        </p>
      )}
      <p className="proof-note">{t('fishing.session.how')}</p>
    </section>
  );
}
