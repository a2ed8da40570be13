'use client';
// The range filters as a catalogue would use them: the committed range is what a filter would
// send, shown once the visitor lets go (not on every step of a drag).
import { useState } from 'react';
import { formatArea } from '@/lib/area';
import { formatRubles } from '@/lib/money';
import { RangeSlider, type RangeUnit } from '@/ui/range-slider/range-slider';
import styles from './ui-showcase.module.css';

interface RangeDemoProps {
  label: string;
  unit: RangeUnit;
  min: number;
  max: number;
  step: number;
  defaultValue: [number, number];
}

export function RangeDemo({ label, unit, min, max, step, defaultValue }: RangeDemoProps) {
  const [committed, setCommitted] = useState<[number, number]>(defaultValue);
  const format = unit === '₽' ? formatRubles : formatArea;
  return (
    <div className={styles.stack}>
      <RangeSlider label={label} unit={unit} min={min} max={max} step={step} defaultValue={defaultValue} onValueCommit={setCommitted} />
      <p className={styles.caption}>
        Фильтр получит: от {format(committed[0])} до {format(committed[1])}
      </p>
    </div>
  );
}
