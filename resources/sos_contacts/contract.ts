import { DISTRICT_CONTENT_RIGHTS } from '../../src/contract/content';
import { defineContract } from '../../src/contract/entity';
import { contactList } from '../useful_info/constants';

/** The district's SOS contacts (spec console §1, flag SosContacts): ordered, as useful info, on the same table. */
export default defineContract({
  name: 'sos_contacts',
  route: '/backend/district/sos_contacts',
  section: { id: 'sos_contacts', parent: 'district', position: 80 },
  feature: 'DistrictContents.SosContacts',
  permissions: DISTRICT_CONTENT_RIGHTS,
  subset: { kind: 'sos' },
  list: contactList('sos_contacts'),
  translatable: ['name', 'notes'],
  schemas: () => import('../useful_info/schema').then((m) => ({ input: m.contactInput, record: m.contactRecord })),
});
