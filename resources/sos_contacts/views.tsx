export { ContactDetails, ContactForm, ContactList } from '../useful_info/ContactViews';
