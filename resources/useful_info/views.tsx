export { ContactDetails, ContactForm, ContactList } from './ContactViews';
