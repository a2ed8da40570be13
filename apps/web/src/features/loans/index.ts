// Loans, for other features: the texts of the way to the loan pages (the unit page's link to
// «Как оплатить»). The pages themselves are in ./server.
export { loansTexts } from './texts';
