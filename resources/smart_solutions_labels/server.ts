import { smartSolutionLabels } from '../../server/db/schema';
import { entityServer } from '../../server/entities/register';

/** Smart-solution labels are plain: the generic routes of their contract, on their table. */
export default entityServer({ table: smartSolutionLabels });
