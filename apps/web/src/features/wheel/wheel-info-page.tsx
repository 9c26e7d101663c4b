import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Page } from '../../shared/ui/page';
import { FairnessPanel } from './fairness-panel';
import { SpinHistory } from './spin-history';
import { WheelRules } from './wheel-rules';
import './wheel.css';

const TabSchema = z.enum(['rules', 'fairness', 'records']).catch('rules');

/**
 * /pages/mine/lottery_info?tab=: the wheel's rules and chances, its fairness with the member's seed
 * pair and its rotation, and the member's spins, each checked on this device once its seed is revealed.
 */
export function WheelInfoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TabSchema.parse(params.get('tab'));

  return (
    <Page title={t('wheel.title')} className="wheel-info-page">
      <Tabs className="wheel-tabs" activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        <Tabs.Tab key="rules" title={t('wheel.rules_title')} />
        <Tabs.Tab key="fairness" title={t('wheel.fairness_title')} />
        <Tabs.Tab key="records" title={t('wheel.records')} />
      </Tabs>
      {tab === 'rules' && <WheelRules />}
      {tab === 'fairness' && <FairnessPanel />}
      {tab === 'records' && <SpinHistory />}
    </Page>
  );
}
