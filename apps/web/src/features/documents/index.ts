// The PDF documents a buyer downloads (a unit card, a floor map, the favourites as one list),
// served by web from sales-data so its token never reaches a browser. Pages link to them with
// paths.unitPdf / floorPdf / unitsPdf (lib/paths); the route handlers are in ./server.
export { UNITS_PDF_MAX } from './server/limits';
