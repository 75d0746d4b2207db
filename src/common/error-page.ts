/**
 * Texts of the error page (SPEC section 2 and 8): 404 defaults to 'Page Not Found', any other
 * status to 'Internal Server Error', unless a status message is given. The values are locale
 * keys under `common:errorPage`; English texts are the SPEC's own.
 */
export interface ErrorPageText {
  status: number;
  /** A locale key, or the given status message as is. */
  titleKey?: string;
  title?: string;
  descriptionKey: string;
  path?: string;
}

export function errorPageText(status: number, statusMessage?: string, path?: string): ErrorPageText {
  const description = status === 404 ? 'errorPage.notFoundDescription' : 'errorPage.internalDescription';
  if (statusMessage) return { status, title: statusMessage, descriptionKey: description, path };
  return {
    status,
    titleKey: status === 404 ? 'errorPage.notFound' : 'errorPage.internal',
    descriptionKey: description,
    path,
  };
}
