import { tags } from '../../server/db/schema';
import { entityServer } from '../../server/entities/register';

/** Tags are plain: the generic routes of their contract, on their table. */
export default entityServer({ table: tags });
