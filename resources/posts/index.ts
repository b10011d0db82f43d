import PostIcon from '@mui/icons-material/ForumOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/**
 * Posts, requests and offers (spec console §2 "posts and posts/form/:TargetId?"): the list and the
 * form, whose target comes in navigation state or in the URL.
 */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: PostIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: { list: view('PostList'), create: view('PostForm'), edit: view('PostForm') },
  formRoute: '/backend/posts/form/:TargetId?',
});
