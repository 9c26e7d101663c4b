import { VIP_PERKS, type VipLevel } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';

type VipLevelsTableProps = { levels: VipLevel[]; current: number | undefined };

/** Every level's two thresholds and four perk amounts; the member's own level is marked. Scrolls sideways on a phone. */
export function VipLevelsTable({ levels, current }: VipLevelsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="vip-table-scroll">
      <table className="vip-table">
        <thead>
          <tr>
            <th scope="col">{t('vip.col_level')}</th>
            <th scope="col">{t('vip.col_deposit')}</th>
            <th scope="col">{t('vip.col_turnover')}</th>
            {VIP_PERKS.map((perk) => (
              <th scope="col" key={perk}>
                {t(`rewards.perk.${perk}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map((row) => {
            const mine = row.level === current;
            return (
              <tr key={row.level} className={mine ? 'vip-table-current' : undefined} aria-current={mine || undefined}>
                <th scope="row">{t('vip.level', { level: row.level })}</th>
                <td>{formatMoney(row.depositThreshold)}</td>
                <td>{formatMoney(row.turnoverThreshold)}</td>
                {VIP_PERKS.map((perk) => (
                  <td key={perk}>{formatMoney(row[perk])}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
