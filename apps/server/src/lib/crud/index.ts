/**
 * The generic resource engine, server side: a shared resource definition (packages/shared
 * resources) bound to a Drizzle table gives its REST routes, with lists paginated, filtered,
 * searched and sorted in SQL. See `registerResourceRoutes` and `ResourceBinding`.
 */
export { registerResourceRoutes } from './routes.js';
export {
  bindResource,
  type BoundResource,
  type FieldBinding,
  type ResourceBinding,
  type RowValues,
  type WriteContext,
  type WriteMode,
} from './binding.js';
export {
  createItem,
  deleteItem,
  findItem,
  isUnique,
  listItems,
  updateItem,
  type WriteActor,
} from './repository.js';
export { fileIdOf } from './file-fields.js';
export { foldSql } from './fold.js';
