// The listing feeds for Yandex Realty, CIAN and Avito: the /debug section. The feeds themselves
// are served through server.ts (route handlers).
export { FeedsDebugSection } from './components/feeds-debug-section';
export { feedsTexts } from './texts';
