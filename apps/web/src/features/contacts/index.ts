// Contacts (/contacts): the sales offices, their phones and the map, from the CMS.
export { ContactsPage } from './components/contacts-page';
export { contactsTexts } from './texts';
