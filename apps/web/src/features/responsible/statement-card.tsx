import { addDays, STATEMENT_MAX_DAYS, todayIn, type Statement } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { useStatement } from '../../api/responsible';
import { formatDateTime } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageLoading } from '../../shared/ui/page-loading';
import { downloadText, statementCsv } from './statement-csv';

/** The activity statement of a chosen window (at most 90 days): totals, lines, and the CSV download. */
export function StatementCard() {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  const today = todayIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [from, setFrom] = useState(addDays(today, -(Math.min(STATEMENT_MAX_DAYS, 30) - 1)));
  const [to, setTo] = useState(today);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const statement = useStatement(range);

  return (
    <List mode="card" header={t('responsible.statement.title')} className="responsible-statement">
      <List.Item arrowIcon={false}>
        <span className="responsible-range">
          <Input type="date" aria-label={t('responsible.statement.from')} value={from} onChange={setFrom} />
          <Input type="date" aria-label={t('responsible.statement.to')} value={to} onChange={setTo} />
          <Button size="small" color="primary" onClick={() => setRange({ from, to })}>
            {t('responsible.statement.show')}
          </Button>
        </span>
      </List.Item>
      {range && statement.isPending && <PageLoading />}
      {statement.isError && <LoadFailed onRetry={() => void statement.refetch()} />}
      {statement.data && <StatementBody statement={statement.data} timeZone={timeZone} />}
    </List>
  );
}

function StatementBody({ statement, timeZone }: { statement: Statement; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const time = (iso: string) => formatDateTime(iso, timeZone);
  const download = () => {
    const labels = {
      time: t('responsible.statement.time'),
      type: t('responsible.statement.type'),
      amount: t('responsible.statement.amount'),
      ref: t('responsible.statement.ref'),
    };
    downloadText(statementCsv(statement, labels, time), `statement-${statement.fromDate}-${statement.toDate}.csv`);
  };
  const totals = ['deposits', 'withdrawals', 'stakes', 'returns', 'bonuses'] as const;
  return (
    <>
      <List.Item arrowIcon={false} data-testid="statement-totals">
        <span className="responsible-totals">
          {totals.map((k) => (
            <span key={k}>
              {t(`responsible.statement.${k}`)} {formatMoney(statement.totals[k])}
            </span>
          ))}
        </span>
      </List.Item>
      {statement.lines.length === 0 && <List.Item arrowIcon={false}>{t('responsible.statement.empty')}</List.Item>}
      {statement.lines.map((l) => (
        <List.Item
          key={`${l.ref}-${l.at}-${l.amount}`}
          arrowIcon={false}
          description={time(l.at)}
          extra={formatMoney(l.amount)}
        >
          {l.label}
        </List.Item>
      ))}
      {statement.truncated && <List.Item arrowIcon={false}>{t('responsible.statement.truncated')}</List.Item>}
      <List.Item arrowIcon={false}>
        <Button block onClick={download}>
          {t('responsible.statement.download')}
        </Button>
      </List.Item>
    </>
  );
}
