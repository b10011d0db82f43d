import { districtContacts } from '../../server/db/schema';

/** On the shared contacts table: the contract's subset keeps this entity's rows apart. */
export default districtContacts;
