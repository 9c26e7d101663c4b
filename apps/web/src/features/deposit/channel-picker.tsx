import type { RechargeChannel } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from 'react-i18next';

type ChannelPickerProps = { channels: RechargeChannel[]; value: number; onChange: (id: number) => void };

/** The channels of one payment method, when it has more than one. */
export function ChannelPicker({ channels, value, onChange }: ChannelPickerProps) {
  const { t } = useTranslation();
  return (
    <List mode="card" header={t('recharge.channel')}>
      <List.Item>
        <Selector
          columns={2}
          options={channels.map((c) => ({ label: c.name, value: c.id }))}
          value={[value]}
          onChange={(picked) => {
            if (picked[0] !== undefined) onChange(picked[0]);
          }}
        />
      </List.Item>
    </List>
  );
}
