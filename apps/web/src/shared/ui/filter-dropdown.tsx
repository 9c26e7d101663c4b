import CheckList from 'antd-mobile/es/components/check-list';
import Dropdown from 'antd-mobile/es/components/dropdown';
import type { DropdownRef } from 'antd-mobile/es/components/dropdown';
import { useRef } from 'react';
import './filter-dropdown.css';

export type FilterOption = { value: string; label: string };

export type Filter = {
  key: string;
  /** Shown when nothing but "all" is chosen. */
  title: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
};

/** Filters as a drop-down bar: each opens a single-choice list, whose first option means "all". */
export function FilterDropdown({ filters }: { filters: Filter[] }) {
  const ref = useRef<DropdownRef>(null);
  return (
    <Dropdown ref={ref} className="filter-dropdown">
      {filters.map((f) => {
        const chosen = f.options.find((o) => o.value === f.value);
        return (
          <Dropdown.Item key={f.key} title={chosen && chosen.value !== '' ? chosen.label : f.title}>
            <CheckList
              value={[f.value]}
              onChange={(picked) => {
                f.onChange(String(picked[0] ?? ''));
                ref.current?.close();
              }}
            >
              {f.options.map((o) => (
                <CheckList.Item key={o.value} value={o.value}>
                  {o.label}
                </CheckList.Item>
              ))}
            </CheckList>
          </Dropdown.Item>
        );
      })}
    </Dropdown>
  );
}
