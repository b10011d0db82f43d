import { contentServer } from '../../server/content/routes';
import contract from './contract';

/** The content routes (server/content/routes.ts) on this entity's rows of `contents`, with approval. */
export default contentServer(contract);
