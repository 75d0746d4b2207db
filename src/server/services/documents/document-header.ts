/** A document's header fields as the API names them, and the columns that store them. */
export const HEADER_COLUMNS = {
  vendor: 'vendor',
  docNumber: 'doc_number',
  docDate: 'doc_date',
  totalCents: 'total_cents',
  currency: 'currency',
} as const;
