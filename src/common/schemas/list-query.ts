/**
 * The list query of @refinedev/simple-rest: _start/_end paging, _sort/_order (comma lists),
 * field filters (field, field_ne, field_gte, field_lte, field_like) and q. Which fields may be
 * filtered or sorted is each resource's record schema; the server refuses anything else.
 */
export const LIST_MAX_ROWS = 1000;
export const FILTER_SUFFIXES = ['_ne', '_gte', '_lte', '_like'] as const;
export type FilterOperator = 'eq' | 'ne' | 'gte' | 'lte' | 'like';
