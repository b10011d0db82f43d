import { defineContract } from '../../src/contract/entity';
import { CONTACT_LIST } from '../useful_info/constants';

/** The district's SOS contacts (spec console §1, flag SosContacts): ordered, as useful info, on the same table. */
export default defineContract({
  name: 'sos_contacts',
  route: '/backend/district/sos_contacts',
  section: { id: 'sos_contacts', parent: 'district', position: 80 },
  feature: 'DistrictContents.SosContacts',
  permissions: {
    view: ['district_contents_view', 'district_contents_staff_view'],
    add: 'district_contents_add',
    edit: 'district_contents_edit',
    delete: 'district_contents_delete',
  },
  subset: { kind: 'sos' },
  list: CONTACT_LIST,
  translatable: ['name', 'notes'],
  schemas: () => import('../useful_info/schema').then((m) => ({ input: m.contactInput, record: m.contactRecord })),
});
