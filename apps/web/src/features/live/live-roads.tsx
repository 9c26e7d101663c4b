import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { beadPlate, ROAD_ROWS } from './bead-plate';
import { bigRoad, type BigRoadCell } from './big-road';
import type { RoadMark } from './road-mark';
import './live-roads.css';

// Columns of 20px that fit beside the page's margins at 390px wide.
const ROAD_COLUMNS = 17;

const place = (col: number, row: number): CSSProperties => ({ gridColumn: col + 1, gridRow: row + 1 });
const gridStyle = { '--road-columns': ROAD_COLUMNS, '--road-rows': ROAD_ROWS } as CSSProperties;

/** The table's roads over its last dealt rounds: the bead plate and the big road. */
export function LiveRoads({ road }: { road: RoadMark[] }) {
  const { t } = useTranslation();
  const beads = beadPlate(road, { columns: ROAD_COLUMNS }).beads;
  const cells = bigRoad(road, { columns: ROAD_COLUMNS }).cells;
  return (
    <section className="live-section live-roads" aria-labelledby="live-roads-title">
      <h2 id="live-roads-title">{t('live_page.roads')}</h2>
      {road.length === 0 && <p className="live-empty">{t('live_page.road_empty')}</p>}
      <h3>{t('live_page.bead_plate')}</h3>
      <div className="road-grid bead-plate" style={gridStyle} data-testid="bead-plate">
        {beads.map(({ col, row, mark }) => (
          <span
            key={mark.roundId}
            className={`bead bead-${mark.winner}`}
            style={place(col, row)}
            title={mark.roundId}
            data-winner={mark.winner}
          >
            {t(`live_page.bead.${mark.winner}`)}
            {mark.bankerPair && <i className="pair-dot pair-dot-banker" />}
            {mark.playerPair && <i className="pair-dot pair-dot-player" />}
          </span>
        ))}
      </div>
      <h3>{t('live_page.big_road')}</h3>
      <div className="road-grid big-road" style={gridStyle} data-testid="big-road">
        {cells.map((c) => (
          <BigRoadMark key={c.roundId} cell={c} />
        ))}
      </div>
    </section>
  );
}

/** A ring in the winner's colour; ties as a slash across it (with their count past one), pairs as dots. */
function BigRoadMark({ cell }: { cell: BigRoadCell }) {
  return (
    <span
      className={`big-mark big-mark-${cell.winner ?? 'none'}`}
      style={place(cell.col, cell.row)}
      title={cell.roundId}
      data-winner={cell.winner ?? 'none'}
      data-ties={cell.ties}
    >
      {cell.ties > 0 && <i className="tie-slash" />}
      {cell.ties > 1 && <b className="tie-count">{cell.ties}</b>}
      {cell.bankerPair && <i className="pair-dot pair-dot-banker" />}
      {cell.playerPair && <i className="pair-dot pair-dot-player" />}
    </span>
  );
}
