import { LIMITS, type ResponsibleLimit } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { useSetLimit } from '../../api/responsible';
import { formatDateTime } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';

/** One limit: in force, what its period used and when it resets, a waiting change, and a new amount to save. */
export function LimitRow({ limit }: { limit: ResponsibleLimit }) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  const save = useSetLimit();
  const [amount, setAmount] = useState('');
  const time = (iso: string) => formatDateTime(iso, timeZone);

  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      { kind: limit.kind, amount: amount.trim() },
      {
        onSuccess: (answer) => {
          setAmount('');
          Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
        },
      },
    );
  };

  return (
    <List.Item
      data-testid={`limit-${limit.kind}`}
      arrowIcon={false}
      description={
        <span className="responsible-limit-meta">
          <span>{t('responsible.limit.used', { used: formatMoney(limit.used), time: time(limit.resetsAt) })}</span>
          {limit.pending && (
            <span className="responsible-pending" data-testid="limit-pending">
              {limit.pending.amount === null
                ? t('responsible.limit.pending_removal', { time: time(limit.pending.from) })
                : t('responsible.limit.pending', {
                    amount: formatMoney(limit.pending.amount),
                    time: time(limit.pending.from),
                  })}
            </span>
          )}
          <span className="responsible-limit-edit">
            <Input
              aria-label={t(`responsible.kind.${limit.kind}`)}
              inputMode="decimal"
              placeholder={t('responsible.limit.placeholder')}
              value={amount}
              onChange={setAmount}
            />
            <Button size="small" color="primary" loading={save.isPending} onClick={submit}>
              {t('responsible.limit.save')}
            </Button>
          </span>
        </span>
      }
      extra={
        <span data-testid="limit-amount">
          {limit.amount === null
            ? t('responsible.limit.none')
            : t('responsible.limit.current', { amount: formatMoney(limit.amount) })}
        </span>
      }
    >
      {t(`responsible.kind.${limit.kind}`)}
    </List.Item>
  );
}
