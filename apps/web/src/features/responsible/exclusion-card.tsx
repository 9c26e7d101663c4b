import {
  EXCLUSION_CHOICE_CODES,
  exclusionEnd,
  LIMITS,
  type ExclusionChoice,
  type ResponsibleStatus,
} from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { useExclude } from '../../api/responsible';
import { formatDateTime } from '../../shared/format/date';

/** The running cool-off or self-exclusion with its end, or the choice of one, confirmed with the login password. */
export function ExclusionCard({ exclusion }: { exclusion: ResponsibleStatus['exclusion'] }) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  return (
    <List mode="card" header={t('responsible.exclusion.title')} className="responsible-exclusion">
      <List.Item arrowIcon={false} description={t('responsible.exclusion.text')}>
        {exclusion ? (
          <span className="responsible-active" data-testid="exclusion-active">
            {t(`responsible.exclusion.active.${exclusion.kind}`, {
              until: formatDateTime(exclusion.until, timeZone),
            })}
          </span>
        ) : (
          <ExclusionForm />
        )}
      </List.Item>
    </List>
  );
}

function ExclusionForm() {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  const exclude = useExclude();
  const [choice, setChoice] = useState<ExclusionChoice>('cooloff_24h');
  const [password, setPassword] = useState('');

  const start = async () => {
    const until = formatDateTime(exclusionEnd(choice, new Date()).toISOString(), timeZone);
    const ok = await Dialog.confirm({
      content: t('responsible.exclusion.confirm', { until }),
      confirmText: t('responsible.exclusion.start'),
      cancelText: t('form.cancel'),
    });
    if (!ok || exclude.isPending) return;
    exclude.mutate(
      { choice, password },
      { onSuccess: (answer) => Toast.show({ content: answer.msg, duration: LIMITS.toastMs }) },
    );
  };

  return (
    <span className="responsible-exclusion-form">
      <Selector
        columns={2}
        value={[choice]}
        onChange={(v) => v[0] && setChoice(v[0])}
        options={EXCLUSION_CHOICE_CODES.map((c) => ({ value: c, label: t(`responsible.choice.${c}`) }))}
      />
      <Input
        type="password"
        aria-label={t('responsible.exclusion.password')}
        placeholder={t('responsible.exclusion.password')}
        value={password}
        onChange={setPassword}
      />
      <Button block color="danger" disabled={password === ''} loading={exclude.isPending} onClick={() => void start()}>
        {t('responsible.exclusion.start')}
      </Button>
    </span>
  );
}
