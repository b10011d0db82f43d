/** Every view of the categories resource, loaded together as its one chunk. */
export { CategoryPage } from './CategoryPage';
export { CategoryDetails } from './CategoryDetails';
export { ActivityCategoryEdit, CategoryCreate, CategoryEdit, ToolCategoryEdit } from './CategoryForms';
