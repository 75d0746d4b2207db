export { ITEM_GRID_MIN_WIDTH, ItemGrid, type ItemGridProps } from './ItemGrid';
export { ItemTotals, type ItemTotalsProps } from './ItemTotals';
export {
  draftItemFromValues,
  draftItemProblems,
  draftItemsToValues,
  isBlankDraftItem,
  newDraftItem,
  type CellProblem,
  type DraftItem,
} from './draft-item';
export {
  ITEM_GRID_SHORTCUTS,
  gridActionOf,
  matchesKeys,
  type ItemGridAction,
  type ItemGridShortcut,
} from './shortcuts';
