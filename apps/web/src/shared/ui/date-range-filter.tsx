import { DATE_RANGES, type DateRangeName, type MessageKey } from '@app/contract';
import CalendarPicker from 'antd-mobile/es/components/calendar-picker';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './date-range-filter.css';

/** How far back the calendar lets a member look; the 30-day rule then says what may be queried. */
const CALENDAR_DAYS = 90;

/** A calendar day of the picker (local midnight) as "YYYY-MM-DD". */
function toDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function fromDate(s: string): Date {
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** A date filter as a page keeps it; custom ranges carry their days ("YYYY-MM-DD"). */
export type DateRangeState = { range: DateRangeName; from?: string | undefined; to?: string | undefined };

type DateRangeFilterProps = { value: DateRangeState; onChange: (value: DateRangeState) => void };

/** Today / Yesterday / Last 7 days / Last 30 days / Custom (a range on a calendar). */
export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const today = new Date();
  const min = new Date(today.getFullYear(), today.getMonth(), today.getDate() - CALENDAR_DAYS);
  const { range } = value;

  return (
    <div className="date-range-filter">
      <CapsuleTabs
        activeKey={range}
        onChange={(key) => {
          const next = key as DateRangeName;
          if (next === 'custom') setCalendarOpen(true);
          else onChange({ range: next });
        }}
      >
        {DATE_RANGES.map((r) => (
          <CapsuleTabs.Tab key={r} title={t(`range.${r}`)} />
        ))}
      </CapsuleTabs>
      {range === 'custom' && value.from && value.to && (
        <button type="button" className="custom-range" onClick={() => setCalendarOpen(true)}>
          <CalendarOutline /> {value.from} ~ {value.to}
        </button>
      )}
      <CalendarPicker
        visible={calendarOpen}
        selectionMode="range"
        title={t('range.pick')}
        confirmText={t('form.confirm')}
        min={min}
        max={today}
        defaultValue={range === 'custom' && value.from && value.to ? [fromDate(value.from), fromDate(value.to)] : null}
        onClose={() => setCalendarOpen(false)}
        onMaskClick={() => setCalendarOpen(false)}
        onConfirm={(picked) => {
          if (picked) onChange({ range: 'custom', from: toDate(picked[0]), to: toDate(picked[1]) });
        }}
      />
    </div>
  );
}

/** Shown instead of a list when the chosen range breaks the contract's date-range rule (e.g. older than 30 days). */
export function DateRangeError({ error }: { error: MessageKey }) {
  const { t } = useTranslation();
  return <ErrorBlock status="default" title={t(error)} description={t('range.limit_hint')} className="range-error" />;
}
