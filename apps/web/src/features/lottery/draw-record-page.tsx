import { LOTTERY_GAME_CODES, LotteryGameSchema, type Draw } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDrawHistory } from '../../api/lottery';
import { useSystemInfo } from '../../api/common';
import { formatDateTime } from '../../shared/format/date';
import { DrawResult } from '../../shared/ui/draw-result';
import { DrawVerification } from '../../shared/ui/draw-verification';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import { drawNo } from './draw-phase';
import './lottery.css';

/**
 * /pages/home/record?game=: the draw history of a game, newest first: each draw's result, its
 * commitment and revealed seed, and a check of them on this device.
 */
export function DrawRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const game = LotteryGameSchema.catch('fast3').parse(params.get('game'));
  const history = useDrawHistory(game);
  const timeZone = useSystemInfo().data?.timeZone;

  return (
    <Page title={t('lottery_page.draw_history')} className="records-page">
      <Tabs className="lottery-tabs" activeKey={game} onChange={(key) => setParams({ game: key }, { replace: true })}>
        {LOTTERY_GAME_CODES.map((code) => (
          <Tabs.Tab key={code} title={t(`lottery.game.${code}`)} />
        ))}
      </Tabs>
      <PagedList
        query={history}
        itemKey={(d) => d.drawId}
        emptyText={t('lottery_page.no_result_yet')}
        renderItem={(d) => <DrawRow draw={d} timeZone={timeZone} />}
      />
    </Page>
  );
}

function DrawRow({ draw, timeZone }: { draw: Draw; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <List.Item className="draw-row" arrowIcon={false} onClick={() => setOpen((v) => !v)}>
      <div className="draw-row-head">
        <span className="draw-row-no">{t('lottery_page.draw_no', { no: drawNo(draw.drawId) })}</span>
        <span className="draw-row-time">{formatDateTime(draw.drawAt, timeZone)}</span>
      </div>
      <div className="draw-row-body">
        {draw.result ? (
          <DrawResult game={draw.game} result={draw.result} />
        ) : (
          <Tag color="warning" fill="outline">
            {draw.statusLabel}
          </Tag>
        )}
        <span className="lottery-card-link">{open ? t('lottery_page.hide_proof') : t('lottery_page.show_proof')}</span>
      </div>
      {open && (
        // Taps inside the check must not fold the row.
        <div className="draw-proof" onClick={(e) => e.stopPropagation()}>
          <DrawVerification draw={draw} />
        </div>
      )}
    </List.Item>
  );
}
