// One unit's page (/property, /commercial, /parking, /store-room + /<id>): what it is, its status as
// sales-data says it now, the facts and the request form; and what a unit is called wherever it
// is shown. Kept apart from the catalogue so a unit page does not carry the listing's filter code.
export { UnitPage, unitMetadata } from './pages/unit-page';
export { unitTitle } from './data/unit-title';
export { unitTexts } from './texts';
