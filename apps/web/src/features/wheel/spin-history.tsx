import type { Spin } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { useSpins } from '../../api/wheel';
import { formatDateTime } from '../../shared/format/date';
import { PagedList } from '../../shared/ui/paged-list';
import { useSpinCheck } from './use-spin-check';

/** The member's spins, newest first: the prize, and whether it recomputes from its revealed seed. */
export function SpinHistory() {
  const { t } = useTranslation();
  const spins = useSpins();
  const timeZone = useSystemInfo().data?.timeZone;

  return (
    <PagedList
      query={spins}
      itemKey={(s) => s.orderNo}
      emptyText={t('wheel.records_empty')}
      renderItem={(s) => <SpinRow spin={s} timeZone={timeZone} />}
    />
  );
}

function SpinRow({ spin, timeZone }: { spin: Spin; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const check = useSpinCheck(spin);

  return (
    <List.Item
      className="spin-row"
      data-testid="spin-row"
      arrowIcon={false}
      onClick={() => setOpen((v) => !v)}
      description={
        <span className="spin-row-meta">
          {formatDateTime(spin.createdAt, timeZone)} · {t('wheel.nonce')} {spin.nonce}
        </span>
      }
      extra={
        check === null || check === 'failed' ? null : check.status === 'pending' ? (
          <Tag fill="outline">{t('wheel.unrevealed')}</Tag>
        ) : (
          <Tag color={check.status === 'verified' ? 'success' : 'danger'}>
            {check.status === 'verified' ? t('wheel.verified') : t('wheel.mismatch')}
          </Tag>
        )
      }
    >
      <span className="spin-row-name">{spin.name}</span>
      {open && (
        // Taps inside the proof must not fold the row.
        <div className="spin-proof" onClick={(e) => e.stopPropagation()}>
          <dl className="wheel-fields">
            <dt>{t('wheel.commitment')}</dt>
            <dd className="mono">{spin.commitment}</dd>
            <dt>{t('wheel.seed')}</dt>
            <dd className="mono">{spin.seed ?? t('wheel.seed_hidden')}</dd>
            <dt>{t('wheel.client_seed')}</dt>
            <dd className="mono">{spin.clientSeed}</dd>
          </dl>
          {check === 'failed' && <p className="wheel-note wheel-bad">{t('draw.unsupported')}</p>}
        </div>
      )}
    </List.Item>
  );
}
