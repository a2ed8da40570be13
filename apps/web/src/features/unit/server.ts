// One unit's page (/property, /commercial, /parking, /store-room + /<id>) for the routes: what it
// is, its status as sales-data says it now, the price and its monthly payment, its place in the
// house, similar units and the request form.
import 'server-only';
export { UnitPage, unitMetadata } from './pages/unit-page';
