import { districtGallery } from '../../server/db/schema';

/** The gallery is plain: the generic routes, ordered and with an image field, on its table. */
export default districtGallery;
