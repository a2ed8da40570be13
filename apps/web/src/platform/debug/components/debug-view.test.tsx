// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DebugInfo } from '../data/load-debug-info';
import { DebugView } from './debug-view';

const info: DebugInfo = {
  buildId: 'build-abc',
  versions: { app: '0.1.0', next: '16.4.5', react: '19.3.1', node: '20.20.2' },
  upstreams: {
    cms: { reachable: true, status: 204, latencyMs: 12, problem: null },
    salesData: { reachable: false, status: null, latencyMs: 3, problem: 'соединение отклонено' },
  },
  startupLoads: {
    pageList: { status: 'failed', error: 'CMS GET /api/pages answered 500', finishedAt: '2026-11-22T09:00:00.000Z', durationMs: 40 },
    contentList: { status: 'ok', count: 9, finishedAt: '2026-11-22T09:00:00.000Z', durationMs: 50 },
  },
  checkedAt: '2026-11-22T09:01:00.000Z',
};

describe('DebugView', () => {
  it('shows the build id and every version', () => {
    render(<DebugView info={info} />);
    const table = screen.getByRole('table', { name: 'Сборка и версии' });
    for (const text of ['build-abc', '0.1.0', '16.4.5', '19.3.1', '20.20.2']) expect(within(table).getByText(text)).toBeTruthy();
  });

  it('tells a reachable upstream from an unreachable one', () => {
    render(<DebugView info={info} />);
    const table = screen.getByRole('table', { name: 'Внешние сервисы' });
    expect(within(table).getByRole('row', { name: /CMS/ }).textContent).toContain('доступен, 12 мс');
    expect(within(table).getByRole('row', { name: /Сервис продаж/ }).textContent).toContain('недоступен (соединение отклонено)');
  });

  it('reports a failed page-list load with its reason and the content-list count', () => {
    render(<DebugView info={info} />);
    const table = screen.getByRole('table', { name: 'Загрузка при старте' });
    expect(within(table).getByRole('row', { name: /Список страниц/ }).textContent).toContain('ошибка: CMS GET /api/pages answered 500');
    expect(within(table).getByRole('row', { name: /Список материалов/ }).textContent).toContain('загружено записей: 9');
  });
});
