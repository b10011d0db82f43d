import { contentServer } from '../../server/content/routes';
import contract from './contract';
import episodeRoutes from './episodes/routes';

/** The content routes (server/content/routes.ts) on the podcasts' rows of `contents`, and their episodes. */
export default contentServer(contract, { routes: episodeRoutes });
