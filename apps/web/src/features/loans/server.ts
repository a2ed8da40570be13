// The loan pages (/loan/mortgage, /loan/deffered, /loan/tradein) for the routes: the CMS
// programme, its calculator and «Как оплатить» for a unit. Server only: they fetch.
import 'server-only';
export { DefferedPage, MortgagePage, TradeinPage, loanMetadata, type SearchParams } from './pages/loan-pages';
