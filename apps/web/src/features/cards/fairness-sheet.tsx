import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { useCardSeeds } from '../../api/cards';
import { useSystemInfo } from '../../api/common';
import { formatDateTime } from '../../shared/format/date';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageLoading } from '../../shared/ui/page-loading';
import { ClientSeedForm } from './client-seed-form';

/**
 * Provably fair, as a sheet: the hash of the server seed the next round deals from, the client seed
 * (changed by rotating), and the seeds already revealed, with which every round they dealt recomputes.
 */
export function FairnessSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const seeds = useCardSeeds();
  const timeZone = useSystemInfo().data?.timeZone;
  const active = seeds.data?.active;
  const revealed = seeds.data?.revealed ?? [];

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="card-fair-sheet"
      showCloseButton
      destroyOnClose
    >
      <div role="dialog" aria-labelledby="card-fair-title" data-testid="fairness-sheet">
        <h2 id="card-fair-title" className="card-fair-title">
          {t('card_page.fairness')}
        </h2>
        <p className="card-fair-text">{t('card_page.fair_text')}</p>
        {seeds.isPending ? (
          <PageLoading />
        ) : !active ? (
          <LoadFailed onRetry={() => void seeds.refetch()} className="inline-empty" />
        ) : (
          <>
            <h3 className="card-fair-subtitle">{t('card_page.active_seed')}</h3>
            <dl className="card-fair-fields" data-testid="active-seed">
              <dt>{t('card_page.server_seed_hash')}</dt>
              <dd className="mono" data-testid="active-seed-hash">
                {active.serverSeedHash}
              </dd>
              <dt>{t('card_page.client_seed')}</dt>
              <dd className="mono">{active.clientSeed}</dd>
              <dt>{t('card_page.next_nonce')}</dt>
              <dd className="mono">{active.nonce}</dd>
            </dl>
            <ClientSeedForm key={`${active.serverSeedHash}:${active.clientSeed}`} clientSeed={active.clientSeed} />
          </>
        )}
        <h3 className="card-fair-subtitle">{t('card_page.revealed_title')}</h3>
        {revealed.length === 0 ? (
          <p className="card-fair-text">{t('card_page.no_revealed')}</p>
        ) : (
          <ul className="card-revealed">
            {revealed.map((s) => (
              <li key={s.serverSeedHash} data-testid="revealed-seed">
                <dl className="card-fair-fields">
                  <dt>{t('card_page.server_seed_hash')}</dt>
                  <dd className="mono">{s.serverSeedHash}</dd>
                  <dt>{t('card_page.server_seed')}</dt>
                  <dd className="mono" data-testid="revealed-server-seed">
                    {s.serverSeed}
                  </dd>
                  <dt>{t('card_page.client_seed')}</dt>
                  <dd className="mono">{s.clientSeed}</dd>
                </dl>
                <p className="card-revealed-meta">
                  {t('card_page.revealed_rounds', { rounds: s.rounds })} · {formatDateTime(s.revealedAt, timeZone)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}
