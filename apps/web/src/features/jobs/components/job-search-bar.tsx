// Search box (Enter applies), the filters of SPEC §9 with their labels, 'my favourites' and reset.
import { HeartOutlined, UndoOutlined } from '@ant-design/icons';
import {
  EDUCATION_LABELS,
  FILTER_CITIES,
  NATIONWIDE,
  PUBLISH_DAYS,
  RECRUITMENT_TYPE_LABELS,
} from '@app/shared/constants';
import { Button, Input, Select } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { JOBS_MESSAGES } from '../messages';
import type { JobFilters } from '../types';
import styles from './hot-jobs.module.css';

const M = JOBS_MESSAGES.search;
const ANY = -1;

const cityOptions = FILTER_CITIES.map((c) => ({ value: c, label: c }));
const educationOptions = [
  { value: ANY, label: M.anyEducation },
  ...Object.entries(EDUCATION_LABELS).map(([v, label]) => ({ value: Number(v), label })),
];
const typeOptions = [
  { value: ANY, label: M.anyType },
  ...Object.entries(RECRUITMENT_TYPE_LABELS).map(([v, label]) => ({ value: Number(v), label })),
];
const publishOptions = [
  { value: ANY, label: M.anyTime },
  ...PUBLISH_DAYS.map((d) => ({ value: d, label: M.days(d) })),
];

interface Props {
  /** Beside the search box: the expectations dropdown. */
  extra?: ReactNode;
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
  favourites: boolean;
  onFavourites: (on: boolean) => void;
  onReset: () => void;
}

/** A select's ANY as 'no filter'. */
const opt = (v: number) => (v === ANY ? undefined : v);

export function JobSearchBar({ extra, filters, onChange, favourites, onFavourites, onReset }: Props) {
  const [text, setText] = useState(filters.keyword ?? '');
  useEffect(() => setText(filters.keyword ?? ''), [filters.keyword]);
  const set = (patch: JobFilters) => onChange({ ...filters, ...patch });

  return (
    <div className={styles.searchBar}>
      <div className={styles.searchRow}>
        <Input.Search
          className={styles.searchInput}
          aria-label={M.placeholder}
          placeholder={M.placeholder}
          enterButton={M.button}
          allowClear
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => set({ keyword: value.trim() || undefined })}
        />
        {extra}
      </div>
      <div className={styles.filters}>
        <div className={styles.filter}>
          <span>{M.city}</span>
          <Select
            aria-label={M.city}
            value={filters.city ?? NATIONWIDE}
            options={cityOptions}
            onChange={(city) => set({ city: city === NATIONWIDE ? undefined : city })}
            popupMatchSelectWidth={false}
          />
        </div>
        <div className={styles.filter}>
          <span>{M.education}</span>
          <Select
            aria-label={M.education}
            value={filters.education ?? ANY}
            options={educationOptions}
            onChange={(v) => set({ education: opt(v) })}
            popupMatchSelectWidth={false}
          />
        </div>
        <div className={styles.filter}>
          <span>{M.recruitmentType}</span>
          <Select
            aria-label={M.recruitmentType}
            value={filters.recruitment_type ?? ANY}
            options={typeOptions}
            onChange={(v) => set({ recruitment_type: opt(v) })}
            popupMatchSelectWidth={false}
          />
        </div>
        <div className={styles.filter}>
          <span>{M.publishTime}</span>
          <Select
            aria-label={M.publishTime}
            value={filters.publish_days ?? ANY}
            options={publishOptions}
            onChange={(v) => set({ publish_days: opt(v) })}
            popupMatchSelectWidth={false}
          />
        </div>
        <Button
          type={favourites ? 'primary' : 'link'}
          icon={<HeartOutlined aria-hidden />}
          aria-pressed={favourites}
          onClick={() => onFavourites(!favourites)}
        >
          {favourites ? M.allJobs : M.favourites}
        </Button>
        <Button type="link" icon={<UndoOutlined aria-hidden />} onClick={onReset}>
          {M.reset}
        </Button>
      </div>
    </div>
  );
}
