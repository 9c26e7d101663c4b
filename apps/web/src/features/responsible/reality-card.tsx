import { LIMITS, REALITY_CHECK_MINUTES } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { useSetRealityCheck } from '../../api/responsible';

/** The reality check's interval (off by default), saved on the server as soon as it is picked. */
export function RealityCard({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  return (
    <List mode="card" header={t('responsible.reality.title')}>
      <List.Item arrowIcon={false}>
        <Selector
          columns={4}
          value={[minutes]}
          onChange={(v) => {
            const next = REALITY_CHECK_MINUTES.find((m) => m === v[0]);
            if (next === undefined || next === minutes || save.isPending) return;
            save.mutate(
              { minutes: next },
              { onSuccess: () => Toast.show({ content: t('responsible.reality.saved'), duration: LIMITS.toastMs }) },
            );
          }}
          options={REALITY_CHECK_MINUTES.map((m) => ({
            value: m,
            label: m === 0 ? t('responsible.reality.off') : t('responsible.reality.every', { minutes: m }),
          }))}
        />
      </List.Item>
    </List>
  );
}
