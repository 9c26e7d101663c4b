import type { TaskRecordSchema } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSystemInfo } from '../../api/common';
import { useTaskRecords } from '../../api/tasks';
import { formatDateTime } from '../../shared/format/date';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';

type TaskRecord = z.infer<typeof TaskRecordSchema>;

/** /pages/home/taskRecords: the tasks the member claimed, newest first, with their period, reward and date. */
export function TaskRecordsPage() {
  const { t } = useTranslation();
  const records = useTaskRecords();
  const timeZone = useSystemInfo().data?.timeZone;

  return (
    <Page title={t('task.records')} className="records-page">
      <PagedList
        query={records}
        itemKey={(r) => r.orderNo}
        emptyText={t('task.records_empty')}
        renderItem={(r) => <TaskRecordRow record={r} timeZone={timeZone} />}
      />
    </Page>
  );
}

function TaskRecordRow({ record, timeZone }: { record: TaskRecord; timeZone: string | undefined }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="task-record"
      arrowIcon={false}
      description={
        <>
          {/* The period's key: the day ("2026-03-04") or the ISO week ("2026-W10"). */}
          <span className="trade-meta">{t('task.period_of', { period: record.period })}</span>
          <span className="trade-meta">{formatDateTime(record.claimedAt, timeZone)}</span>
        </>
      }
      extra={<MoneyText amount={record.reward} signed className="trade-amount" />}
    >
      <span className="trade-type">{record.title}</span>
    </List.Item>
  );
}
