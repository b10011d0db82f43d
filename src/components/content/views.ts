import { viewsOf } from '../../registry/defineResource';

/**
 * The shared content screens as loaders, one pair of chunks for every content entity: the lists
 * and details pages in one, the form (date pickers, crop, the language tabs) in the other. A list
 * then loads none of the form's code (issue 11: the content lists' mobile Lighthouse fell to 72–75
 * with the form in their chunk), and moving from one content list to another loads nothing new.
 */
const screens = viewsOf(() => import('./ContentViews'));
const form = viewsOf(() => import('./ContentForm'));

export const contentList = screens('ContentList');
export const contentDetails = screens('ContentDetails');
export const contentForm = form('ContentForm');

/** An entity's views when it has the shared content screens only. */
export const contentViews = { list: contentList, show: contentDetails, create: contentForm, edit: contentForm } as const;
