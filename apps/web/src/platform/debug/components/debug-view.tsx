// The /debug screen: plain tables of the build, versions, upstream health and start-up loads.
import type { ReactNode } from 'react';
import type { LoadResult } from '@/platform/seo';
import type { DebugInfo } from '../data/load-debug-info';
import type { UpstreamHealth } from '../data/upstream-health';
import facts from '@/ui/fact-table.module.css';
import styles from './debug-view.module.css';

function HealthCell({ health }: { health: UpstreamHealth }) {
  return health.reachable ? (
    <td>доступен, {health.latencyMs} мс</td>
  ) : (
    <td className={facts.bad}>
      недоступен ({health.problem ?? 'ошибка'}), {health.latencyMs} мс
    </td>
  );
}

function LoadCell({ result }: { result: LoadResult }) {
  if (result.status === 'pending') return <td>выполняется или не запускалась</td>;
  if (result.status === 'ok') {
    return (
      <td>
        загружено записей: {result.count}, {result.durationMs} мс, {result.finishedAt}
      </td>
    );
  }
  return (
    <td className={facts.bad}>
      ошибка: {result.error} ({result.finishedAt})
    </td>
  );
}

/** `children`: sections the page composes from features (the listing feeds), after the tables above. */
export function DebugView({ info, children }: { info: DebugInfo; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>Диагностика</h1>
      <p>Проверено: {info.checkedAt}</p>

      <table className={facts.table}>
        <caption>Сборка и версии</caption>
        <tbody>
          <tr><th scope="row">Сборка (build id)</th><td data-testid="build-id">{info.buildId}</td></tr>
          <tr><th scope="row">Приложение</th><td>{info.versions.app}</td></tr>
          <tr><th scope="row">Next.js</th><td>{info.versions.next}</td></tr>
          <tr><th scope="row">React</th><td>{info.versions.react}</td></tr>
          <tr><th scope="row">Node.js</th><td>{info.versions.node}</td></tr>
        </tbody>
      </table>

      <table className={facts.table}>
        <caption>Внешние сервисы</caption>
        <tbody>
          <tr><th scope="row">CMS</th><HealthCell health={info.upstreams.cms} /></tr>
          <tr><th scope="row">Сервис продаж</th><HealthCell health={info.upstreams.salesData} /></tr>
        </tbody>
      </table>

      <table className={facts.table}>
        <caption>Загрузка при старте</caption>
        <tbody>
          <tr><th scope="row">Список страниц</th><LoadCell result={info.startupLoads.pageList} /></tr>
          <tr><th scope="row">Список материалов</th><LoadCell result={info.startupLoads.contentList} /></tr>
        </tbody>
      </table>
      {children}
    </div>
  );
}
